import { EMAIL_FIELD_PATH } from '@kit/frame-bridge'
import type { AuthConnector } from '../connectors/auth/types.js'
import type { Kit } from '../kit.js'
import type { TaskState } from '../state/tasks.js'
import { authSteps } from './authSteps.js'
import { tasks } from './flowTasks.js'

/** The frame-hosted e-mail field to show where the Connect view's e-mail input is (see {@link passkeyAutofillField}). */
export type PasskeyAutofillField = {
  /** The field's page (`email-field.html` on the secure frame's origin), with its id and the project. */
  readonly src: string
  /** The secure frame's origin: the field's messages come from it, and only from it. */
  readonly origin: string
  /** The field's id: its messages name it, and {@link connectPasskeyAutofill} waits on it. */
  readonly field: string
}

/**
 * The frame-hosted e-mail field for passkey autofill: a page of the secure frame's origin, so that the passkey's
 * WebAuthn runs there and never in the host page. Undefined without an auth connector that offers autofill. A new id
 * each call (a field of its own per Connect view). The host adds the field's look and language to `src`.
 * @example const slot = passkeyAutofillField(kit)
 */
export function passkeyAutofillField(kit: Kit): PasskeyAutofillField | undefined {
  const connector = kit.connectors.getAuthConnector() as Partial<AuthConnector> | undefined
  if (typeof connector?.frameUrl !== 'string' || typeof connector.connectPasskeyAutofill !== 'function')
    return undefined
  let url: URL
  try {
    url = new URL(EMAIL_FIELD_PATH, connector.frameUrl)
  } catch {
    return undefined
  }
  const field = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')
  url.search = new URLSearchParams({ field, projectId: kit.options.projectId }).toString()
  return { src: url.href, origin: url.origin, field }
}

/** Parameters of {@link connectPasskeyAutofill}. */
export type ConnectPasskeyAutofillParameters = {
  /** The shown field's id ({@link passkeyAutofillField}). */
  field: string
  /** Abort when the field goes away or the visitor picks another way to sign in. */
  signal: AbortSignal
}

/**
 * Passkey autofill: waits, while the frame-hosted e-mail field shows, for a passkey picked from its autofill; the
 * secure frame verifies it and opens the wallet as "Continue with a passkey" does, then the kit connects through the
 * auth connector. Nothing shows as pending while it waits; once a passkey was picked, its outcome is `tasks.passkey`.
 * Never rejects: undefined once aborted or where the server has passkeys off (the host then keeps its own e-mail
 * input), else the task's state.
 * @example const controller = new AbortController(); void connectPasskeyAutofill(kit, { field, signal: controller.signal })
 */
export async function connectPasskeyAutofill(
  kit: Kit,
  { field, signal }: ConnectPasskeyAutofillParameters,
): Promise<TaskState | undefined> {
  let failure: { error: unknown } | undefined
  let connectorId: string
  try {
    const auth = authSteps(kit)
    await auth.connectPasskeyAutofill({ field, signal })
    connectorId = auth.connectorId
  } catch (error) {
    // Passkeys off on the server: no autofill here, which is no error of the visitor's (the host keeps its input).
    if (signal.aborted || (error as { reason?: unknown } | null)?.reason === 'PasskeysUnavailable')
      return undefined
    failure = { error }
    connectorId = ''
  }
  return kit.tasks.run(tasks.passkey, async () => {
    if (failure) throw failure.error
    await kit.connection.connect(connectorId)
  })
}
