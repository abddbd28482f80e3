import type { ChildProcess } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { isProcessAlive, processState, spawnWatched, terminate, WATCHED_PID_LINE } from './childProcess.js'

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
