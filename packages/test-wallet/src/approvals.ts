import { Emitter } from './emitter.js'
import { InvalidTestWalletOptionError, UserRejectedRequestError } from './errors.js'

/** What the wallet does with a request that needs the user's consent. */
export type ApprovalPolicy = 'approve' | 'reject' | 'ask'

/** A request that needs consent: connecting, signing, sending, switching or adding a chain. */
export type ApprovalRequest = {
  ecosystem: 'evm' | 'solana'
  /** The RPC method or wallet-standard feature, e.g. `personal_sign` or `solana:signMessage`. */
  method: string
  params: unknown
  /** One line a person can read in a prompt. */
  summary: string
}

/** A request waiting for {@link Approvals.resolve} while the policy is `ask`. */
export type PendingRequest = ApprovalRequest & { id: string; createdAt: number }

/** Events of the approval queue. */
export type ApprovalEvents = {
  /** A request started waiting (policy `ask`). */
  request: [request: PendingRequest]
  /** A waiting request was approved or rejected (by resolve, a policy switch, a timeout or disconnect). */
  resolved: [request: PendingRequest, approved: boolean]
  policyChanged: [policy: ApprovalPolicy]
}

const POLICIES: readonly ApprovalPolicy[] = ['approve', 'reject', 'ask']

/** Throws unless `value` is an approval policy. */
export function assertPolicy(value: unknown): asserts value is ApprovalPolicy {
  if (!POLICIES.includes(value as ApprovalPolicy)) {
    throw new InvalidTestWalletOptionError('policy', '"approve", "reject" or "ask"')
  }
}

type Waiter = { request: PendingRequest; settle: (approved: boolean) => void }

/**
 * The wallet's consent step. `approve` and `reject` answer at once; `ask` parks the request until
 * {@link Approvals.resolve} is called (by a test or the on-page prompt) or `askTimeoutMs` passes, which
 * counts as a rejection, so no request waits forever.
 */
export class Approvals {
  readonly events = new Emitter<ApprovalEvents>()
  private currentPolicy: ApprovalPolicy
  private readonly waiting = new Map<string, Waiter>()
  private nextId = 1

  constructor(
    policy: ApprovalPolicy,
    private readonly askTimeoutMs: number,
  ) {
    assertPolicy(policy)
    this.currentPolicy = policy
  }

  get policy(): ApprovalPolicy {
    return this.currentPolicy
  }

  /**
   * Switches the policy. Switching to `approve` or `reject` also settles every waiting request that way,
   * as a person clicking through the queue would.
   */
  setPolicy(policy: ApprovalPolicy): void {
    assertPolicy(policy)
    this.currentPolicy = policy
    this.events.emit('policyChanged', policy)
    if (policy !== 'ask') for (const id of [...this.waiting.keys()]) this.resolve(id, policy === 'approve')
  }

  get pending(): readonly PendingRequest[] {
    return [...this.waiting.values()].map((waiter) => waiter.request)
  }

  /** Resolves when the request is approved; rejects with the EIP-1193 user-rejected error (4001) otherwise. */
  async request(request: ApprovalRequest): Promise<void> {
    if (this.currentPolicy === 'approve') return
    if (this.currentPolicy === 'reject') throw new UserRejectedRequestError()
    const pending: PendingRequest = { ...request, id: String(this.nextId++), createdAt: Date.now() }
    const approved = await new Promise<boolean>((settle) => {
      const timer = setTimeout(() => this.resolve(pending.id, false), this.askTimeoutMs)
      this.waiting.set(pending.id, {
        request: pending,
        settle: (value) => {
          clearTimeout(timer)
          settle(value)
        },
      })
      this.events.emit('request', pending)
    })
    if (!approved) throw new UserRejectedRequestError()
  }

  /** Approves or rejects a waiting request; returns false when no request has this id. */
  resolve(id: string, approved: boolean): boolean {
    const waiter = this.waiting.get(id)
    if (!waiter) return false
    this.waiting.delete(id)
    waiter.settle(approved)
    this.events.emit('resolved', waiter.request, approved)
    return true
  }

  /** Rejects everything waiting (used on disconnect). */
  rejectAll(): void {
    for (const id of [...this.waiting.keys()]) this.resolve(id, false)
  }
}
