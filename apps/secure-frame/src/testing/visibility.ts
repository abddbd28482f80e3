// Test-only: an IntersectionObserver the test drives (jsdom has none), for the cards whose buttons arm only while
// they are seen (approval/arming.ts).
import { afterEach, beforeEach, vi } from 'vitest'

/** What the browser would report for the card. */
export type Observation = { isIntersecting: boolean; intersectionRatio: number; isVisible?: boolean }

/** A stand-in for IntersectionObserver whose reports the test makes. */
export class FakeObserver {
  static instances: FakeObserver[] = []
  readonly targets: Element[] = []
  disconnected = false
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly init: IntersectionObserverInit & { trackVisibility?: boolean; delay?: number },
  ) {
    FakeObserver.instances.push(this)
  }
  observe(target: Element) {
    this.targets.push(target)
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true
  }
  takeRecords() {
    return []
  }
}

export const visible: Observation = { isIntersecting: true, intersectionRatio: 1, isVisible: true }
export const transparent: Observation = { isIntersecting: true, intersectionRatio: 1, isVisible: false }

/** The browser reports `observation` for the card being watched. */
export function report(observation: Observation) {
  const observer = [...FakeObserver.instances].reverse().find((candidate) => !candidate.disconnected)
  if (!observer) throw new Error('test: no card is being watched')
  const target = observer.targets[0] as Element
  observer.callback([{ ...observation, target } as unknown as IntersectionObserverEntry], observer as never)
}

/** Puts the stand-in on `window`; returns the function that takes it away. */
export function installFakeObserver(): () => void {
  FakeObserver.instances = []
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, value: FakeObserver })
  return () => {
    Reflect.deleteProperty(window, 'IntersectionObserver')
  }
}

/** For each test of the enclosing block: the stand-in on `window`, then, after the test, real timers and no stand-in. */
export function useFakeObserver(): void {
  let remove = () => {}
  beforeEach(() => {
    remove = installFakeObserver()
  })
  afterEach(() => {
    vi.useRealTimers()
    remove()
  })
}
