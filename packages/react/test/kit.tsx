// Helpers for @kit/react's tests: real kits (createKit) in StrictMode, fake connectors, axe.
import {
  type Connector,
  createKit,
  createMemoryStorage,
  type Kit,
  type KitOptions,
  type EmailConnectAction,
  type RecoveryMethodKind,
  type EmailUpdateAction,
  type RouterView,
  type SocialProvider,
} from '@kit/core'
import { KitOptionsError, KitValidationError } from '@kit/core/errors'
import { createFakeConnector, FAKE_EVM_ADDRESS, type FakeConnectorOptions } from '@kit/core/testing'
import { act, render, screen } from '@testing-library/react'
import axe from 'axe-core'
import { type ReactNode, StrictMode } from 'react'
import { expect } from 'vitest'
import { KitProvider, type KitProviderProps } from '../src/exports/index.js'
import type { AuthConnectorSteps as AuthConnectorFlows } from '@kit/core'
import { testNetworks } from './networks.js'

export const TEST_API = 'https://api.test'

/**
 * Options a newer core knows (connector discovery off: tests register their own connectors); an older core
 * refuses unknown options, so they are dropped there.
 */
const NEWER_CORE_OPTIONS = { connectors: { injected: false, walletConnect: false, solana: false } }

/** createKit with `extra` options when this core knows them, without them otherwise. */
function createKitWith(options: KitOptions, extra: Record<string, unknown>): Kit {
  try {
    return createKit({ ...extra, ...options } as KitOptions)
  } catch (error) {
    const unknown =
      error instanceof KitOptionsError &&
      error.issues.some((issue) => issue.message === 'is not a known option')
    if (!unknown) throw error
    return createKit(options)
  }
}

/** A kit with memory storage, the test API and silent logs. */
export function createTestKit(overrides: Partial<KitOptions> = {}, extra: Record<string, unknown> = {}): Kit {
  return createKitWith(
    {
      projectId: 'test-project',
      networks: testNetworks,
      apiUrl: TEST_API,
      storage: createMemoryStorage(),
      logLevel: 'silent',
      themeMode: 'light',
      metadata: { name: 'Test App', description: 'Kit tests', url: 'http://localhost', icons: [] },
      ...overrides,
    },
    { ...NEWER_CORE_OPTIONS, ...extra },
  )
}

/** Renders `ui` inside `<StrictMode><KitProvider kit={kit}>`. */
export function renderWithKit(
  kit: Kit,
  ui: ReactNode = null,
  props: Omit<KitProviderProps, 'kit' | 'children'> = {},
) {
  return render(
    <StrictMode>
      <KitProvider kit={kit} prefetch={false} {...props}>
        {ui}
      </KitProvider>
    </StrictMode>,
  )
}

/** Opens the modal (optionally at `view`) and waits for the dialog and its view to render. */
export async function openModal(kit: Kit, view?: RouterView) {
  await act(async () => kit.modal.open(view ? { view } : {}))
  // The first open in a test file waits for the test runner to transform the modal's chunk (every view).
  const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 })
  await waitForView(dialog)
  return dialog
}

/** Waits until the view's lazy chunk has rendered (no loading spinner in the body). */
export async function waitForView(dialog: HTMLElement = screen.getByRole('dialog')) {
  await expect
    .poll(() => dialog.querySelector('.kit-view, .kit-status') !== null, { timeout: 5000 })
    .toBe(true)
}

/**
 * A kit with sign-in with wallet on. The backend callbacks accept every signature (unless `verify` says otherwise)
 * and then hold a session for the fake wallet's address on the test chain.
 */
export function createSiweTestKit(options: { verify?: () => Promise<boolean> } = {}): Kit {
  let session: { address: string; chainId: number } | null = null
  const siwe = {
    getNonce: async () => 'kitnonce12345678',
    verifyMessage: async () => {
      const valid = options.verify ? await options.verify() : true
      if (valid) session = { address: FAKE_EVM_ADDRESS, chainId: 80002 }
      return valid
    },
    getSession: async () => session,
    signOut: async () => {
      session = null
    },
  }
  return createTestKit({ features: { siwe: true } }, { siwe })
}

/** Registers a fake (injected by default) connector and connects through it. */
export async function connectFake(kit: Kit, options: FakeConnectorOptions = {}) {
  const connector = createFakeConnector(options)
  kit.connectors.register(connector)
  await act(async () => kit.connection.connect(connector.id))
  return connector
}

/** A promise with its resolve and reject, for steps a test settles by hand. */
export function deferred<value = void>() {
  let resolve!: (value: value) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<value>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

type Step = { method: string; args: unknown[] }

/** A scriptable auth (secure-frame) connector implementing every flow the views use. */
export type FakeAuthConnector = Connector &
  AuthConnectorFlows & {
    attachApprovalFrame(slot: HTMLElement): () => void
    readonly frameUrl: string
    calls: Step[]
    emailAction: EmailConnectAction
    updateAction: EmailUpdateAction
    /** Errors to throw from a step, by method name. */
    fail: Partial<Record<keyof AuthConnectorFlows, unknown>>
    /** Steps that wait for the test to settle them, by method name. */
    hold: Partial<Record<keyof AuthConnectorFlows, Promise<unknown>>>
    farcasterUrl: string
    /** What `addRecoveryMethod` answers. */
    recoveryKind: RecoveryMethodKind
    /** How many sessions `manageSessions` says were ended. */
    sessionsEnded: number
    /** How many recovery methods `manageRecoveryMethods` says were removed. */
    recoveryMethodsRemoved: number
  }

export function createFakeAuthConnector(
  options: { address?: string; email?: string; kit?: Kit } = {},
): FakeAuthConnector {
  const inner = createFakeConnector({
    id: 'auth',
    type: 'auth',
    name: 'Email',
    ...(options.address ? { address: options.address } : {}),
  })
  const calls: Step[] = []
  const step = async <result,>(method: keyof AuthConnectorFlows, args: unknown[], value: result) => {
    calls.push({ method, args })
    const held = connector.hold[method]
    if (held) await held
    const error = connector.fail[method]
    if (error !== undefined) throw error
    return value
  }
  const connector: FakeAuthConnector = {
    ...inner,
    async connect(parameters) {
      const result = await inner.connect(parameters)
      return {
        ...result,
        user: {
          email: options.email ?? 'ada@example.com',
          address: result.address,
          chainId: 80002,
          accounts: [{ address: result.address, type: 'eoa' }],
          smartAccountDeployed: false,
          preferredAccountType: 'eoa',
        },
      }
    },
    calls,
    emailAction: 'VERIFY_OTP',
    // Kit's frame answers VERIFY_SECONDARY_OTP once its own card took the current address's code.
    updateAction: 'VERIFY_SECONDARY_OTP',
    fail: {},
    hold: {},
    farcasterUrl: 'https://farcaster.test/connect?channel=abc',
    recoveryKind: 'passkey',
    sessionsEnded: 0,
    recoveryMethodsRemoved: 0,
    connectEmail: async (parameters) => {
      // Like core's: the address is checked first.
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(parameters.email.trim()))
        throw new KitValidationError('Invalid email', { details: 'Enter a valid e-mail address.' })
      const result = await step('connectEmail', [parameters], { action: connector.emailAction })
      // Like the real connector: each accepted request starts the 30 s cooldown.
      options.kit?.storage.setLastEmailLoginTime()
      return result
    },
    connectDevice: () => step('connectDevice', [], undefined),
    connectOtp: (parameters) => step('connectOtp', [parameters], undefined),
    connectSocial: (parameters) =>
      step('connectSocial', [parameters.provider satisfies SocialProvider], { mode: 'popup' as const }),
    getFarcasterUri: () => step('getFarcasterUri', [], { url: connector.farcasterUrl }),
    connectFarcaster: () => step('connectFarcaster', [], undefined),
    connectPasskey: (parameters) => step('connectPasskey', [parameters], undefined),
    frameUrl: 'https://frame.kit.test/sdk',
    connectPasskeyAutofill: (parameters) => step('connectPasskeyAutofill', [parameters], undefined),
    updateEmail: (parameters) => step('updateEmail', [parameters], { action: connector.updateAction }),
    updateEmailPrimaryOtp: (parameters) => step('updateEmailPrimaryOtp', [parameters], undefined),
    updateEmailSecondaryOtp: (parameters) =>
      step('updateEmailSecondaryOtp', [parameters], { newEmail: 'new@example.com' }),
    addRecoveryMethod: () => step('addRecoveryMethod', [], { kind: connector.recoveryKind }),
    exportKey: () => step('exportKey', [], undefined),
    manageSessions: () => step('manageSessions', [], { ended: connector.sessionsEnded }),
    manageRecoveryMethods: () =>
      step('manageRecoveryMethods', [], { removed: connector.recoveryMethodsRemoved }),
    attachApprovalFrame(slot) {
      calls.push({ method: 'attachApprovalFrame', args: [slot] })
      return () => calls.push({ method: 'detachApprovalFrame', args: [] })
    },
  }
  return connector
}

/** A WalletConnect connector whose pairing URI the test emits (a `displayUri` event); connect waits for `approve()`. */
export function createFakeWalletConnect() {
  const listeners = new Set<(event: { type: 'displayUri'; uri: string }) => void>()
  let current: string | undefined
  let pending = deferred<void>()
  const inner = createFakeConnector({ id: 'walletConnect', type: 'walletConnect', name: 'WalletConnect' })
  return {
    ...inner,
    async connect(parameters: { caipNetworkId?: `eip155:${string}` | `solana:${string}` | undefined }) {
      // The attempt waits for the test's approve() or decline(), even one made before core called connect.
      try {
        await pending.promise
      } finally {
        pending = deferred<void>()
      }
      return inner.connect(parameters)
    },
    onEvent(listener: (event: { type: 'displayUri'; uri: string }) => void) {
      listeners.add(listener)
      if (current) listener({ type: 'displayUri', uri: current })
      return () => {
        listeners.delete(listener)
      }
    },
    emitUri(uri: string) {
      current = uri
      for (const listener of listeners) listener({ type: 'displayUri', uri })
    },
    approve: () => pending.resolve(),
    decline: (error: unknown) => pending.reject(error),
  }
}

/**
 * Runs axe on `element` and fails with the violations listed. color-contrast is off here only because jsdom
 * cannot compute colours (no layout, no cascade of custom properties); the e2e suite checks it in Chromium.
 */
export async function expectNoAxeViolations(element: Element) {
  const results = await axe.run(element, {
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  })
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  )
  expect(summary).toEqual([])
}

/** Sets light or dark, runs axe on the dialog. */
export async function expectAccessibleInBothThemes(
  kit: Kit,
  dialog: HTMLElement = screen.getByRole('dialog'),
) {
  for (const mode of ['light', 'dark'] as const) {
    await act(async () => kit.theme.setMode(mode))
    expect(dialog.closest('[data-kit-theme]')?.getAttribute('data-kit-theme')).toBe(mode)
    await expectNoAxeViolations(dialog)
  }
}
