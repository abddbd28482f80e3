// A BroadcastChannel stand-in for tests: channels of one bus with the same name hear each other, never themselves.
import type { FieldChannel, OpenFieldChannel } from './channel.js'

/** A bus of named channels; `open` is an `OpenFieldChannel`, `sent` lists every post by name. */
export function createChannelBus() {
  const members = new Map<string, Set<{ listeners: Set<(event: MessageEvent) => void> }>>()
  const sent: { name: string; message: unknown }[] = []
  const open: OpenFieldChannel = (name) => {
    const self = { listeners: new Set<(event: MessageEvent) => void>() }
    let closed = false
    const group = members.get(name) ?? new Set()
    members.set(name, group)
    group.add(self)
    const channel: FieldChannel = {
      postMessage(message) {
        if (closed) throw new Error('channel closed')
        sent.push({ name, message })
        for (const other of group)
          if (other !== self)
            for (const listener of other.listeners)
              queueMicrotask(() => listener(new MessageEvent('message', { data: message })))
      },
      addEventListener: (_type, listener) => self.listeners.add(listener),
      removeEventListener: (_type, listener) => self.listeners.delete(listener),
      close() {
        closed = true
        group.delete(self)
      },
    }
    return channel
  }
  return { open, sent, listening: (name: string) => members.get(name)?.size ?? 0 }
}
