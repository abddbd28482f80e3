// The stream of the auth connector's own events (`AuthConnectorEvent`). A listener's failure is its own: it never
// reaches the connector's caller or the other listeners.

/** Listeners of one event stream. */
export type Emitter<E> = {
  emit(event: E): void
  /** Adds `listener`; returns the function that removes it. */
  on(listener: (event: E) => void): () => void
  clear(): void
}

/** Creates an emitter; listeners run in the order they were added. */
export function createEmitter<E>(): Emitter<E> {
  const listeners = new Set<(event: E) => void>()
  return {
    emit(event) {
      for (const listener of [...listeners]) {
        try {
          listener(event)
        } catch {
          // A listener's failure is its own.
        }
      }
    },
    on(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    clear() {
      listeners.clear()
    },
  }
}
