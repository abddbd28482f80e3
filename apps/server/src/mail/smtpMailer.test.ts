import { createServer, type Server, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSmtpMailer, smtpTransportOptions } from './smtpMailer.js'

// A plain SMTP server that never offers STARTTLS, as a network attacker stripping it would look. It listens on
// 127.0.0.2: loopback for the OS, but not one of the loopback names the mailer exempts.
let server: Server
let port = 0
const delivered: string[] = []
beforeAll(async () => {
  server = createServer((socket: Socket) => {
    let data = false
    let body = ''
    socket.write('220 plain.test ESMTP\r\n')
    socket.on('data', (chunk) => {
      for (const line of chunk.toString().split('\r\n').filter(Boolean)) {
        if (data) {
          if (line === '.') {
            data = false
            delivered.push(body)
            socket.write('250 queued\r\n')
          } else body += `${line}\n`
          continue
        }
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO') socket.write('250-plain.test\r\n250 SIZE 1000000\r\n')
        else if (verb === 'DATA') {
          data = true
          socket.write('354 go on\r\n')
        } else if (line.toUpperCase() === 'STARTTLS') socket.write('502 not offered\r\n')
        else if (verb === 'QUIT') socket.end('221 bye\r\n')
        else socket.write('250 ok\r\n')
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('SMTP TLS policy', () => {
  it('requires STARTTLS off loopback, and skips it for the local catcher', () => {
    expect(smtpTransportOptions('smtp://mail.example.com:587')).toMatchObject({
      requireTLS: true,
      ignoreTLS: false,
    })
    expect(smtpTransportOptions('smtp://127.0.0.1:2525')).toMatchObject({
      requireTLS: false,
      ignoreTLS: true,
    })
    expect(smtpTransportOptions('smtps://mail.example.com')).toMatchObject({
      secure: true,
      requireTLS: false,
    })
  })

  it('refuses to send in clear to a server that does not offer STARTTLS', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.2:${port}`, 'Kit <no-reply@kit.test>')
    try {
      await expect(
        mailer.send({ to: 'a@example.test', subject: 'Code', text: 'Your code is 123456', html: '' }),
      ).rejects.toThrow()
      expect(delivered).toEqual([])
    } finally {
      mailer.close?.()
    }
  })
})
