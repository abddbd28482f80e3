import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSessionStore } from '../auth/sessionStore.js'
import { createUserStore } from '../auth/userStore.js'
import { type Database, openDatabase } from '../db/database.js'
import { migrate } from '../db/migrate.js'
import { runSessionsCommand, SESSIONS_USAGE, SessionsCommandError } from './sessionsCommand.js'

const lifetime = { ttlSeconds: 30 * 24 * 3600, maxSeconds: 90 * 24 * 3600 }
const now = () => Date.now()
let db: Database

beforeAll(async () => {
  db = await openDatabase()
  await migrate(db)
})
afterAll(() => db.close())

/** A user signed in on two devices, each with its own device split stored under its proof key. */
async function userOnTwoDevices(email: string) {
  const user = await createUserStore(db, now).findOrCreateByEmail(email)
  const sessions = createSessionStore(db, now, lifetime)
  const devices = []
  for (const device of ['Firefox on Linux', 'Safari on iPhone']) {
    const proofThumbprint = randomBytes(16).toString('hex')
    const issued = await sessions.create(user.id, 'email', { proofThumbprint, device })
    await db.query(
      `insert into wallet_auth_shares
         (split_id, user_id, kind, proof_thumbprint, key_version, iv, auth_tag, ciphertext, created_at)
       values ($1, $2, 'device', $3, 1, 'iv', 'tag', 'sealed', now())`,
      [randomBytes(16).toString('hex'), user.id, proofThumbprint],
    )
    devices.push({ ...issued, proofThumbprint })
  }
  return { user, sessions, devices }
}

const splitsLeft = async (userId: string) =>
  (await db.query('select 1 from wallet_auth_shares where user_id = $1', [userId])).length

async function run(args: string[]): Promise<string[]> {
  const lines: string[] = []
  await runSessionsCommand(args, { db, now, lifetime, print: (line) => lines.push(line) })
  return lines
}

describe('kit-server sessions', () => {
  it('lists a user’s signed-in devices, found by e-mail in any case or by id', async () => {
    const { user, devices } = await userOnTwoDevices('List.Me@example.test')
    const lines = await run(['list', 'list.me@EXAMPLE.test'])
    expect(lines[0]).toBe('2 signed-in devices of List.Me@example.test')
    expect(lines.slice(1).join('\n')).toContain('Firefox on Linux')
    for (const device of devices) expect(lines.join('\n')).toContain(device.id)
    expect(await run(['list', user.id])).toHaveLength(3)
  })

  it('ends one device: its session no longer authenticates and its wallet split is revoked; the other keeps both', async () => {
    const { user, sessions, devices } = await userOnTwoDevices('end-one@example.test')
    const [ended, kept] = devices as [(typeof devices)[0], (typeof devices)[0]]
    expect(await run(['end', 'end-one@example.test', ended.id])).toEqual([
      'Ended 1 session of end-one@example.test; revoked 1 device wallet split',
    ])
    await expect(sessions.authenticate(ended.token)).rejects.toThrow()
    await expect(sessions.authenticate(kept.token)).resolves.toMatchObject({ userId: user.id })
    expect(await splitsLeft(user.id)).toBe(1)
  })

  it('ends every device with --all', async () => {
    const { user, sessions, devices } = await userOnTwoDevices('end-all@example.test')
    expect(await run(['end', user.id, '--all'])).toEqual([
      'Ended 2 sessions of end-all@example.test; revoked 2 device wallet splits',
    ])
    for (const device of devices) await expect(sessions.authenticate(device.token)).rejects.toThrow()
    expect(await splitsLeft(user.id)).toBe(0)
    expect(await run(['list', user.id])).toEqual(['0 signed-in devices of end-all@example.test'])
  })

  it('says what is wrong, changing nothing: an unknown user or session, a wrong command line', async () => {
    const { user } = await userOnTwoDevices('typo@example.test')
    await expect(run(['list', 'nobody@example.test'])).rejects.toThrow(
      'No user with the id or e-mail nobody@example.test',
    )
    await expect(run(['end', user.id, 'no-such-session'])).rejects.toThrow(
      'typo@example.test has no signed-in device with the session id no-such-session',
    )
    for (const args of [[], ['list'], ['end', user.id], ['drop', user.id], ['list', user.id, 'extra']])
      await expect(run(args)).rejects.toThrow(new SessionsCommandError(SESSIONS_USAGE))
    expect(await splitsLeft(user.id)).toBe(2)
  })
})
