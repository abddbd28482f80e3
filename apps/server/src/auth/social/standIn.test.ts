import { expect, it } from 'vitest'
import { standInUrl } from './standIn.js'

it('rewrites https://<host><path> to <stand-in>/<host><path>, query kept, issuers without a trailing slash', () => {
  const base = 'http://127.0.0.1:8556'
  expect(standInUrl('https://accounts.google.com', base)).toBe(`${base}/accounts.google.com`)
  expect(standInUrl('https://accounts.google.com/o/oauth2/v2/auth', base)).toBe(
    `${base}/accounts.google.com/o/oauth2/v2/auth`,
  )
  expect(standInUrl('https://graph.facebook.com/v21.0/me?fields=id,name,email', base)).toBe(
    `${base}/graph.facebook.com/v21.0/me?fields=id,name,email`,
  )
  expect(standInUrl('https://discord.com/api/users/@me', base)).toBe(`${base}/discord.com/api/users/@me`)
  // Without a stand-in, the real URL.
  expect(standInUrl('https://api.x.com/2/users/me', undefined)).toBe('https://api.x.com/2/users/me')
})
