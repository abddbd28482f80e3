import { base64urlnopad } from '@scure/base'
import { describe, expect, it, vi } from 'vitest'
import { browserPasskeys, type RecoveryPasskeys } from '../keys/passkey.js'
import { englishTexts } from '../locales/index.js'
import { askRecoveryPasskey, PasskeyWindowError } from './recoveryPasskey.js'

const FRAME = 'https://frame.kit.test'
const rawId = new Uint8Array(16).fill(7)
const credentialId = base64urlnopad.encode(rawId)
const prfSalt = new Uint8Array(32).fill(3)
const options = { rpId: 'frame.kit.test', passkeys: [{ credentialId, prfSalt }] }

/** A passkey's answer with a PRF output. */
const answer = () => ({
  type: 'public-key',
  rawId: rawId.buffer,
  getClientExtensionResults: () => ({ prf: { results: { first: new Uint8Array(32).fill(5).buffer } } }),
})

/** The Kit window as the frame sees it: loaded on `origin`, with a passkey manager of its own. */
function kitWindow(origin = FRAME, get: () => Promise<unknown> = async () => answer()) {
  const popup = {
    closed: false,
    close: vi.fn(() => {
      popup.closed = true
    }),
    location: { origin },
    document: {
      readyState: 'complete',
      documentElement: { dataset: { secureWindow: 'ready' } },
      getElementById: () => null,
    },
    navigator: { credentials: { get: vi.fn(get), create: vi.fn() } },
  }
  return popup
}

/** The frame's document: whether its host lets it use `publickey-credentials-get`, and its `window.open`. */
function frameDocument(getAllowed: boolean, popup: unknown) {
  const open = vi.fn(() => popup)
  const document = {
    featurePolicy: {
      allowsFeature: (feature: string) => getAllowed || feature !== 'publickey-credentials-get',
    },
    defaultView: { open },
  } as unknown as Document
  return { document, open }
}

const place = (document: Document, passkeys: RecoveryPasskeys = browserPasskeys) => ({
  document,
  frameOrigin: FRAME,
  passkeys,
  texts: () => englishTexts,
})

describe('askRecoveryPasskey: where the wallet’s passkey is asked', () => {
  it('in the frame when the host lets the frame use WebAuthn: no window opens', async () => {
    const popup = kitWindow()
    const { document, open } = frameDocument(true, popup)
    const secret = { kind: 'passkey' as const, credentialId, prfOutput: new Uint8Array(32), prfSalt }
    const passkeys = { create: vi.fn(), get: vi.fn(async () => secret) }
    await expect(askRecoveryPasskey(place(document, passkeys), options)).resolves.toBe(secret)
    expect(open).not.toHaveBeenCalled()
    expect(passkeys.get).toHaveBeenCalledWith(options)
    expect(popup.navigator.credentials.get).not.toHaveBeenCalled()
  })

  it('in the Kit window on the frame’s origin when the host refuses it: the PRF assertion on the record’s salt', async () => {
    const popup = kitWindow()
    const { document, open } = frameDocument(false, popup)
    const secret = await askRecoveryPasskey(place(document), options)
    expect(open).toHaveBeenCalledWith(
      `${FRAME}/secure-window.html`,
      expect.stringMatching(/^kit-passkey-/),
      'popup,width=460,height=720',
    )
    // The window's own WebAuthn was asked, for this passkey alone, with the PRF on its record's salt.
    expect(popup.navigator.credentials.get).toHaveBeenCalledTimes(1)
    const asked = (popup.navigator.credentials.get.mock.calls[0] as unknown as [CredentialRequestOptions])[0]
    const publicKey = asked.publicKey as PublicKeyCredentialRequestOptions & {
      extensions: { prf: { evalByCredential: Record<string, { first: Uint8Array }> } }
    }
    expect(publicKey.rpId).toBe('frame.kit.test')
    expect(publicKey.userVerification).toBe('required')
    expect(publicKey.allowCredentials?.map((entry) => base64urlnopad.encode(entry.id as Uint8Array))).toEqual(
      [credentialId],
    )
    expect(Object.keys(publicKey.extensions.prf.evalByCredential)).toEqual([credentialId])
    const salt = publicKey.extensions.prf.evalByCredential[credentialId]?.first
    expect(Array.from(salt ?? [])).toEqual(Array.from(prfSalt))
    expect(secret).toMatchObject({ kind: 'passkey', credentialId })
    expect((secret as { prfOutput: Uint8Array }).prfOutput).toEqual(new Uint8Array(32).fill(5))
    // The window closes once the passkey was used.
    expect(popup.close).toHaveBeenCalled()
  })

  it('a blocked Kit window is a clear failure, nothing asked', async () => {
    const { document } = frameDocument(false, null)
    const passkeys = { create: vi.fn(), get: vi.fn() }
    const failure = await askRecoveryPasskey(place(document, passkeys), options).catch((error) => error)
    expect(failure).toBeInstanceOf(PasskeyWindowError)
    expect(failure.shortMessage).toBe(englishTexts.t('passkeyPopupBlocked'))
    expect(passkeys.get).not.toHaveBeenCalled()
  })

  it('a Kit window closed before the passkey was used is a clear failure', async () => {
    const popup = kitWindow(FRAME, () => new Promise(() => undefined))
    const { document } = frameDocument(false, popup)
    const asking = askRecoveryPasskey(place(document), options).catch((error) => error)
    await vi.waitFor(() => expect(popup.navigator.credentials.get).toHaveBeenCalled())
    popup.closed = true
    const failure = await asking
    expect(failure).toBeInstanceOf(PasskeyWindowError)
    expect(failure.shortMessage).toBe(
      'The Kit window was closed before your passkey was used. Try again, and leave the window open until it closes itself.',
    )
  })

  it('a window that is not on the frame’s origin is never asked', async () => {
    const popup = kitWindow('https://elsewhere.test')
    const { document } = frameDocument(false, popup)
    const asking = askRecoveryPasskey(place(document), options).catch((error) => error)
    await new Promise((resolve) => setTimeout(resolve, 400))
    popup.closed = true
    expect(await asking).toBeInstanceOf(PasskeyWindowError)
    expect(popup.navigator.credentials.get).not.toHaveBeenCalled()
  })
})
