import { describe, expect, it, vi } from 'vitest'
import { ANALYTICS_EVENTS } from '../constants.js'
import { createTestKit } from '../test-utils.js'
import type { KitEvent } from './events.js'

function recordingFetch() {
  const requests: { url: string; init: RequestInit | undefined }[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(input), init })
    return new Response(null, { status: 204 })
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests }
}

describe('events (analytics)', () => {
  it('the spec’s analytics events are MODAL_OPEN, MODAL_CLOSE, SEND_INITIATED, SEND_SUCCESS, SEND_ERROR', () => {
    expect(ANALYTICS_EVENTS).toEqual([
      'MODAL_OPEN',
      'MODAL_CLOSE',
      'SEND_INITIATED',
      'SEND_SUCCESS',
      'SEND_ERROR',
    ])
  })

  it('every event reaches onEvent listeners with a timestamp', () => {
    const kit = createTestKit()
    const events: KitEvent[] = []
    kit.onEvent((event) => events.push(event))
    kit.modal.open()
    expect(events).toEqual([
      { event: 'MODAL_OPEN', properties: { connected: false }, timestamp: expect.any(Number) },
    ])
  })

  it('nothing is sent anywhere when no endpoint is configured', () => {
    const { fetch, requests } = recordingFetch()
    const kit = createTestKit({ fetch })
    kit.modal.open()
    kit.modal.close()
    expect(requests).toEqual([])
  })

  it('nothing leaves the page before the user acts, even with an endpoint', () => {
    const { fetch, requests } = recordingFetch()
    createTestKit({ fetch, analytics: { endpoint: 'https://analytics.example/e' } })
    expect(requests).toEqual([])
  })

  it('with an endpoint, each event is posted as {eventId, timestamp, props: {type: track, event, properties}}', async () => {
    const { fetch, requests } = recordingFetch()
    const kit = createTestKit({ fetch, analytics: { endpoint: 'https://analytics.example/e' } })
    kit.modal.open()
    await kit.events.flush()
    expect(requests).toHaveLength(1)
    expect(requests[0]?.url).toBe('https://analytics.example/e')
    expect(requests[0]?.init?.method).toBe('POST')
    expect(JSON.parse(String(requests[0]?.init?.body))).toEqual({
      eventId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      projectId: 'test-project',
      sdkVersion: '5.1.11',
      timestamp: expect.any(Number),
      props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
    })
  })

  it('a failing endpoint or a throwing listener does not break the kit', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('network down')
    }) as unknown as typeof globalThis.fetch
    const kit = createTestKit({ fetch, analytics: { endpoint: 'https://analytics.example/e' } })
    const seen: string[] = []
    kit.onEvent(() => {
      throw new Error('listener bug')
    })
    kit.onEvent((event) => seen.push(event.event))
    kit.modal.open()
    await kit.events.flush()
    expect(seen).toEqual(['MODAL_OPEN'])
    expect(kit.getState().modal.open).toBe(true)
  })

  it('after destroy nothing more is sent and listeners are gone', async () => {
    const { fetch, requests } = recordingFetch()
    const kit = createTestKit({ fetch, analytics: { endpoint: 'https://analytics.example/e' } })
    const listener = vi.fn()
    kit.onEvent(listener)
    kit.destroy()
    kit.modal.open()
    await kit.events.flush()
    expect(requests).toEqual([])
    expect(listener).not.toHaveBeenCalled()
  })
})
