import nodemailer, { type SendMailOptions } from 'nodemailer'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { PortInUseError } from '../errors.js'
import { type CaughtMail, type MailCatcher, startMailCatcher } from './mailCatcher.js'

let catcher: MailCatcher

beforeAll(async () => {
  catcher = await startMailCatcher({ smtpPort: 0, apiPort: 0 })
})
afterAll(() => catcher?.stop())
beforeEach(async () => {
  await fetch(`${catcher.apiUrl}/messages`, { method: 'DELETE' })
})

function send(message: SendMailOptions) {
  const transport = nodemailer.createTransport({
    host: catcher.smtp.host,
    port: catcher.smtp.port,
    secure: false,
    ignoreTLS: true,
  })
  return transport.sendMail(message)
}

async function listed(query = ''): Promise<CaughtMail[]> {
  const response = await fetch(`${catcher.apiUrl}/messages${query}`)
  expect(response.headers.get('access-control-allow-origin')).toBe('*')
  return (await response.json()) as CaughtMail[]
}

describe('SMTP catcher', () => {
  it('an e-mail sent over SMTP appears in the JSON listing with from, to, subject, text, html and date', async () => {
    await send({
      from: '"Kit" <auth@kit.local>',
      to: 'User@Example.test',
      subject: 'Your login code',
      text: 'Your code is 123456',
      html: '<b>123456</b>',
    })
    const [mail] = await listed()
    expect(mail).toMatchObject({
      from: 'auth@kit.local',
      to: ['user@example.test'],
      subject: 'Your login code',
      text: 'Your code is 123456',
      html: '<b>123456</b>',
    })
    expect(new Date(mail?.date ?? '').getTime()).toBeGreaterThan(Date.now() - 60_000)
  })

  it('lists newest first and filters by recipient (?to=, case-insensitive, Cc included)', async () => {
    await send({ from: 'a@kit.local', to: 'one@example.test', subject: 'first', text: '1' })
    await send({
      from: 'a@kit.local',
      to: 'two@example.test',
      cc: 'one@example.test',
      subject: 'second',
      text: '2',
    })
    await send({ from: 'a@kit.local', to: 'two@example.test', subject: 'third', text: '3' })
    expect((await listed()).map((mail) => mail.subject)).toEqual(['third', 'second', 'first'])
    expect((await listed('?to=ONE@example.test')).map((mail) => mail.subject)).toEqual(['second', 'first'])
    expect(catcher.messages({ to: 'two@example.test' })).toHaveLength(2)
  })

  it('DELETE /messages empties the inbox; unknown paths answer 404 JSON', async () => {
    await send({ from: 'a@kit.local', to: 'x@example.test', subject: 's', text: 't' })
    const response = await fetch(`${catcher.apiUrl}/messages`, { method: 'DELETE' })
    expect(response.status).toBe(204)
    expect(await listed()).toEqual([])
    const missing = await fetch(`${catcher.apiUrl}/nope`)
    expect(missing.status).toBe(404)
    expect(await missing.json()).toHaveProperty('error')
  })

  it('answers CORS preflight requests', async () => {
    const response = await fetch(`${catcher.apiUrl}/messages`, { method: 'OPTIONS' })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-methods')).toContain('DELETE')
  })

  it('accepts a login (any credentials) and a message without html', async () => {
    const transport = nodemailer.createTransport({
      host: catcher.smtp.host,
      port: catcher.smtp.port,
      secure: false,
      ignoreTLS: true,
      auth: { user: 'server', pass: 'secret' },
    })
    await transport.sendMail({
      from: 'a@kit.local',
      to: 'y@example.test',
      subject: 'plain',
      text: 'only text',
    })
    expect((await listed())[0]).toMatchObject({ subject: 'plain', html: null })
  })

  it('a taken port is reported by name', async () => {
    await expect(startMailCatcher({ smtpPort: catcher.smtp.port, apiPort: 0 })).rejects.toThrow(
      PortInUseError,
    )
    await expect(
      startMailCatcher({ smtpPort: 0, apiPort: Number(new URL(catcher.apiUrl).port) }),
    ).rejects.toThrow('for the mail API is already in use.')
  })
})
