// A throwaway TLS certificate for a local HTTP/2 server (browsers speak HTTP/2 only over TLS), made with node:crypto
// alone so the bench needs no OpenSSL. The key lives in memory; the browser is told to accept the certificate.
import { generateKeyPairSync, randomBytes, sign } from 'node:crypto'

const tlv = (tag, ...contents) => {
  const body = Buffer.concat(contents)
  let length
  if (body.length < 0x80) length = Buffer.from([body.length])
  else {
    const bytes = []
    for (let rest = body.length; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff)
    length = Buffer.from([0x80 | bytes.length, ...bytes])
  }
  return Buffer.concat([Buffer.from([tag]), length, body])
}
const sequence = (...items) => tlv(0x30, ...items)
const objectId = (dotted) => {
  const [first, second, ...rest] = dotted.split('.').map(Number)
  const bytes = [40 * first + second]
  for (const arc of rest) {
    const groups = [arc & 0x7f]
    for (let value = arc >> 7; value > 0; value >>= 7) groups.unshift((value & 0x7f) | 0x80)
    bytes.push(...groups)
  }
  return tlv(0x06, Buffer.from(bytes))
}
const utcTime = (date) => tlv(0x17, Buffer.from(`${date.toISOString().slice(2, 19).replace(/[-T:]/g, '')}Z`))
const ECDSA_WITH_SHA256 = sequence(objectId('1.2.840.10045.4.3.2'))

/**
 * A self-signed ECDSA P-256 certificate for `ip` (default 127.0.0.1), valid from an hour ago for `days` days.
 * @returns {{ key: string, cert: string }} both PEM, as `http2.createSecureServer` takes them
 */
export function selfSignedCertificate({ ip = '127.0.0.1', commonName = 'Kit local server', days = 2 } = {}) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const name = sequence(tlv(0x31, sequence(objectId('2.5.4.3'), tlv(0x0c, Buffer.from(commonName)))))
  const serial = randomBytes(16)
  // A positive INTEGER in its shortest form: the top bit clear, and the first byte never zero (DER refuses a
  // leading zero byte, so one serial in 128 made a certificate TLS would not load).
  serial[0] = (serial[0] & 0x7f) | 0x40
  const now = Date.now()
  const subjectAltName = sequence(
    objectId('2.5.29.17'),
    tlv(0x04, sequence(tlv(0x87, Buffer.from(ip.split('.').map(Number))))),
  )
  const toBeSigned = sequence(
    tlv(0xa0, tlv(0x02, Buffer.from([2]))), // version 3
    tlv(0x02, serial),
    ECDSA_WITH_SHA256,
    name,
    sequence(utcTime(new Date(now - 3_600_000)), utcTime(new Date(now + days * 86_400_000))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    tlv(0xa3, sequence(subjectAltName)),
  )
  const signature = sign('sha256', toBeSigned, { key: privateKey, dsaEncoding: 'der' })
  const der = sequence(toBeSigned, ECDSA_WITH_SHA256, tlv(0x03, Buffer.from([0]), signature))
  const lines = der.toString('base64').match(/.{1,64}/g) ?? []
  return {
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    cert: `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`,
  }
}
