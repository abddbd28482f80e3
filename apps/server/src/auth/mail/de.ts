import type { MailMessages } from './en.js'

/** The e-mails and pages in German (informal "du", as Kit's modal speaks). */
export const german: MailMessages = {
  codeSubject: '{code} ist dein Kit-Code',
  codeTextLogin: 'Dein Code zum Anmelden lautet {code}.',
  codeTextUpdate: 'Dein Code zum Bestätigen der Änderung deiner E-Mail-Adresse lautet {code}.',
  codeTextStepUp:
    'Dein Code zum Bestätigen, dass du es bist (eine Änderung an deinem Konto oder seinen Schlüsseln), lautet {code}.',
  codeHtmlLogin: 'Dein Code zum Anmelden lautet:',
  codeHtmlUpdate: 'Dein Code zum Bestätigen der Änderung deiner E-Mail-Adresse lautet:',
  codeHtmlStepUp:
    'Dein Code zum Bestätigen, dass du es bist (eine Änderung an deinem Konto oder seinen Schlüsseln), lautet:',
  codeExpires: 'Er läuft in {duration} ab. Wenn du ihn nicht angefordert hast, ignoriere diese E-Mail.',
  approvalSubject: 'Bestätige dieses Gerät, um dich bei Kit anzumelden',
  approvalLead: 'Jemand meldet sich mit {email} von einem neuen Gerät bei Kit an.',
  requestLine: '{label}: {value}',
  app: 'App',
  browser: 'Browser',
  ipAddress: 'IP-Adresse',
  browserOnSystem: '{browser} unter {system}',
  unknownBrowser: 'ein unbekannter Browser',
  unknownBrowserOnSystem: 'ein unbekannter Browser unter {system}',
  approvalAskText:
    'Wenn du das warst, öffne diesen Link, um das Gerät zu bestätigen (gültig für {duration}):',
  approvalAskHtml: 'Wenn du das warst, {link} (gültig für {duration}).',
  approvalLink: 'bestätige das Gerät',
  notYou: 'Wenn du das nicht warst, ignoriere diese E-Mail.',
  pageApproveTitle: 'Dieses Gerät bestätigen',
  pageApproveHeading: 'Dieses Gerät bestätigen?',
  pageApproveBody:
    'Jemand meldet sich als {email} von einem neuen Gerät an. Bestätige es nur, wenn du das warst.',
  pageApproveButton: 'Gerät bestätigen',
  pageExpiredTitle: 'Link abgelaufen',
  pageExpiredHeading: 'Dieser Link ist abgelaufen',
  pageExpiredBody:
    'Er wurde schon verwendet oder ist zu alt. Melde dich erneut an, um einen neuen zu erhalten.',
  pageApprovedTitle: 'Gerät bestätigt',
  pageApprovedBody:
    'Wir haben dir einen Anmeldecode per E-Mail geschickt. Kehre zur App zurück und gib ihn dort ein. Du kannst diesen Tab schließen.',
}
