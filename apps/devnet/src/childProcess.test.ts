import type { ChildProcess } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import {
  isProcessAlive,
  processState,
  spawnWatched,
  terminate,
  untilListening,
  WATCHED_PID_LINE,
} from './childProcess.js'
import { DevnetStartError, PortInUseError } from './errors.js'

function innerPidOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = WATCHED_PID_LINE.exec(output)
      if (match?.[1]) resolve(Number(match[1]))
    })
  })
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)))
}

// The watched command lives 5 minutes unless it is killed; 40 s (within the test's minute) is how long a kill may
// take to land on a loaded machine (10 s once proved too short on a busy CI run).
const LIFETIME = '300'
async function waitUntilDead(pid: number, timeoutMs = 40_000) {
  const deadline = Date.now() + timeoutMs
  while (isProcessAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
  return !isProcessAlive(pid)
}

describe.skipIf(process.platform === 'win32')('spawnWatched (watchdog against orphans)', () => {
  it('kills the command when its parent goes away (stdin pipe closes), even without an exit handler', async () => {
    const child = spawnWatched('sleep', [LIFETIME])
    const pid = await innerPidOf(child)
    try {
      expect(isProcessAlive(pid)).toBe(true)
      const exit = exitOf(child)
      // What the kernel does when this process dies: the write end of the watchdog's stdin closes.
      child.stdin?.destroy()
      const dead = await waitUntilDead(pid)
      expect(
        dead,
        `the command is still there (state ${processState(pid)}, watchdog state ${processState(child.pid ?? 0)})`,
      ).toBe(true)
      await exit
    } finally {
      await terminate(child, pid)
    }
  })

  it('terminate() ends the command behind the watchdog', async () => {
    const child = spawnWatched('sleep', [LIFETIME])
    const pid = await innerPidOf(child)
    await terminate(child, pid)
    expect(await waitUntilDead(pid)).toBe(true)
    expect(child.exitCode !== null || child.signalCode !== null).toBe(true)
  })

  it('exits with the command when the command ends on its own, keeping its status', async () => {
    const child = spawnWatched('sh', ['-c', 'exit 7'])
    expect(await exitOf(child)).toBe(7)
  })
})

describe('untilListening', () => {
  const watch = {
    service: 'the test service',
    program: 'node',
    port: 4321,
    listeningLine: /listening on (\d+)/,
    portInUse: /EADDRINUSE/,
    readyTimeoutMs: 5_000,
  }
  const node = (script: string) => spawnWatched(process.execPath, ['-e', script])

  it('resolves with the bound port and the process itself, and stop() ends it', async () => {
    const lines: string[] = []
    const service = await untilListening(
      node("console.log('listening on 4321'); setInterval(() => console.log('tick'), 50)"),
      { ...watch, log: (line) => lines.push(line) },
    )
    expect(service.port).toBe(4321)
    expect(isProcessAlive(service.pid)).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(lines.join('\n')).toContain('tick')
    await service.stop()
    expect(isProcessAlive(service.pid)).toBe(false)
  })

  it('names a taken port', async () => {
    const start = untilListening(node("console.error('Error: listen EADDRINUSE'); process.exit(1)"), watch)
    await expect(start).rejects.toThrow(PortInUseError)
    await expect(start).rejects.toThrow(/4321/)
  })

  it('says why a process stopped before listening: its error lines', async () => {
    const start = untilListening(
      node("console.log('starting'); console.error('Error: no chain'); process.exit(3)"),
      watch,
    )
    await expect(start).rejects.toThrow(DevnetStartError)
    await expect(start).rejects.toMatchObject({
      details: expect.stringMatching(/node exited \(code 3\) before listening\. Error: no chain/),
    })
  })

  it('gives up after the timeout and ends the process', async () => {
    const child = node('setInterval(() => {}, 1000)')
    const pid = innerPidOf(child)
    await expect(untilListening(child, { ...watch, readyTimeoutMs: 300 })).rejects.toMatchObject({
      details: 'Not listening after 300 ms.',
    })
    expect(isProcessAlive(await pid)).toBe(false)
  })
})
