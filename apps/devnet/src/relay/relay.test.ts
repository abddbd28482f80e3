import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { PortInUseError } from '../errors.js'
import { type Relay, startRelay } from './relay.js'

type Delivery = {
  id: number
  params: { id: string; data: { topic: string; message: string; tag: number; publishedAt: number } }
}

/** A bare relay client speaking the IRN JSON-RPC, identified like the SDK (did:key in the auth JWT). */
class TestClient {
  readonly deliveries: Delivery[] = []
  pings = 0
  private nextId = 1
  private readonly pending = new Map<
    number,
    (message: { result?: unknown; error?: { code: number; message: string } }) => void
  >()
  private waiters: (() => void)[] = []

  private constructor(
    readonly socket: WebSocket,
    readonly clientId: string,
    private readonly autoAck: boolean,
  ) {
    socket.on('ping', () => this.pings++)
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString())
      if (message.method === 'irn_subscription') {
        this.deliveries.push(message)
        if (this.autoAck) this.ack(message.id)
        for (const wake of this.waiters.splice(0)) wake()
        return
      }
      this.pending.get(message.id)?.(message)
    })
  }

  static async connect(relay: Relay, clientId: string, { autoAck = true } = {}): Promise<TestClient> {
    const payload = Buffer.from(JSON.stringify({ iss: clientId })).toString('base64url')
    const socket = new WebSocket(`${relay.url}/?auth=e30.${payload}.sig&projectId=test`)
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
    return new TestClient(socket, clientId, autoAck)
  }

  request(method: string, params: unknown) {
    const id = this.nextId++
    return new Promise<{ result?: unknown; error?: { code: number; message: string } }>((resolve) => {
      this.pending.set(id, resolve)
      this.socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
    })
  }

  ack(id: number) {
    this.socket.send(JSON.stringify({ id, jsonrpc: '2.0', result: true }))
  }

  async waitForDeliveries(count: number, timeoutMs = 2_000) {
    const deadline = Date.now() + timeoutMs
    while (this.deliveries.length < count && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve)
        setTimeout(resolve, 50)
      })
    }
    return this.deliveries
  }

  close() {
    this.socket.close()
  }
}

let relay: Relay
let topicCount = 0
const newTopic = () => createHash('sha256').update(`topic-${++topicCount}-${Math.random()}`).digest('hex')
const settle = () => new Promise((resolve) => setTimeout(resolve, 100))

beforeAll(async () => {
  relay = await startRelay({ port: 0, pingIntervalMs: 50 })
})
afterAll(() => relay?.stop())

describe('IRN relay', () => {
  it('delivers a publish to subscribers (not the sender) with the subscription id sha256(topic + clientId)', async () => {
    const alice = await TestClient.connect(relay, 'did:key:alice')
    const bob = await TestClient.connect(relay, 'did:key:bob')
    const topic = newTopic()
    const subscribed = await bob.request('irn_subscribe', { topic })
    expect(subscribed.result).toBe(createHash('sha256').update(`${topic}did:key:bob`).digest('hex'))
    await alice.request('irn_subscribe', { topic })
    expect(
      (await alice.request('irn_publish', { topic, message: 'hello', ttl: 300, tag: 1108 })).result,
    ).toBe(true)
    const [delivery] = await bob.waitForDeliveries(1)
    expect(delivery?.params.id).toBe(subscribed.result)
    expect(delivery?.params.data).toMatchObject({ topic, message: 'hello', tag: 1108 })
    await settle()
    expect(alice.deliveries).toHaveLength(0)
    alice.close()
    bob.close()
  })

  it('keeps messages for topics without subscribers and delivers them on subscribe (mailbox), once', async () => {
    const alice = await TestClient.connect(relay, 'did:key:alice2')
    const topic = newTopic()
    await alice.request('irn_publish', { topic, message: 'waiting', ttl: 300, tag: 1 })
    await alice.request('irn_publish', { topic, message: 'waiting', ttl: 300, tag: 1 })
    const bob = await TestClient.connect(relay, 'did:key:bob2')
    await bob.request('irn_subscribe', { topic })
    expect((await bob.waitForDeliveries(1)).map((delivery) => delivery.params.data.message)).toEqual([
      'waiting',
    ])
    await settle()
    expect(bob.deliveries).toHaveLength(1)
    alice.close()
    bob.close()
  })

  it('redelivers an unacknowledged message after a reconnect, but not an acknowledged one', async () => {
    const sender = await TestClient.connect(relay, 'did:key:sender')
    const topic = newTopic()
    const first = await TestClient.connect(relay, 'did:key:carol', { autoAck: false })
    await first.request('irn_subscribe', { topic })
    await sender.request('irn_publish', { topic, message: 'unacked', ttl: 300 })
    await first.waitForDeliveries(1)
    first.close()
    await settle()
    const second = await TestClient.connect(relay, 'did:key:carol')
    await second.request('irn_subscribe', { topic })
    expect((await second.waitForDeliveries(1)).map((delivery) => delivery.params.data.message)).toEqual([
      'unacked',
    ])
    second.close()
    await settle()
    const third = await TestClient.connect(relay, 'did:key:carol')
    await third.request('irn_subscribe', { topic })
    await settle()
    expect(third.deliveries).toHaveLength(0)
    third.close()
    sender.close()
  })

  it('irn_batchFetchMessages returns what the client has not received yet, then nothing', async () => {
    const sender = await TestClient.connect(relay, 'did:key:sender3')
    const reader = await TestClient.connect(relay, 'did:key:reader3')
    const [topicA, topicB] = [newTopic(), newTopic()]
    await sender.request('irn_batchPublish', {
      messages: [
        { topic: topicA, message: 'a', ttl: 300, tag: 1 },
        { topic: topicB, message: 'b', ttl: 300, tag: 2 },
      ],
    })
    const fetched = (await reader.request('irn_batchFetchMessages', { topics: [topicA, topicB] })).result as {
      messages: { topic: string; message: string }[]
      hasMore: boolean
    }
    expect(fetched.hasMore).toBe(false)
    expect(fetched.messages.map((message) => message.message).sort()).toEqual(['a', 'b'])
    const again = (await reader.request('irn_batchFetchMessages', { topics: [topicA, topicB] })).result as {
      messages: unknown[]
    }
    expect(again.messages).toEqual([])
    sender.close()
    reader.close()
  })

  it('batch subscribe/unsubscribe: no delivery after unsubscribing', async () => {
    const sender = await TestClient.connect(relay, 'did:key:sender4')
    const reader = await TestClient.connect(relay, 'did:key:reader4')
    const [topicA, topicB] = [newTopic(), newTopic()]
    const ids = (await reader.request('irn_batchSubscribe', { topics: [topicA, topicB] })).result as string[]
    expect(ids).toHaveLength(2)
    await reader.request('irn_batchUnsubscribe', { subscriptions: [{ topic: topicA, id: ids[0] }] })
    await sender.request('irn_publish', { topic: topicA, message: 'gone', ttl: 300 })
    await sender.request('irn_publish', { topic: topicB, message: 'kept', ttl: 300 })
    await reader.waitForDeliveries(1)
    await settle()
    expect(reader.deliveries.map((delivery) => delivery.params.data.message)).toEqual(['kept'])
    sender.close()
    reader.close()
  })

  it('wc_proposeSession / wc_approveSession subscribe their sender implicitly and store the negotiation messages', async () => {
    const dapp = await TestClient.connect(relay, 'did:key:dapp')
    const wallet = await TestClient.connect(relay, 'did:key:wallet')
    const pairingTopic = newTopic()
    const sessionTopic = newTopic()
    await dapp.request('wc_proposeSession', { pairingTopic, sessionProposal: 'proposal', ttl: 300 })
    await wallet.request('irn_subscribe', { topic: pairingTopic })
    expect((await wallet.waitForDeliveries(1))[0]?.params.data).toMatchObject({
      message: 'proposal',
      tag: 1100,
    })
    await wallet.request('wc_approveSession', {
      pairingTopic,
      sessionTopic,
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
      ttl: 300,
    })
    // The dapp never sent irn_subscribe for the pairing topic, yet receives the response there.
    expect((await dapp.waitForDeliveries(1))[0]?.params.data).toMatchObject({
      topic: pairingTopic,
      message: 'response',
      tag: 1101,
    })
    // The wallet never subscribed to the session topic, yet hears the dapp there.
    await dapp.request('irn_subscribe', { topic: sessionTopic })
    await dapp.waitForDeliveries(2)
    expect(dapp.deliveries[1]?.params.data).toMatchObject({
      topic: sessionTopic,
      message: 'settle',
      tag: 1102,
    })
    await dapp.request('irn_publish', { topic: sessionTopic, message: 'request', ttl: 300 })
    expect((await wallet.waitForDeliveries(2))[1]?.params.data).toMatchObject({
      topic: sessionTopic,
      message: 'request',
    })
    dapp.close()
    wallet.close()
  })

  it('drops messages whose TTL ended', async () => {
    const sender = await TestClient.connect(relay, 'did:key:sender5')
    const topic = newTopic()
    await sender.request('irn_publish', { topic, message: 'short-lived', ttl: 0.05 })
    await settle()
    const reader = await TestClient.connect(relay, 'did:key:reader5')
    await reader.request('irn_subscribe', { topic })
    await settle()
    expect(reader.deliveries).toHaveLength(0)
    sender.close()
    reader.close()
  })

  it('answers bad requests with JSON-RPC errors', async () => {
    const client = await TestClient.connect(relay, 'did:key:errors')
    expect((await client.request('irn_nope', {})).error?.code).toBe(-32601)
    expect((await client.request('irn_subscribe', {})).error).toMatchObject({ code: -32602 })
    expect((await client.request('irn_publish', { topic: 't', message: 'm', ttl: -1 })).error?.code).toBe(
      -32602,
    )
    expect((await client.request('irn_subscribe', ['not', 'an', 'object'])).error?.code).toBe(-32602)
    client.close()
  })

  it('pings clients periodically so idle SDK connections stay up', async () => {
    const client = await TestClient.connect(relay, 'did:key:idle')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(client.pings).toBeGreaterThan(0)
    client.close()
  })

  it('reports a taken port by name', async () => {
    await expect(startRelay({ port: relay.port })).rejects.toThrow(PortInUseError)
  })
})
