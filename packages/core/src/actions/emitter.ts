/** A small listener registry for the adapters' providers: a throwing listener never stops the others. */
export type Emitter<events extends Record<string, unknown>> = {
  on<event extends keyof events>(event: event, listener: (value: events[event]) => void): void
  off<event extends keyof events>(event: event, listener: (value: events[event]) => void): void
  emit<event extends keyof events>(event: event, value: events[event]): void
}

export function createEmitter<events extends Record<string, unknown>>(): Emitter<events> {
  const listeners = new Map<keyof events, Set<(value: never) => void>>()
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener as (value: never) => void)
    },
    off(event, listener) {
      listeners.get(event)?.delete(listener as (value: never) => void)
    },
    emit(event, value) {
      for (const listener of [...(listeners.get(event) ?? [])])
        try {
          ;(listener as (value: events[typeof event]) => void)(value)
        } catch (error) {
          // The host's listener failed: report it the way the browser reports an uncaught error, and go on.
          ;(globalThis as { reportError?: (error: unknown) => void }).reportError?.(error)
        }
    },
  }
}
