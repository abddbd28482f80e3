import { generateKeyPairSync } from 'node:crypto'
import { decodeProtectedHeader, importSPKI, jwtVerify } from 'jose'
import { expect, it } from 'vitest'
import { appleClientSecret } from './appleClientSecret.js'

it("signs Apple's client secret: ES256 with the key id, team as issuer, Services ID as subject, five minutes", async () => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const client = {
    clientId: 'com.example.web',
    teamId: 'TEAM123456',
    keyId: 'KEY1234567',
    privateKey: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
  }
  const now = Date.now()
  const secret = await appleClientSecret(client, 'https://appleid.apple.com', now)
  expect(decodeProtectedHeader(secret)).toEqual({ alg: 'ES256', kid: 'KEY1234567' })
  const key = await importSPKI(publicKey.export({ format: 'pem', type: 'spki' }).toString(), 'ES256')
  const { payload } = await jwtVerify(secret, key, {
    issuer: 'TEAM123456',
    subject: 'com.example.web',
    audience: 'https://appleid.apple.com',
  })
  expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(300)
  expect(payload.iat).toBe(Math.floor(now / 1000))
})
