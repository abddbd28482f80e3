import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../db/database.js'
import { migrate } from '../db/migrate.js'
import { applyOrderStatus, findOrder, listOrders, type NewOrder, recordOrder, walletKey } from './orders.js'

const wallet = '0x00000000000000000000000000000000000000Aa'
let db: Database
beforeAll(async () => {
  db = await openDatabase()
  await migrate(db)
})
afterAll(() => db.close())

const newOrder = (overrides: Partial<NewOrder> = {}): NewOrder => ({
  orderId: randomUUID(),
  provider: 'moonpay',
  projectId: 'project-a',
  walletAddress: wallet,
  network: '31337',
  purchaseCurrency: 'USDC',
  paymentAmount: { amount: '100.00', currency: 'USD' },
  purchaseAmount: '95.40',
  ...overrides,
})

describe('on-ramp orders', () => {
  it('records a checkout as started, with what it buys, for whom and for how much', async () => {
    const order = await recordOrder(db, newOrder(), Date.parse('2026-12-07T05:00:00Z'))
    expect(order).toMatchObject({
      provider: 'moonpay',
      status: 'started',
      walletAddress: wallet,
      network: '31337',
      purchaseCurrency: 'USDC',
      paymentAmount: { amount: '100.00', currency: 'USD' },
      purchaseAmount: { amount: '95.40', currency: 'USDC' },
      createdAt: '2026-12-07T05:00:00.000Z',
    })
    expect(await findOrder(db, 'moonpay', order.orderId)).toEqual(order)
    // Another provider's id space, and ids that are not Kit's, find nothing (and never reach the query).
    expect(await findOrder(db, 'transak', order.orderId)).toBeUndefined()
    expect(await findOrder(db, 'moonpay', "x' or '1'='1")).toBeUndefined()
  })

  it('moves forward only: pending, then completed with the delivery; a later pending or failed report changes nothing', async () => {
    const { orderId } = await recordOrder(db, newOrder(), 1_000)
    const report = (state: 'pending' | 'completed' | 'failed', extra = {}) =>
      applyOrderStatus(db, 'moonpay', { orderId, state, providerStatus: state, ...extra }, 2_000)
    expect(await report('pending')).toMatchObject({ status: 'pending' })
    const completed = await report('completed', {
      txHash: '0xabc',
      providerOrderId: 'mp-1',
      purchaseAmount: '95.1',
    })
    expect(completed).toMatchObject({
      status: 'completed',
      txHash: '0xabc',
      providerOrderId: 'mp-1',
      purchaseAmount: { amount: '95.1', currency: 'USDC' },
      updatedAt: new Date(2_000).toISOString(),
    })
    expect(await report('failed')).toMatchObject({ status: 'completed', txHash: '0xabc' })
    expect(await report('pending')).toMatchObject({ status: 'completed' })
  })

  it('ignores a report from another provider for the order, and one for an order Kit does not know', async () => {
    const { orderId } = await recordOrder(db, newOrder(), 1_000)
    expect(
      await applyOrderStatus(
        db,
        'transak',
        { orderId, state: 'completed', providerStatus: 'COMPLETED' },
        2_000,
      ),
    ).toBeUndefined()
    expect((await findOrder(db, 'moonpay', orderId))?.status).toBe('started')
    expect(
      await applyOrderStatus(
        db,
        'moonpay',
        { orderId: randomUUID(), state: 'failed', providerStatus: 'x' },
        2_000,
      ),
    ).toBeUndefined()
  })

  it('lists a wallet’s orders in full only by the ids its owner holds; a stranger sees only completed deliveries, without ids or fiat', async () => {
    const project = `project-${randomUUID()}`
    const mine = await recordOrder(db, newOrder({ projectId: project }), 1_000)
    const done = await recordOrder(db, newOrder({ projectId: project }), 2_000)
    await applyOrderStatus(
      db,
      'moonpay',
      { orderId: done.orderId, state: 'completed', providerStatus: 'completed', txHash: '0xfeed' },
      3_000,
    )
    const failed = await recordOrder(db, newOrder({ projectId: project }), 4_000)
    await applyOrderStatus(
      db,
      'moonpay',
      { orderId: failed.orderId, state: 'failed', providerStatus: 'failed' },
      5_000,
    )
    await recordOrder(db, newOrder({ projectId: 'other-project' }), 6_000)
    await recordOrder(
      db,
      newOrder({ projectId: project, walletAddress: '0x00000000000000000000000000000000000000bb' }),
      7_000,
    )

    // A stranger: the completed delivery only (what the chain shows), in any case of the address.
    const stranger = await listOrders(db, {
      projectId: project,
      walletAddress: wallet.toUpperCase().replace('0X', '0x'),
      orderIds: [],
    })
    expect(stranger).toEqual([
      {
        provider: 'moonpay',
        status: 'completed',
        walletAddress: wallet,
        network: '31337',
        purchaseCurrency: 'USDC',
        purchaseAmount: { amount: '95.40', currency: 'USDC' },
        txHash: '0xfeed',
        updatedAt: new Date(3_000).toISOString(),
      },
    ])
    // Ids of another wallet's orders give nothing more.
    const guessed = await listOrders(db, {
      projectId: project,
      walletAddress: '0x00000000000000000000000000000000000000bb',
      orderIds: [mine.orderId, failed.orderId],
    })
    expect(guessed).toEqual([])

    // The owner, holding its ids: every one of them in full, newest first.
    const owner = await listOrders(db, {
      projectId: project,
      walletAddress: wallet,
      orderIds: [mine.orderId, done.orderId, failed.orderId, 'not-an-id'],
    })
    expect(owner.map((order) => ('orderId' in order ? order.orderId : undefined))).toEqual([
      failed.orderId,
      done.orderId,
      mine.orderId,
    ])
    expect(owner[0]).toMatchObject({ status: 'failed', paymentAmount: { amount: '100.00', currency: 'USD' } })
  })

  it('compares EVM addresses without their checksum case, and other addresses exactly', () => {
    expect(walletKey('0x00000000000000000000000000000000000000Aa')).toBe(
      '0x00000000000000000000000000000000000000aa',
    )
    expect(walletKey('So11111111111111111111111111111111111111112')).toBe(
      'So11111111111111111111111111111111111111112',
    )
  })
})
