import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../db/database.js'
import { migrate } from '../db/migrate.js'
import { skipWithoutPostgres, startTestPostgres, type TestPostgres } from '../testing/postgres.js'
import { startTestServer, type TestServer } from '../testing/testServer.js'
import { createSponsorshipStore } from './sponsorshipStore.js'
import { paramsOf, paymasterCall, paymasterConfig, USER_OP_COST, userOp } from './testing.js'

const caps = { perSenderPerDay: 1000n, perDay: 7n, perMonth: 1000n }
const weiCaps = {
  perSenderPerDay: 10n ** 30n,
  perClientPerDay: 10n ** 30n,
  perDay: 7n * USER_OP_COST,
  perMonth: 10n ** 30n,
}

describe('sponsorship caps on one PGlite database, two stores', () => {
  it('let exactly as many concurrent reservations through as the cap holds', async () => {
    const db = await openDatabase()
    await migrate(db)
    const stores = [createSponsorshipStore(db, Date.now), createSponsorshipStore(db, Date.now)]
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        stores[i % 2]?.reserve(
          {
            projectId: 'p',
            chainId: 'eip155:80002',
            sender: `0x${String(i).padStart(40, '0')}`,
            client: `10.0.0.${i}`,
            userOpHash: `0x${i}`,
            maxCost: USER_OP_COST,
          },
          weiCaps,
        ),
      ),
    )
    expect(results.filter((breach) => breach === undefined)).toHaveLength(7)
    expect(results.filter((breach) => breach === 'perDay')).toHaveLength(13)
    expect(await stores[0]?.spend('p')).toEqual([
      { chainId: 'eip155:80002', today: 7n * USER_OP_COST, thisMonth: 7n * USER_OP_COST, count: 7 },
    ])
    // Another project, or another chain, has caps of its own.
    expect(
      await stores[1]?.reserve(
        {
          projectId: 'q',
          chainId: 'eip155:80002',
          sender: '0x1',
          client: '10.0.0.1',
          userOpHash: '0x',
          maxCost: USER_OP_COST,
        },
        weiCaps,
      ),
    ).toBeUndefined()
    await db.close()
  })

  it("caps one client's sponsorships per day across the senders it asks for", async () => {
    const db = await openDatabase()
    await migrate(db)
    const store = createSponsorshipStore(db, Date.now)
    const caps = { ...weiCaps, perDay: 10n ** 30n, perClientPerDay: 2n * USER_OP_COST }
    const reserve = (sender: string, client: string) =>
      store.reserve(
        { projectId: 'p', chainId: 'eip155:1', sender, client, userOpHash: '0x', maxCost: USER_OP_COST },
        caps,
      )
    expect(await reserve('0xa1', '10.0.0.1')).toBeUndefined()
    expect(await reserve('0xa2', '10.0.0.1')).toBeUndefined()
    expect(await reserve('0xa3', '10.0.0.1')).toBe('perClientPerDay')
    expect(await reserve('0xa3', '10.0.0.2')).toBeUndefined()
    await db.close()
  })
})

let postgres: TestPostgres | undefined
const servers: TestServer[] = []
afterAll(async () => {
  for (const server of servers) await server.close()
  await postgres?.stop()
})

describe.skipIf(skipWithoutPostgres('the paymaster caps across two instances on Postgres'))(
  'sponsorship caps across two server instances on one Postgres database',
  () => {
    it("never sign more than the project's budget, however the calls are spread", async () => {
      postgres = await startTestPostgres()
      for (let i = 0; i < 2; i++)
        servers.push(
          await startTestServer({ database: { url: postgres.url }, paymaster: paymasterConfig({}, caps) }),
        )
      const answers = await Promise.all(
        Array.from({ length: 24 }, (_, i) =>
          paymasterCall(
            servers[i % 2]?.url ?? '',
            'pm_getPaymasterData',
            paramsOf(userOp({ sender: `0x${String(i + 1).padStart(40, '0')}` })),
          ),
        ),
      )
      const signed = answers.filter((answer) => answer.body.result)
      const refused = answers.filter((answer) => answer.body.error?.data.reason === 'ProjectBudgetSpent')
      expect(signed).toHaveLength(7)
      expect(refused).toHaveLength(17)
    })
  },
)
