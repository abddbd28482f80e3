// German: what the cards say when a call fails. Every key of English's (errorTexts.ts), with the same
// variables.
import type { ErrorTexts } from '../../errorTexts.js'

const de: ErrorTexts = {
  wrongCode: '{count, plural, other {Falscher Code. Verbleibende Versuche: #}}',
  codeExpired: 'Der Code ist abgelaufen; fordere einen neuen Code an',
  codeLocked: 'Zu viele falsche Codes: Dieser Code ist gesperrt. Fordere einen neuen Code an',
  noCode: 'Es wartet kein Code; fordere einen neuen Code an',
  tooManyWrongCodes: 'Zu viele falsche Codes heute. Bitte versuche es in {seconds} s erneut',
  tooManyAttempts: 'Zu viele Versuche. Bitte versuche es in {seconds} s erneut',
  emailTaken: 'Diese E-Mail gehört zu einem anderen Konto',
  sameEmail: 'Die neue E-Mail ist die aktuelle',
  noEmail:
    'Dieses Konto hat keine E-Mail, an die ein Code gesendet werden kann; melde dich stattdessen erneut an',
  sessionEnded: 'Deine Sitzung ist beendet; melde dich erneut an',
  confirmAgain: 'Bestätige erneut, dass du es bist, um fortzufahren',
  signedOutAlready: 'Dieses Gerät ist bereits abgemeldet',
  lastMethod: 'Deine Wallet behält mindestens einen Zugang für ein neues Gerät.',
  lastLoginMethod:
    'Dieser Passkey ist der einzige Weg, dich bei diesem Konto anzumelden; füge zuerst einen weiteren Passkey oder eine E-Mail hinzu',
  passkeyExists: 'Dieser Passkey schützt die Wallet bereits',
  passwordExists: 'Diese Wallet hat bereits ein Wiederherstellungspasswort',
  serviceDown: 'Der Anmeldedienst kann gerade nicht antworten. Versuche es später erneut',
  unreachable: 'Der Anmeldedienst ist nicht erreichbar. Versuche es erneut',
  signInAgain: 'Melde dich erneut an, um fortzufahren',
  exportSignInAgain: 'Melde dich erneut an, um deinen Schlüssel zu exportieren',
  recordUnreadable:
    'Dieser Weg, deine Wallet zu öffnen, kann hier nicht gelesen werden. Versuche einen anderen',
  methodMissing: 'Diese Wallet hat keinen solchen Weg, sie zu öffnen. Versuche einen anderen',
  passkeyHere: 'Ein Passkey auf diesem Gerät schützt die Wallet bereits',
  passkeyUnavailable: 'Passkeys sind hier nicht verfügbar',
  passkeyFailed: 'Die Passkey-Anfrage ist fehlgeschlagen. Versuche es erneut',
}

export default de
