// The server's e-mails and device-approval pages in English: the reference every other language matches, key for
// key and placeholder for placeholder (mailLocales.test.ts). Messages are plain text: `{name}` marks a value the
// templates put in (escaped in HTML); `{duration}` is already written in the language ("10 minutes", through Intl).

/** The e-mails and pages in English. */
export const english = {
  codeSubject: '{code} is your Kit code',
  /** The text mail's line with the code, for each reason a code is sent. */
  codeTextLogin: 'Your code to sign in is {code}.',
  codeTextUpdate: 'Your code to confirm your e-mail change is {code}.',
  codeTextStepUp: 'Your code to confirm it is you (a change to your account or its keys) is {code}.',
  /** The HTML mail's line above the code, which follows on its own line in large type. */
  codeHtmlLogin: 'Your code to sign in is',
  codeHtmlUpdate: 'Your code to confirm your e-mail change is',
  codeHtmlStepUp: 'Your code to confirm it is you (a change to your account or its keys) is',
  codeExpires: 'It expires in {duration}. If you did not ask for it, ignore this e-mail.',
  approvalSubject: 'Approve this device to sign in to Kit',
  approvalLead: 'Someone is signing in to Kit with {email} from a new device.',
  /** One line of what the server saw of the request: `{label}` is one of the three below. */
  requestLine: '{label}: {value}',
  app: 'App',
  browser: 'Browser',
  ipAddress: 'IP address',
  browserOnSystem: '{browser} on {system}',
  unknownBrowser: 'an unknown browser',
  unknownBrowserOnSystem: 'an unknown browser on {system}',
  /** The text mail's request, followed by the link on a line of its own. */
  approvalAskText: 'If it was you, open this link to approve the device (valid {duration}):',
  /** The HTML mail's request: `{link}` is `approvalLink`, linked. */
  approvalAskHtml: 'If it was you, {link} (valid {duration}).',
  approvalLink: 'approve the device',
  notYou: 'If it was not you, ignore this e-mail.',
  pageApproveTitle: 'Approve this device',
  pageApproveHeading: 'Approve this device?',
  pageApproveBody: 'Someone is signing in as {email} from a new device. Approve it only if that was you.',
  pageApproveButton: 'Approve device',
  pageExpiredTitle: 'Link expired',
  pageExpiredHeading: 'This link has expired',
  pageExpiredBody: 'It was used already or is too old. Start signing in again to get a new one.',
  pageApprovedTitle: 'Device approved',
  pageApprovedBody:
    'We sent a sign-in code to your e-mail. Go back to the app and enter it there. You can close this tab.',
}

/** The messages of one language: every key of English's, each with the same placeholders. */
export type MailMessages = Record<keyof typeof english, string>
