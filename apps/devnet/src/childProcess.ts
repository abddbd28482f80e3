import type { ChildProcess } from 'node:child_process'

/** How long a child gets to exit after SIGTERM before it is killed outright. */
const TERMINATE_GRACE_MS = 3_000

/**
 * Ends a child process and resolves once it has exited: SIGTERM first, SIGKILL after a grace period.
 * Safe to call on a child that already exited.
 */
export function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const killTimer = setTimeout(() => child.kill('SIGKILL'), TERMINATE_GRACE_MS)
    child.once('exit', () => {
      clearTimeout(killTimer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

/**
 * Kills `child` if the Node process exits first (a crashed test run, an uncaught error), so a devnet never
 * leaves an orphan behind. Returns a function that removes the safeguard.
 */
export function killOnParentExit(child: ChildProcess): () => void {
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  }
  process.once('exit', kill)
  const remove = () => process.off('exit', kill)
  child.once('exit', remove)
  return remove
}

/** Whether a process with this id is still running (signal 0 only checks). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
