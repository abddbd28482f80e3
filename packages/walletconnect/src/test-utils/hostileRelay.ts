// Test-only: the hostile relay of the L4 review. The relay stores every envelope it forwards and can deliver any of
// them again, at any time, to any client subscribed to the topic; it cannot read or reseal them. An honest relay (the
// devnet's) delivers a message once, so this taps the client's socket and injects the delivery frame itself.
import { WebSocket } from 'ws'
import type { SignClientOptions } from '../engine/signClient.js'

/** A WebSocket class for one client, and a way to deliver an old envelope to it as the relay would. */
export function tapRelay() {
  let socket: WebSocket | undefined
  class Tapped extends WebSocket {
    constructor(url: string) {
      super(url)
      socket = this
    }
  }
  let delivery = 0
  return {
    WebSocket: Tapped as unknown as NonNullable<SignClientOptions['WebSocket']>,
    /** Delivers `message` on `topic` now (an `irn_subscription` frame), as a relay replaying a stored envelope. */
    deliver(topic: string, message: string) {
      const frame = {
        id: 9_000_000_000 + ++delivery,
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: { id: 'replayed', data: { topic, message, publishedAt: Date.now(), tag: 1108 } },
      }
      socket?.onmessage?.({ data: JSON.stringify(frame) } as WebSocket.MessageEvent)
    },
  }
}
