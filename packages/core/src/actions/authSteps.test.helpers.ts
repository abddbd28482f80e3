// Shared by the flow actions' tests only: an auth connector whose login steps the test settles by hand. It is the
// unit seam of the flow rules; the real secure frame is covered by the browser and end-to-end tests.
import type { Kit } from '../kit.js'
import { createFakeConnector, type FakeConnector } from '../testing/fakes.js'
import type { AuthConnectorSteps } from './authSteps.js'

/** A promise settled from outside. */
export type Deferred<value> = {
  promise: Promise<value>
  resolve(value: value): void
  reject(error: unknown): void
}

export function deferred<value = void>(): Deferred<value> {
  let resolve!: (value: value) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<value>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

type StepResult<step extends keyof AuthConnectorSteps> = Awaited<ReturnType<AuthConnectorSteps[step]>>
type StepArgs<step extends keyof AuthConnectorSteps> = Parameters<AuthConnectorSteps[step]>

/** One login step: every call waits until the test settles it; `next()` hands over the oldest unclaimed call. */
export type ControlledStep<step extends keyof AuthConnectorSteps> = {
  readonly calls: StepArgs<step>[]
  next(): Promise<Deferred<StepResult<step>>>
}

function controlledStep<step extends keyof AuthConnectorSteps>() {
  const unclaimed: Deferred<StepResult<step>>[] = []
  const waiters: ((call: Deferred<StepResult<step>>) => void)[] = []
  const calls: StepArgs<step>[] = []
  const step: ControlledStep<step> = {
    calls,
    next: () => {
      const call = unclaimed.shift()
      return call ? Promise.resolve(call) : new Promise((resolve) => waiters.push(resolve))
    },
  }
  const run = (...args: StepArgs<step>) => {
    calls.push(args)
    const call = deferred<StepResult<step>>()
    const waiter = waiters.shift()
    if (waiter) waiter(call)
    else unclaimed.push(call)
    return call.promise
  }
  return { step, run }
}

const STEPS = [
  'connectEmail',
  'connectDevice',
  'connectOtp',
  'connectSocial',
  'getFarcasterUri',
  'connectFarcaster',
  'connectPasskey',
  'connectPasskeyAutofill',
  'updateEmail',
  'updateEmailPrimaryOtp',
  'updateEmailSecondaryOtp',
  'addRecoveryMethod',
  'exportKey',
  'manageSessions',
  'manageRecoveryMethods',
] as const satisfies readonly (keyof AuthConnectorSteps)[]

export type FakeAuth = { connector: FakeConnector } & {
  [step in keyof AuthConnectorSteps]: ControlledStep<step>
}

/**
 * Registers a fake auth connector (id `auth`) on `kit`: its `connect` succeeds at once, as the frame's does once it
 * holds the session; every login step waits for the test. `without` leaves steps out (a host's partial connector).
 */
export function registerFakeAuth(kit: Kit, without: readonly (keyof AuthConnectorSteps)[] = []): FakeAuth {
  const connector = createFakeConnector({ id: 'auth', type: 'auth', name: 'Email' })
  const fake = { connector } as FakeAuth
  for (const name of STEPS) {
    const { step, run } = controlledStep<typeof name>()
    ;(fake as Record<string, unknown>)[name] = step
    if (!without.includes(name)) Object.assign(connector, { [name]: run })
  }
  kit.connectors.register(connector)
  return fake
}

/** Resolves after pending promise callbacks and valtio's batched notifications ran. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
