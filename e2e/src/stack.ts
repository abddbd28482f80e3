// Starts the local stack the e2e specs run against, once for the whole suite (vitest globalSetup).
// It grows with the product: the demo today; devnet, server and secure frame as they land.
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/** URLs of the running stack, handed to every spec through vitest's `inject('stack')`. */
export type StackUrls = {
  demoUrl: string
}

type Stoppable = { close: () => Promise<void> }

/** Starts every part of the local stack on free ports. */
export async function startStack(): Promise<StackUrls & { stop: () => Promise<void> }> {
  const started: Stoppable[] = []
  const stop = async () => {
    for (const part of started.reverse()) await part.close().catch(() => {})
  }
  try {
    const demoModule = pathToFileURL(path.resolve(import.meta.dirname, '../../apps/demo/serve.mjs')).href
    const { serveDemo } = (await import(demoModule)) as {
      serveDemo: (options: {
        port: number
        config: Record<string, unknown>
      }) => Promise<{ url: string } & Stoppable>
    }
    const demo = await serveDemo({ port: 0, config: {} })
    started.push(demo)
    return { demoUrl: demo.url, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
