// The pages the server shows during a social login, in English: the reference every other language matches, key for
// key and placeholder for placeholder (socialPages.test.ts). Plain text: `{provider}` is the provider's name.

/** The social-login pages in English. */
export const english = {
  /** A redirect login the server refused to start: the title, the heading, the reason, and what to do. */
  notStartedTitle: 'Sign-in not started',
  notStartedHeading: 'This sign-in could not start',
  tryAgain: 'Go back to the app and try again.',
  notFromFrame: 'A sign-in by redirect starts from the secure sign-in frame only.',
  incomplete: 'The sign-in request is incomplete.',
  returnNotAllowed: 'The app asked to come back to a page this project does not allow.',
  notConfigured: 'Login with {provider} is not configured on this server.',
  /** The page that moves on to the provider at once, with a link for a browser that does not. */
  leavingTitle: 'Signing in',
  leavingHeading: 'Signing in…',
  leavingLink: 'Continue to the sign-in page',
  /** A redirect login that came back to a browser that did not start it. */
  refusedTitle: 'Sign-in refused',
  refusedHeading: 'This sign-in was not started in this browser',
  refusedBody: 'For your safety it cannot finish here. Go back to the app and sign in from there.',
  /** A provider's answer for a login that is unknown, used already or too old. */
  expiredTitle: 'Sign-in expired',
  expiredHeading: 'This sign-in has expired',
  expiredBody: 'Close this window and try again.',
  /** The page that posts Apple's answer once more from the server's own site (title and heading). */
  relayTitle: 'Finish signing in',
  relayBody: 'You are almost done.',
  relayButton: 'Continue',
}

/** The social-login pages in one language: every key of English's, each with the same placeholders. */
export type SocialPageMessages = Record<keyof typeof english, string>
