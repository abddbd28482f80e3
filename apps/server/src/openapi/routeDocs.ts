import type { passkeyEndpoints } from '../auth/passkey/passkeyEndpoints.js'
import type { authEndpoints } from '../contract/authEndpoints.js'
import type { projectEndpoints } from '../contract/projectEndpoints.js'

/** The prose of one operation in the OpenAPI document. */
export type RouteDocs = {
  /** One line: what the route does. */
  summary: string
  /** More, when one line is not enough (CommonMark). */
  description?: string
}

/** Prose for every route of a table (no more, no fewer): the document's text, kept out of the frame's bundle. */
type DocsOf<T> = { readonly [K in keyof T]: RouteDocs }

/** The auth API's operations, by route name. */
export const authDocs: DocsOf<typeof authEndpoints> = {
  emailConnect: {
    summary: 'Starts an e-mail login: a code for an approved device, an approval link for a new one',
  },
  deviceWait: { summary: "One long poll for the device's approval" },
  emailVerify: { summary: 'Checks the e-mail code of an approved device and signs in' },
  session: { summary: 'The session behind the bearer token' },
  sessions: { summary: "The user's signed-in devices" },
  endSessions: {
    summary: 'Ends one session, or every other one, and revokes their devices’ wallet splits',
  },
  logout: { summary: 'Ends this session' },
  logoutAll: { summary: 'Ends every session of the user' },
  openWallet: {
    summary:
      "The session, the wallet's state, the server's passkey RP ID and, for one of the user's devices, its split's auth share",
  },
  storeShares: { summary: "Stores a new wallet: this device's and the first recovery method's auth shares" },
  recoveryRecords: {
    summary: 'The sealed recovery records of one kind (or all), for a device without its share',
  },
  recoveryAuthShare: { summary: "The auth share of one recovery record's split" },
  addDevice: { summary: "This device's own new split after a recovery" },
  addRecoveryMethod: { summary: 'Adds a passkey or the password, with its own split' },
  removeRecoveryMethod: {
    summary: "Removes a recovery method and its split's auth share (never the last)",
  },
  stepUpEmail: { summary: "Sends a step-up code to the account's e-mail" },
  stepUpEmailVerify: {
    summary: 'Checks the step-up code: the session counts as freshly proven until `freshUntil`',
  },
  emailUpdate: {
    summary: 'Starts an e-mail change: a code to the current address, or to the new one when there is none',
  },
  emailUpdatePrimary: { summary: "Checks the current address's code; a code goes to the new one" },
  emailUpdateSecondary: { summary: "Checks the new address's code and makes the change" },
  socialStart: { summary: "A pop-up social login: the provider's authorization URL" },
  socialConnect: { summary: "Redeems a social login's one-time result with the verifier of its challenge" },
  farcasterChannel: { summary: 'Opens a Sign-In-With-Farcaster channel on the relay' },
  farcasterStatus: { summary: "A Farcaster channel's state; once completed, the login" },
}

/** The passkey login's operations (`auth/passkey/`), by route name. */
export const passkeyDocs: DocsOf<typeof passkeyEndpoints> = {
  passkeyRegisterOptions: {
    summary: 'Starts a passkey-only sign-up: WebAuthn creation options and the new account’s PRF salt',
    description:
      'The frame adds `extensions.prf.eval.first` from `prfSalt` itself. Options ask for a discoverable credential with user verification and attestation `none`.',
  },
  passkeyRegisterVerify: {
    summary: 'Verifies the new passkey and signs in to a new account whose only login it is',
    description:
      'The body is `PublicKeyCredential.toJSON()` without the PRF output (a body carrying `clientExtensionResults.prf.results` is refused). Answers a login, like e-mail’s, with the credential id and PRF salt.',
  },
  passkeyLoginOptions: {
    summary:
      'Starts a passkey sign-in: options for a discoverable passkey, or for this device’s credential id',
    description:
      'With `credentialId`, the options allow only it and `prfSalt` is its user’s (an unknown id gets an equally stable salt), so one assertion can both sign in and open the recovery share.',
  },
  passkeyLoginVerify: {
    summary: 'Verifies an assertion (challenge, origin, RP id, user verification, counter) and signs in',
  },
  passkeyList: { summary: 'The account’s passkeys (never their keys)' },
  passkeyRemove: {
    summary: 'Removes one of the account’s passkeys (fresh proof; never the account’s last login)',
  },
  passkeyAddOptions: {
    summary: 'Starts adding a passkey to the signed-in account (fresh proof)',
  },
  passkeyAddVerify: { summary: 'Verifies and adds the new passkey (fresh proof)' },
  passkeyStepUpOptions: {
    summary: 'Starts a step-up with one of the account’s passkeys (and gives its PRF salt)',
  },
  passkeyStepUpVerify: {
    summary: 'Verifies the step-up assertion: the session counts as freshly proven until `freshUntil`',
  },
}

/** The project routes' operations, by route name. */
export const projectDocs: DocsOf<typeof projectEndpoints> = {
  projectConfig: { summary: "A project's public settings: the parent origins allowed to embed the frame" },
}
