// Test-only: Firefox and WebKit as users have them, driven through the W3C WebDriver protocols: Firefox over
// WebDriver BiDi (its own remote agent, no geckodriver), WebKit through WebKitWebDriver (classic WebDriver) with
// WebKitGTK's MiniBrowser on a virtual X display. Both give real, trusted input. Neither has Intersection Observer
// v2, which is what the frame's in-frame approval needs; these engines are where its secure window is proved.
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import WebSocket from 'ws'

export type EngineName = 'firefox' | 'webkit'

/** A top-level browsing context: a tab or a window (BiDi context id, or classic window handle). */
export type WindowId = string

/** Where a script runs: a window's document, or its child frame whose URL starts with `frameOrigin`. */
export type Target = { window: WindowId; frameOrigin?: string }

/** One step of the real mouse, in CSS pixels of the window's viewport. */
export type PointerStep =
  | { type: 'move'; x: number; y: number; durationMs?: number }
  | { type: 'down' }
  | { type: 'up' }
  | { type: 'pause'; ms: number }

/** A running browser of one engine, on a fresh profile. */
export type Engine = {
  readonly name: EngineName
  /** The tab it opened with. */
  readonly first: WindowId
  navigate(window: WindowId, url: string): Promise<void>
  reload(window: WindowId): Promise<void>
  /**
   * Runs `fn(arg)` in the target's document and returns its result. `fn` is sent as source: it sees only its
   * argument, and both the argument and the result travel as JSON.
   */
  evaluate<R, A = undefined>(target: Target, fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>
  /** The real mouse in `window`: moves, presses, releases (trusted events, as a user's). */
  pointer(window: WindowId, steps: PointerStep[]): Promise<void>
  /** The open top-level windows and tabs, with their URLs. */
  windows(): Promise<{ window: WindowId; url: string }[]>
  newTab(): Promise<WindowId>
  /** A PNG of what `window` shows. */
  screenshot(window: WindowId): Promise<Buffer>
  /** Sizes `window`'s viewport (the page's `innerWidth` × `innerHeight`) to `width` × `height` CSS pixels. */
  setViewport(window: WindowId, size: { width: number; height: number }): Promise<void>
  closeWindow(window: WindowId): Promise<void>
  /** Ends the browser and deletes its profile. */
  close(): Promise<void>
}

/** Where each engine's binaries are looked for (the Debian packages `firefox-esr` and `webkit2gtk-driver`). */
export const FIREFOX_PATHS = ['/usr/bin/firefox-esr', '/usr/bin/firefox']
export const WEBKIT_DRIVER_PATHS = ['/usr/bin/WebKitWebDriver']
/** WebKitGTK's browser, under the platform's library folder (`/usr/lib/<triplet>/webkit2gtk-4.1/`). */
export const MINIBROWSER_GLOB = '/usr/lib/*/webkit2gtk-4.1/MiniBrowser'
export const XVFB_PATHS = ['/usr/bin/Xvfb']

/** Why `engine` cannot run on this machine, or undefined when it can. */
export function engineMissing(engine: EngineName): string | undefined {
  if (engine === 'firefox')
    return firefoxExecutable()
      ? undefined
      : `no Firefox at ${FIREFOX_PATHS.join(' or ')} (apt-get install firefox-esr)`
  if (!WEBKIT_DRIVER_PATHS.some(existsSync)) return 'no WebKitWebDriver (apt-get install webkit2gtk-driver)'
  if (!miniBrowser()) return `no MiniBrowser at ${MINIBROWSER_GLOB} (apt-get install webkit2gtk-driver)`
  if (!XVFB_PATHS.some(existsSync)) return 'no Xvfb for WebKit’s display (apt-get install xvfb)'
  return undefined
}

const firefoxExecutable = () => process.env.KIT_FIREFOX ?? FIREFOX_PATHS.find(existsSync)
const miniBrowser = () =>
  readdirSync('/usr/lib', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join('/usr/lib', entry.name, 'webkit2gtk-4.1', 'MiniBrowser'))
    .find(existsSync)

/** Launches `name` on a fresh profile, with a window of `width` × `height`. */
export function launchEngine(name: EngineName, size = { width: 1100, height: 760 }): Promise<Engine> {
  return name === 'firefox' ? launchFirefox(size) : launchWebKit(size)
}

/** The source sent for `fn(arg)`: an expression whose value is a promise of `{ value }` as JSON text. */
function scriptSource(fn: (arg: never) => unknown, arg: unknown): string {
  const argument = arg === undefined ? 'undefined' : JSON.stringify(arg)
  return `(async () => JSON.stringify({ value: await (${fn.toString()})(${argument}) }))()`
}

function parseResult<R>(json: unknown): R {
  if (typeof json !== 'string') throw new Error(`engine: the script returned ${JSON.stringify(json)}`)
  return (JSON.parse(json) as { value: R }).value
}

/** Lines of a child's output, for errors that say why a browser did not start. */
function captureOutput(child: ChildProcess): () => string {
  let output = ''
  const keep = (data: Buffer) => {
    output = (output + data.toString()).slice(-4_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return () => output
}

function waitForOutput(child: ChildProcess, pattern: RegExp, what: string, timeoutMs = 30_000) {
  const output = captureOutput(child)
  return new Promise<RegExpExecArray>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`engine: ${what} did not start within ${timeoutMs} ms:\n${output()}`))
    }, timeoutMs)
    const look = () => {
      const match = pattern.exec(output())
      if (match) {
        clearTimeout(timer)
        resolve(match)
      }
    }
    child.stdout?.on('data', look)
    child.stderr?.on('data', look)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`engine: ${what} exited (${code}) before it was ready:\n${output()}`))
    })
  })
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

/** The pointer steps as a W3C input source (the same shape in BiDi and classic WebDriver). */
function pointerActions(steps: PointerStep[]) {
  return [
    {
      type: 'pointer',
      id: 'mouse',
      parameters: { pointerType: 'mouse' },
      actions: steps.map((step) => {
        switch (step.type) {
          case 'move':
            return {
              type: 'pointerMove',
              x: Math.round(step.x),
              y: Math.round(step.y),
              origin: 'viewport',
              duration: step.durationMs ?? 0,
            }
          case 'down':
            return { type: 'pointerDown', button: 0 }
          case 'up':
            return { type: 'pointerUp', button: 0 }
          default:
            return { type: 'pause', duration: step.ms }
        }
      }),
    },
  ]
}

// ---------------------------------------------------------------------------------------------------------------
// Firefox over WebDriver BiDi

type BidiContext = { context: string; url: string; children?: BidiContext[] | null }

async function launchFirefox(size: { width: number; height: number }): Promise<Engine> {
  const executable = firefoxExecutable()
  if (!executable) throw new Error(engineMissing('firefox'))
  const profile = mkdtempSync(path.join(tmpdir(), 'kit-firefox-'))
  // As Firefox ships, except what would make a test run talk to the network or wait on a first-run page.
  writeFileSync(
    path.join(profile, 'user.js'),
    [
      'user_pref("browser.shell.checkDefaultBrowser", false);',
      'user_pref("browser.startup.homepage_override.mstone", "ignore");',
      'user_pref("browser.aboutwelcome.enabled", false);',
      'user_pref("datareporting.policy.dataSubmissionEnabled", false);',
      'user_pref("app.update.disabledForTesting", true);',
      'user_pref("network.captive-portal-service.enabled", false);',
      'user_pref("browser.safebrowsing.update.enabled", false);',
      'user_pref("extensions.update.enabled", false);',
      // Frames in the page's process: this Firefox's BiDi input does not reach an out-of-process (cross-origin)
      // iframe, headless or not. The frame is still on another site, with its storage partitioned.
      'user_pref("fission.autostart", false);',
    ].join('\n'),
  )
  // On a display of its own, as users' Firefox is.
  const display = await startDisplay(size)
  const child = spawn(
    executable,
    [
      '--remote-debugging-port=0',
      '--no-remote',
      '--profile',
      profile,
      `--window-size=${size.width},${size.height}`,
      'about:blank',
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, DISPLAY: display.display, MOZ_CRASHREPORTER_DISABLE: '1' },
    },
  )
  const cleanUp = async () => {
    await stopChild(child)
    await display.stop()
    rmSync(profile, { recursive: true, force: true })
  }
  try {
    const [, url] = await waitForOutput(child, /WebDriver BiDi listening on (ws:\/\/\S+)/, 'Firefox')
    const socket = new WebSocket(`${url}/session`)
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve())
      socket.once('error', reject)
    })
    let nextId = 0
    const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>()
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as {
        id?: number
        type: string
        result?: unknown
        error?: string
        message?: string
      }
      if (message.type === 'event' && process.env.KIT_DEBUG) {
        const event = message as unknown as {
          method: string
          params: { text?: string; level?: string; source?: { context?: string } }
        }
        if (event.method === 'log.entryAdded')
          console.log(`[firefox ${event.params.level}] ${event.params.text}`)
      }
      const entry = message.id === undefined ? undefined : waiting.get(message.id)
      if (!entry || message.id === undefined) return
      waiting.delete(message.id)
      if (message.type === 'error') entry.reject(new Error(`BiDi ${message.error}: ${message.message}`))
      else entry.resolve(message.result)
    })
    socket.on('close', () => {
      for (const entry of waiting.values()) entry.reject(new Error('BiDi: Firefox closed the connection'))
      waiting.clear()
    })
    const send = <T>(method: string, params: object): Promise<T> =>
      new Promise<T>((resolve, reject) => {
        const id = ++nextId
        waiting.set(id, { resolve: resolve as (value: unknown) => void, reject })
        socket.send(JSON.stringify({ id, method, params }))
      })

    await send('session.new', { capabilities: { alwaysMatch: { unhandledPromptBehavior: 'ignore' } } })
    if (process.env.KIT_DEBUG) await send('session.subscribe', { events: ['log.entryAdded'] })
    const tree = () => send<{ contexts: BidiContext[] }>('browsingContext.getTree', {})
    const first = (await tree()).contexts[0]?.context
    if (!first) throw new Error('engine: Firefox opened no tab')

    async function contextOf(target: Target): Promise<string> {
      if (!target.frameOrigin) return target.window
      const deadline = Date.now() + 10_000
      while (Date.now() < deadline) {
        const top = (await tree()).contexts.find((context) => context.context === target.window)
        const frame = top?.children?.find((child) => child.url.startsWith(target.frameOrigin as string))
        if (frame) return frame.context
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      throw new Error(`engine: no frame from ${target.frameOrigin} in the window`)
    }

    return {
      name: 'firefox',
      first,
      async navigate(window, url) {
        await send('browsingContext.navigate', { context: window, url, wait: 'complete' })
      },
      async reload(window) {
        await send('browsingContext.reload', { context: window, wait: 'complete' })
      },
      async evaluate(target, fn, arg) {
        const answer = await send<{
          type: 'success' | 'exception'
          result?: { value?: unknown }
          exceptionDetails?: { text?: string }
        }>('script.evaluate', {
          expression: scriptSource(fn, arg),
          target: { context: await contextOf(target) },
          awaitPromise: true,
          userActivation: false,
        })
        if (answer.type === 'exception') throw new Error(`in Firefox: ${answer.exceptionDetails?.text}`)
        return parseResult(answer.result?.value)
      },
      async pointer(window, steps) {
        // Input goes to the tab the user is looking at.
        await send('browsingContext.activate', { context: window })
        await send('input.performActions', { context: window, actions: pointerActions(steps) })
      },
      async windows() {
        return (await tree()).contexts.map((context) => ({ window: context.context, url: context.url }))
      },
      async newTab() {
        return (await send<{ context: string }>('browsingContext.create', { type: 'tab' })).context
      },
      async screenshot(window) {
        const shot = await send<{ data: string }>('browsingContext.captureScreenshot', { context: window })
        return Buffer.from(shot.data, 'base64')
      },
      async setViewport(window, size) {
        await send('browsingContext.setViewport', { context: window, viewport: size })
      },
      async closeWindow(window) {
        await send('browsingContext.close', { context: window })
      },
      async close() {
        await send('session.end', {}).catch(() => undefined)
        socket.close()
        await cleanUp()
      },
    }
  } catch (error) {
    await cleanUp()
    throw error
  }
}

// ---------------------------------------------------------------------------------------------------------------
// WebKit through WebKitWebDriver (classic WebDriver), MiniBrowser on Xvfb

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** An X display of its own (Xvfb picks a free number and writes it to fd 3). */
async function startDisplay(size: { width: number; height: number }) {
  const child = spawn(
    XVFB_PATHS.find(existsSync) ?? 'Xvfb',
    ['-displayfd', '3', '-screen', '0', `${size.width}x${size.height}x24`, '-nolisten', 'tcp'],
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] },
  )
  const display = await new Promise<string>((resolve, reject) => {
    let text = ''
    const timer = setTimeout(() => reject(new Error('engine: Xvfb did not start')), 15_000)
    child.stdio[3]?.on('data', (data: Buffer) => {
      text += data.toString()
      if (text.includes('\n')) {
        clearTimeout(timer)
        resolve(`:${text.trim()}`)
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`engine: Xvfb exited (${code})`))
    })
  })
  return { display, stop: () => stopChild(child) }
}

async function launchWebKit(size: { width: number; height: number }): Promise<Engine> {
  const missing = engineMissing('webkit')
  if (missing) throw new Error(missing)
  const display = await startDisplay(size)
  const port = await freePort()
  const driver = spawn(WEBKIT_DRIVER_PATHS.find(existsSync) as string, [`--port=${port}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DISPLAY: display.display },
  })
  const driverOutput = captureOutput(driver)
  const base = `http://127.0.0.1:${port}`
  let session: string | undefined
  const cleanUp = async () => {
    if (session) await fetch(`${base}/session/${session}`, { method: 'DELETE' }).catch(() => undefined)
    await stopChild(driver)
    await display.stop()
  }

  async function call<T>(method: string, route: string, body?: object): Promise<T> {
    const response = await fetch(`${base}${route}`, {
      signal: AbortSignal.timeout(45_000),
      method,
      ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
    })
    const { value } = (await response.json()) as { value: T & { error?: string; message?: string } }
    if (!response.ok)
      throw new Error(
        `WebDriver ${method} ${route}: ${value?.error}: ${value?.message ?? JSON.stringify(value)}`,
      )
    return value
  }

  try {
    // The driver takes a moment to listen.
    const deadline = Date.now() + 15_000
    for (;;) {
      const ready = await fetch(`${base}/status`).then(
        (response) => response.ok,
        () => false,
      )
      if (ready) break
      if (Date.now() > deadline) throw new Error(`engine: WebKitWebDriver did not start:\n${driverOutput()}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const created = await call<{ sessionId: string }>('POST', '/session', {
      capabilities: {
        alwaysMatch: {
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': { binary: miniBrowser(), args: ['--automation'] },
        },
      },
    })
    session = created.sessionId
    const route = (tail: string) => `/session/${session}${tail}`
    await call('POST', route('/window/rect'), { x: 0, y: 0, ...size }).catch(() => undefined)
    let current = await call<string>('GET', route('/window'))
    const first = current

    async function switchTo(window: WindowId) {
      if (window === current) return
      await call('POST', route('/window'), { handle: window })
      current = window
    }

    /** Runs the script in the target, from its top-level document, and comes back to it. */
    async function run(target: Target, source: string): Promise<unknown> {
      await switchTo(target.window)
      await call('POST', route('/frame'), { id: null })
      if (target.frameOrigin) {
        const found = Date.now() + 10_000
        let element: Record<string, string> | undefined
        while (!element) {
          element = await call<Record<string, string>>('POST', route('/element'), {
            using: 'css selector',
            value: `iframe[src^="${target.frameOrigin}"]`,
          }).catch(() => undefined)
          if (!element && Date.now() > found) throw new Error(`engine: no frame from ${target.frameOrigin}`)
          if (!element) await new Promise((resolve) => setTimeout(resolve, 100))
        }
        await call('POST', route('/frame'), { id: element })
      }
      try {
        return await call('POST', route('/execute/sync'), { script: `return ${source}`, args: [] })
      } finally {
        if (target.frameOrigin) await call('POST', route('/frame'), { id: null }).catch(() => undefined)
      }
    }

    return {
      name: 'webkit',
      first,
      async navigate(window, url) {
        await switchTo(window)
        await call('POST', route('/url'), { url })
      },
      async reload(window) {
        await switchTo(window)
        await call('POST', route('/refresh'), {})
      },
      async evaluate(target, fn, arg) {
        return parseResult(await run(target, scriptSource(fn, arg)))
      },
      async pointer(window, steps) {
        await switchTo(window)
        await call('POST', route('/frame'), { id: null })
        // Not released after: releasing would forget where the pointer rests.
        await call('POST', route('/actions'), { actions: pointerActions(steps) })
      },
      async windows() {
        const handles = await call<string[]>('GET', route('/window/handles'))
        const list: { window: WindowId; url: string }[] = []
        const back = current
        for (const handle of handles) {
          await switchTo(handle)
          list.push({ window: handle, url: await call<string>('GET', route('/url')) })
        }
        if (handles.includes(back)) await switchTo(back)
        return list
      },
      async newTab() {
        // A window of its own: MiniBrowser sends no input to a tab in the background.
        return (await call<{ handle: string }>('POST', route('/window/new'), { type: 'window' })).handle
      },
      async screenshot(window) {
        await switchTo(window)
        return Buffer.from(await call<string>('GET', route('/screenshot')), 'base64')
      },
      async setViewport(window, size) {
        // Classic WebDriver sizes the whole window: its frame and toolbar are added, measured once it is sized.
        const viewport = async () =>
          parseResult<{ width: number; height: number }>(
            await run(
              { window },
              scriptSource(() => ({ width: innerWidth, height: innerHeight }), undefined),
            ),
          )
        for (let attempt = 0; attempt < 3; attempt++) {
          const inside = await viewport()
          if (inside.width === size.width && inside.height === size.height) return
          const outside = await call<{ width: number; height: number }>('GET', route('/window/rect'))
          await call('POST', route('/window/rect'), {
            width: outside.width + size.width - inside.width,
            height: outside.height + size.height - inside.height,
          })
          await new Promise((resolve) => setTimeout(resolve, 200))
        }
        const reached = await viewport()
        if (reached.width !== size.width || reached.height !== size.height)
          throw new Error(
            `engine: WebKit's viewport is ${reached.width} × ${reached.height}, not ${size.width} × ${size.height}`,
          )
      },
      async closeWindow(window) {
        await switchTo(window)
        await call('DELETE', route('/window'))
        current = ''
      },
      async close() {
        await cleanUp()
      },
    }
  } catch (error) {
    await cleanUp()
    throw error
  }
}
