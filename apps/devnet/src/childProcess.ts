import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { DevnetStartError, PortInUseError } from './errors.js'

/** How long a child gets to exit after SIGTERM before it is killed outright. */
const TERMINATE_GRACE_MS = 3_000

/** First stdout line of a watched child: the id of the real process behind the watchdog shell. */
export const WATCHED_PID_LINE = /^kit-devnet-child-pid (\d+)\n/m

// A POSIX shell watchdog: runs the command in the background, prints its pid, and kills it when
// - the shell gets SIGTERM/SIGINT/SIGHUP (a normal stop), or
// - its stdin (a pipe from this Node process) closes, which happens when this process dies in any way,
//   even SIGKILL or a native crash, where no JavaScript exit handler runs.
// The shell exits with the command's status, so an early exit (port taken) is still seen.
const WATCHDOG_SCRIPT = [
  'exec 3<&0',
  // Set before the command starts, so a stop that arrives at any moment is honoured.
  'trap \'stopping=1; [ -n "$child" ] && kill $child 2>/dev/null\' TERM INT HUP',
  '"$@" </dev/null 3<&- &',
  'child=$!',
  '[ -n "$stopping" ] && kill $child 2>/dev/null',
  'echo "kit-devnet-child-pid $child"',
  '(read _ <&3; kill $child 2>/dev/null) &',
  'reader=$!',
  'exec 3<&-',
  'wait $child; status=$?',
  'while kill -0 $child 2>/dev/null; do wait $child; status=$?; done',
  'kill $reader 2>/dev/null',
  'exit $status',
].join('\n')

/**
 * Spawns `command` so that it cannot outlive this Node process: on POSIX systems through a small shell
 * watchdog (see {@link WATCHED_PID_LINE}); elsewhere directly. stdout and stderr are pipes. `env` replaces the
 * child's environment (default: this process's).
 */
export function spawnWatched(
  command: string,
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv } = {},
): ChildProcess {
  const env = options.env ?? process.env
  if (process.platform === 'win32') return spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env })
  return spawn('/bin/sh', ['-c', WATCHDOG_SCRIPT, 'kit-devnet-watchdog', command, ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env,
  })
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null
}

function killQuietly(pid: number | undefined, signal: NodeJS.Signals) {
  if (pid === undefined) return
  try {
    process.kill(pid, signal)
  } catch {
    // Already gone.
  }
}

/**
 * Ends a (watched) child and resolves once it has exited: SIGTERM first, SIGKILL after a grace period, for
 * the child and for `innerPid` (the real process behind a watchdog). Safe to call on an exited child.
 */
export function terminate(child: ChildProcess, innerPid?: number): Promise<void> {
  if (exited(child)) {
    killQuietly(innerPid, 'SIGKILL')
    return Promise.resolve()
  }
  return new Promise((resolve) => {
    const killTimer = setTimeout(() => {
      child.kill('SIGKILL')
      killQuietly(innerPid, 'SIGKILL')
    }, TERMINATE_GRACE_MS)
    // Closing the watchdog's stdin is a second way to stop the command (see WATCHDOG_SCRIPT).
    child.stdin?.destroy()
    child.once('exit', () => {
      clearTimeout(killTimer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

/**
 * Kills `child` if the Node process exits first through a normal exit path (the watchdog covers crashes).
 * Returns a function that removes the safeguard.
 */
export function killOnParentExit(child: ChildProcess, innerPid: () => number | undefined): () => void {
  const kill = () => {
    if (!exited(child)) child.kill('SIGKILL')
    killQuietly(innerPid(), 'SIGKILL')
  }
  process.once('exit', kill)
  const remove = () => process.off('exit', kill)
  child.once('exit', remove)
  return remove
}

/** Whether a process with this id is still running (signal 0 only checks; an ended one not yet collected does not count). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
  // A zombie has ended: only its parent has yet to collect its status.
  return processState(pid) !== 'Z'
}

/** The process's state letter from `/proc` (R, S, Z…), where the system has one. */
export function processState(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0]
  } catch {
    return undefined
  }
}

/** How {@link untilListening} recognises a service's start and its failures. */
export type ListeningWatch = {
  /** The service as errors name it, e.g. `anvil (chain 80002)`. */
  service: string
  /** The program as the failure message names it, e.g. `anvil`. */
  program: string
  /** The port asked for (0: any), named by a `PortInUseError`. */
  port: number
  /** The output line saying it listens; its first group is the bound port. */
  listeningLine: RegExp
  /** Output that means the port was taken. */
  portInUse: RegExp
  readyTimeoutMs: number
  /** Receives the output after start-up (dropped by default). */
  log?: ((line: string) => void) | undefined
}

/** A service started by {@link spawnWatched} that listens. */
export type ListeningProcess = {
  /** The port it bound. */
  port: number
  /** The service process itself (behind the watchdog shell). */
  pid: number
  /** Ends it and resolves once it has exited. */
  stop(): Promise<void>
}

/**
 * Waits until a child started by {@link spawnWatched} says it listens, and keeps draining its output afterwards (a
 * full pipe would block it). A taken port rejects with `PortInUseError`; an exit, an error or no listening line
 * within the timeout with `DevnetStartError`, the child ended either way.
 */
export function untilListening(child: ChildProcess, watch: ListeningWatch): Promise<ListeningProcess> {
  const { service, program, port, listeningLine, portInUse, readyTimeoutMs, log } = watch
  // The process itself, behind the watchdog shell; the child's own pid where there is no watchdog.
  let innerPid: number | undefined = process.platform === 'win32' ? child.pid : undefined
  const removeSafeguard = killOnParentExit(child, () => innerPid)
  return new Promise<ListeningProcess>((resolve, reject) => {
    let ready = false
    // Set once start-up has failed for a reason of its own: the exit that ending the child causes says nothing more.
    let failed = false
    let output = ''
    let stdoutBuffer = ''
    const fail = (error: Error) => {
      failed = true
      clearTimeout(timer)
      void terminate(child, innerPid).then(() => reject(error))
    }
    const timer = setTimeout(
      () => fail(new DevnetStartError(service, { details: `Not listening after ${readyTimeoutMs} ms.` })),
      readyTimeoutMs,
    )
    child.on('error', (cause) => fail(new DevnetStartError(service, { cause })))
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString()
      if (!ready) output += text
      else log?.(text.trimEnd())
    })
    child.stdout?.on('data', (chunk: Buffer) => {
      if (ready) {
        log?.(chunk.toString().trimEnd())
        return
      }
      stdoutBuffer += chunk.toString()
      const pidLine = WATCHED_PID_LINE.exec(stdoutBuffer)
      if (pidLine?.[1]) {
        innerPid = Number(pidLine[1])
        stdoutBuffer = stdoutBuffer.replace(pidLine[0], '')
      }
      output += chunk.toString().replace(WATCHED_PID_LINE, '')
      const match = listeningLine.exec(stdoutBuffer)
      if (!match?.[1]) return
      ready = true
      stdoutBuffer = ''
      output = ''
      clearTimeout(timer)
      resolve({
        port: Number(match[1]),
        pid: innerPid ?? child.pid ?? -1,
        stop: async () => {
          await terminate(child, innerPid)
          removeSafeguard()
        },
      })
    })
    // 'close', not 'exit': 'exit' can come before the last of the output has been read, and the reason ("address
    // already in use") would be lost.
    child.once('close', (code, signal) => {
      if (ready || failed) return
      clearTimeout(timer)
      removeSafeguard()
      if (portInUse.test(output)) reject(new PortInUseError(service, port))
      else
        reject(
          new DevnetStartError(service, {
            details:
              `${program} exited (${signal ?? `code ${code}`}) before listening. ${lastLines(output)}`.trim(),
          }),
        )
    })
  })
}

/** Why a process stopped: its error lines (stack frames left out), else the end of its output. */
function lastLines(text: string, count = 8): string {
  const lines = text.trim().split('\n')
  const errors = lines.filter((line) => /error/i.test(line) && !/^\s+at /.test(line))
  return (errors.length > 0 ? errors : lines).slice(-count).join('\n')
}
