import { randomUUID } from 'node:crypto'
import { type Devnet, startDevnet } from '@kit/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { frameHeaders } from '../testing/auth.js'
import { call } from '../testing/http.js'
import { createProofSigner } from '../testing/sessionProof.js'
import { devnetServerConfig } from '../testing/stack.js'
import { startTestServer, type TestServer } from '../testing/testServer.js'

// The server's e-mails and the device-approval page in the language the frame sends with the request: over
// real SMTP into the devnet's mail catcher, read back through its JSON API. No user operation here: no bundlers.
let devnet: Devnet
let server: TestServer
beforeAll(async () => {
  devnet = await startDevnet({ ports: 0, bundlers: false, readyTimeoutMs: 30_000 })
  server = await startTestServer({
    ...devnetServerConfig(devnet),
    mail: { smtpUrl: `smtp://${devnet.smtp.host}:${devnet.smtp.port}`, from: 'Kit <auth@kit.test>' },
  })
}, 120_000)
afterAll(async () => {
  await server?.close()
  await devnet?.stop()
})

type CaughtMail = { subject: string; text: string; html?: string }

async function mailNumber(to: string, count: number): Promise<CaughtMail> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const response = await fetch(`${devnet.mailApiUrl}/messages?to=${encodeURIComponent(to)}`)
    const body = (await response.json()) as CaughtMail[] | { messages: CaughtMail[] }
    const mails = Array.isArray(body) ? body : body.messages
    if (mails.length >= count && mails[0]) return mails[0]
    if (Date.now() > deadline) throw new Error(`no mail #${count} for ${to}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const connect = (json: unknown) =>
  call(`${server.url}/v1/auth/email/connect`, { json, headers: frameHeaders })

describe('the login’s e-mails in the login’s language', () => {
  it('Arabic: the approval mail, the page its link opens (right to left) and the code mail', async () => {
    const email = `ar-${Date.now()}@example.test`
    expect((await connect({ email, deviceId: randomUUID(), locale: 'ar-EG' })).body).toEqual({
      action: 'VERIFY_DEVICE',
    })
    const approval = await mailNumber(email, 1)
    expect(approval.subject).toBe('وافق على هذا الجهاز لتسجيل الدخول إلى Kit')
    expect(approval.text).toContain(`هناك من يسجّل الدخول إلى Kit باستخدام ${email} من جهاز جديد.`)
    expect(approval.text).toContain('عنوان IP: ')
    const link = approval.text.match(/(http:\/\/\S+\/auth\/device\/approve\?token=\S+)/)?.[1] ?? ''
    expect(new URL(link).searchParams.get('locale')).toBe('ar')

    const page = await call(link)
    expect(page.status).toBe(200)
    expect(page.body).toContain('<html lang="ar" dir="rtl">')
    expect(page.body).toContain('<button type="submit">الموافقة على الجهاز</button>')

    const token = new URL(link).searchParams.get('token') ?? ''
    const approved = await call(`${server.url}/auth/device/approve`, {
      method: 'POST',
      body: new URLSearchParams({ token, locale: 'ar' }),
    })
    expect(approved.body).toContain('تمت الموافقة على الجهاز')
    const code = await mailNumber(email, 2)
    expect(code.subject).toMatch(/^\d{6} هو رمزك في Kit$/)
    expect(code.text).toMatch(/^رمزك لتسجيل الدخول هو \d{6}\.\n/)
  })

  it('Spanish for es-MX; English for a language the server lacks, and for none', async () => {
    const spanish = `es-${Date.now()}@example.test`
    await connect({ email: spanish, deviceId: randomUUID(), locale: 'es-MX' })
    expect((await mailNumber(spanish, 1)).subject).toBe('Aprueba este dispositivo para iniciar sesión en Kit')

    for (const locale of ['tlh', undefined]) {
      const email = `en-${locale ?? 'none'}-${Date.now()}@example.test`
      await connect({ email, deviceId: randomUUID(), ...(locale ? { locale } : {}) })
      const mail = await mailNumber(email, 1)
      expect(mail.subject).toBe('Approve this device to sign in to Kit')
      expect(mail.text).not.toContain('locale=')
    }
  })

  it('refuses a locale longer than a language tag with 400, sending nothing', async () => {
    const email = `long-${Date.now()}@example.test`
    const answer = await connect({ email, deviceId: randomUUID(), locale: `ar-${'x'.repeat(40)}` })
    expect(answer.status).toBe(400)
  })
})

/** How far the test moved the server's clock (past the per-address cooldown); proofs are dated by it. */
let advanced = 0

describe('the account’s e-mails in the language of the request that sends them', () => {
  it('Hebrew (right to left): the login, then the e-mail change’s two codes; Chinese by script: the step-up code', async () => {
    const signer = await createProofSigner()
    const frameCall = async (path: string, json: unknown, token?: string) => {
      const url = `${server.url}${path}`
      return call(url, {
        json,
        headers: {
          ...frameHeaders,
          dpop: await signer.sign('POST', url, token, Date.now() + advanced),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      })
    }
    const waitOut = () => {
      server.advance(31_000)
      advanced += 31_000
    }
    const email = `he-${Date.now()}@example.test`
    const newEmail = `zh-${Date.now()}@example.test`
    const deviceId = randomUUID()
    await frameCall('/v1/auth/email/connect', { email, deviceId, locale: 'he-IL' })
    const approval = await mailNumber(email, 1)
    expect(approval.subject).toBe('אשרו את המכשיר הזה כדי להיכנס ל-Kit')
    expect(approval.html?.startsWith('<div lang="he" dir="rtl">')).toBe(true)
    const link = approval.text.match(/(http:\/\/\S+\/auth\/device\/approve\?token=\S+)/)?.[1] ?? ''
    expect((await call(link)).body).toContain('<html lang="he" dir="rtl">')
    await call(`${server.url}/auth/device/approve`, {
      method: 'POST',
      body: new URLSearchParams({ token: new URL(link).searchParams.get('token') ?? '', locale: 'he' }),
    })
    const loginCode = await mailNumber(email, 2)
    const otp = loginCode.text.match(/^קוד הכניסה שלכם הוא (\d{6})\.\n/)?.[1] ?? ''
    expect(otp).toMatch(/^\d{6}$/)
    const { token } = (await frameCall('/v1/auth/email/verify', { email, deviceId, otp })).body
    expect(token).toBeTruthy()

    waitOut()
    expect((await frameCall('/v1/auth/email/update', { email: newEmail, locale: 'he' }, token)).body).toEqual(
      {
        action: 'VERIFY_PRIMARY_OTP',
      },
    )
    const primary = await mailNumber(email, 3)
    expect(primary.subject).toMatch(/^\d{6} הוא הקוד שלכם ב-Kit$/)
    expect(primary.text).toMatch(/^הקוד לאישור שינוי כתובת האימייל שלכם הוא \d{6}\.\n/)
    const primaryOtp = primary.subject.slice(0, 6)
    await frameCall('/v1/auth/email/update/primary', { otp: primaryOtp, locale: 'he' }, token)
    const secondary = await mailNumber(newEmail, 1)
    expect(secondary.text).toMatch(/^הקוד לאישור שינוי כתובת האימייל שלכם הוא \d{6}\.\n/)
    expect(secondary.html?.startsWith('<div lang="he" dir="rtl">')).toBe(true)
    const changed = await frameCall(
      '/v1/auth/email/update/secondary',
      { otp: secondary.subject.slice(0, 6) },
      token,
    )
    expect(changed.body).toEqual({ newEmail })

    waitOut()
    expect((await frameCall('/v1/auth/step-up/email', { locale: 'zh-HK' }, token)).body).toEqual({
      sentTo: newEmail,
    })
    const stepUp = await mailNumber(newEmail, 2)
    expect(stepUp.subject).toMatch(/^\d{6} 是你的 Kit 驗證碼$/)
    expect(stepUp.text).toMatch(
      /^你用來確認本人操作（變更帳戶或其金鑰）的驗證碼是 \d{6}。\n驗證碼有效期限為 \d+ 分鐘。/,
    )
    expect(stepUp.html?.startsWith('<div lang="zh-TW" dir="ltr">')).toBe(true)
  })
})
