// Italian: what the cards say when a call fails. Every key of English's (errorTexts.ts), with the same
// variables.
import type { ErrorTexts } from '../../errorTexts.js'

const it: ErrorTexts = {
  wrongCode: '{count, plural, other {Codice errato. Tentativi rimasti: #}}',
  codeExpired: 'Il codice è scaduto; richiedine uno nuovo',
  codeLocked: 'Troppi codici errati: questo codice è bloccato. Richiedine uno nuovo',
  noCode: 'Nessun codice in attesa; richiedine uno nuovo',
  tooManyWrongCodes: 'Troppi codici errati oggi. Riprova tra {seconds} s',
  tooManyAttempts: 'Troppi tentativi. Riprova tra {seconds} s',
  emailTaken: 'Questa e-mail appartiene a un altro account',
  sameEmail: 'La nuova e-mail è quella attuale',
  noEmail: 'Questo account non ha un’e-mail a cui inviare un codice; accedi di nuovo',
  sessionEnded: 'La tua sessione è terminata; accedi di nuovo',
  confirmAgain: 'Conferma di nuovo che sei tu per continuare',
  signedOutAlready: 'Questo dispositivo è già disconnesso',
  lastMethod: 'Il tuo wallet conserva almeno un modo per aprirlo su un nuovo dispositivo.',
  lastLoginMethod:
    'Questa passkey è l’unico modo per accedere a questo account; aggiungi prima un’altra passkey o un’e-mail',
  passkeyExists: 'Questa passkey protegge già il wallet',
  passwordExists: 'Questo wallet ha già una password di recupero',
  serviceDown: 'Il servizio di accesso non può rispondere ora. Riprova più tardi',
  unreachable: 'Impossibile raggiungere il servizio di accesso. Riprova',
  signInAgain: 'Accedi di nuovo per continuare',
  exportSignInAgain: 'Accedi di nuovo per esportare la tua chiave',
  recordUnreadable: 'Questo modo di aprire il wallet non può essere letto qui. Provane un altro',
  methodMissing: 'Questo wallet non ha questo modo di essere aperto. Provane un altro',
  passkeyHere: 'Una passkey su questo dispositivo protegge già il wallet',
  passkeyUnavailable: 'Le passkey non sono disponibili qui',
  passkeyFailed: 'La richiesta della passkey non è riuscita. Riprova',
}

export default it
