// The requests this client sent and still waits on. A response settles one only when it comes on the topic the
// request went out on: an id alone is not proof enough, since a second session's wallet, or anyone holding the key
// of a pairing whose QR was seen, can publish on its own topic with any id it likes.

/** One request waiting for its answer. */
export type PendingRequest = {
  /** The topic the request was published on: the only topic its answer is taken from. */
  topic: string
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

/** The registry of {@link createPendingRequests}. */
export type PendingRequests = ReturnType<typeof createPendingRequests>

/** Creates an empty registry of pending requests, keyed by JSON-RPC id and bound to a topic. */
export function createPendingRequests() {
  const byId = new Map<number, PendingRequest>()
  return {
    /** True while `id` names a request still waiting (so a new request does not reuse it). */
    has: (id: number): boolean => byId.has(id),
    add(id: number, request: PendingRequest): void {
      byId.set(id, request)
    },
    delete(id: number): void {
      byId.delete(id)
    },
    /** The request `id` if it waits on `topic`; undefined for an unknown id or an answer from another topic. */
    match(topic: string, id: number): PendingRequest | undefined {
      const request = byId.get(id)
      return request?.topic === topic ? request : undefined
    },
    /** The requests waiting on `topic`. */
    onTopic: (topic: string): PendingRequest[] => [...byId.values()].filter((r) => r.topic === topic),
    /** Every waiting request. */
    all: (): PendingRequest[] => [...byId.values()],
  }
}
