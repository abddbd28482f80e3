type AnyListener = (...args: never[]) => void

/** A tiny typed event emitter (no Node `events` import, so the wallet runs in browsers unchanged). */
export class Emitter<TEvents extends Record<string, unknown[]>> {
  private readonly listeners = new Map<keyof TEvents, Set<AnyListener>>()

  on<TName extends keyof TEvents>(event: TName, listener: (...args: TEvents[TName]) => void): () => void {
    const set = this.listeners.get(event) ?? new Set()
    set.add(listener as unknown as AnyListener)
    this.listeners.set(event, set)
    return () => this.off(event, listener)
  }

  off<TName extends keyof TEvents>(event: TName, listener: (...args: TEvents[TName]) => void): void {
    this.listeners.get(event)?.delete(listener as unknown as AnyListener)
  }

  emit<TName extends keyof TEvents>(event: TName, ...args: TEvents[TName]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) {
      // A throwing listener must not stop the others or break the wallet's own flow.
      try {
        ;(listener as unknown as (...args: TEvents[TName]) => void)(...args)
      } catch (error) {
        console.error(error)
      }
    }
  }
}
