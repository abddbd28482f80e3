import { describe, expect, it } from 'vitest'
import { describeUserAgent, deviceApprovalMail } from './mailTemplates.js'

describe('device-approval mail', () => {
  it('names the app, the browser and the IP address the server saw, escaped in HTML', () => {
    const mail = deviceApprovalMail('a@example.test', 'https://kit.test/approve?token=t', 15, {
      app: 'Shop <b>',
      ip: '203.0.113.7',
      userAgent:
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
    })
    expect(mail.text).toContain('App: Shop <b>\nBrowser: Chrome on Linux\nIP address: 203.0.113.7\n')
    expect(mail.html).toContain(
      'App: Shop &#60;b&#62;<br>Browser: Chrome on Linux<br>IP address: 203.0.113.7',
    )
    expect(mail.html).not.toContain('<b>')
  })

  it('leaves the app out when the request named no project', () => {
    const mail = deviceApprovalMail('a@example.test', 'https://kit.test/a', 15, { ip: '::1' })
    expect(mail.text).not.toContain('App:')
    expect(mail.text).toContain('Browser: an unknown browser\nIP address: ::1')
  })

  it('tells common browsers and systems apart', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0',
      ),
    ).toBe('Edge on Windows')
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.2; rv:121.0) Gecko/20100101 Firefox/121.0',
      ),
    ).toBe('Firefox on macOS')
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS')
    expect(describeUserAgent('curl/8.5.0')).toBe('an unknown browser')
  })
})

describe('the mails in another language', () => {
  it('writes the code mail in Japanese and the approval mail in Arabic, right to left in HTML', async () => {
    const { otpMail } = await import('./mailTemplates.js')
    const code = otpMail('a@example.test', '123456', 'login', 10, 'ja')
    expect(code.subject).toBe('123456 は Kit のコードです')
    expect(code.text).toBe(
      'ログインのためのコードは 123456 です。\n有効期限は 10 分です。心当たりがない場合は、このメールを無視してください。',
    )
    const approval = deviceApprovalMail(
      'a@example.test',
      'https://kit.test/a?token=t&locale=ar',
      15,
      { ip: '::1' },
      'ar',
    )
    expect(approval.html.startsWith('<div lang="ar" dir="rtl">')).toBe(true)
    expect(approval.html).toContain('<a href="https://kit.test/a?token=t&#38;locale=ar">وافق على الجهاز</a>')
    expect(approval.text).toContain('المتصفح: متصفح غير معروف\nعنوان IP: ::1')
    expect(approval.text).toContain('(مدة صلاحيته 15 دقيقة):\nhttps://kit.test/a?token=t&locale=ar\n')
  })

  it('names the browser and its system in the mail’s language', () => {
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'
    expect(describeUserAgent(chrome, 'zh-TW')).toBe('Linux 上的 Chrome')
    expect(describeUserAgent(chrome, 'de')).toBe('Chrome unter Linux')
    expect(describeUserAgent('curl/8.5.0', 'fr')).toBe('un navigateur inconnu')
    const mail = deviceApprovalMail(
      'a@example.test',
      'https://kit.test/a',
      15,
      { app: 'Shop', ip: '::1' },
      'fr',
    )
    expect(mail.text).toContain('Application\u00a0: Shop\nNavigateur\u00a0: un navigateur inconnu\n')
  })

  it('keeps English exactly as it was', async () => {
    const { otpMail } = await import('./mailTemplates.js')
    expect(otpMail('a@example.test', '123456', 'login', 10).text).toBe(
      'Your code to sign in is 123456.\nIt expires in 10 minutes. If you did not ask for it, ignore this e-mail.',
    )
    expect(deviceApprovalMail('a@example.test', 'https://kit.test/a', 15, { ip: '::1' }).html).toContain(
      '<p>If it was you, <a href="https://kit.test/a">approve the device</a> (valid 15 minutes).</p><p>If it was not you, ignore this e-mail.</p>',
    )
  })
})
