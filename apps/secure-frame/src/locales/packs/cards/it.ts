// Italian: the recovery and account cards. Every key of English's (en.ts), with the same variables.
import type { FrameCardMessages } from '../../en.js'

const it: FrameCardMessages = {
  recovery: {
    protectTitle: 'Proteggi il tuo wallet',
    protectIntro:
      'Scegli come aprire il tuo wallet su un nuovo dispositivo. Kit conserva solo una parte della tua chiave; questo dispositivo ne conserva un’altra.',
    createPasskey: 'Crea una passkey',
    usePassword: 'Usa invece una password',
    protectConfirmIntro:
      'Verrà creato un nuovo wallet per l’account con cui stai accedendo. Continua solo se questo account è tuo.',
    accountLabel: 'Account',
    confirmAccount: 'È il mio account',
    notMyAccount: 'Non è il mio account',
    passwordLabel: 'Password di recupero',
    confirmLabel: 'Ripeti la password',
    passwordHint:
      'Almeno {min} caratteri e difficile da indovinare: più parole senza legame, o la passphrase generata. Nessuno può reimpostarla: conservala con cura.',
    passwordTooShort: 'Usa almeno {min} caratteri',
    passwordsDiffer: 'Le password non coincidono',
    passwordWeak: 'Questa password è troppo facile da indovinare.',
    strengthUnavailable: 'Non è stato possibile verificare la sicurezza della password. Riprova.',
    usePassphrase: 'Usa una passphrase generata',
    passphraseLabel: 'La tua passphrase',
    passphraseNote:
      'Scrivila o conservala in un gestore di password: è l’unica copia e nessuno può reimpostarla.',
    savePassword: 'Proteggi con questa password',
    protecting: 'Protezione del wallet in corso…',
    recoverTitle: 'Apri il tuo wallet su questo dispositivo',
    recoverIntro:
      'Questo dispositivo non ha ancora una chiave per il tuo wallet. Usa la tua passkey o la tua password di recupero.',
    recoverReplaces:
      'Attenzione: l’indirizzo del tuo wallet è cambiato. Questo dispositivo ha una chiave di {old}; ora l’account ha {new}. Continua solo se te lo aspettavi: la chiave di questo dispositivo verrà sostituita.',
    usePasskey: 'Usa la tua passkey',
    openWithPassword: 'Apri con la password',
    opening: 'Apertura del wallet…',
    wrongPassword: 'Questa password non apre questo wallet',
    passkeyCancelled: 'La richiesta della passkey è stata annullata. Riprova.',
    passkeyUnsupported: 'Questa passkey non può proteggere il wallet. Usa invece una password.',
    passkeyNoPrf:
      'Questa passkey non può aprire il tuo wallet in questo browser. Provala su un altro dispositivo o browser, oppure apri il wallet in un altro modo.',
    failed: 'Qualcosa è andato storto. Riprova.',
    addTitle: 'Aggiungi un modo per aprire il tuo wallet',
    addConfirmIntro: 'Prima conferma che sei tu con la tua passkey o la tua password di recupero.',
    addChooseIntro: 'Ora scegli il nuovo modo per aprire il tuo wallet su un nuovo dispositivo.',
    adding: 'Aggiunta al wallet…',
    cancel: 'Annulla',
    confirmTitle: 'Conferma che sei tu',
    confirmIntro: 'Usa la tua passkey o la tua password di recupero per continuare.',
    confirmPasskeyIntro: 'Usa la tua passkey per continuare.',
    checking: 'Verifica…',
    exportTitle: 'Esporta la tua chiave',
    exportIntro:
      'Chiunque abbia questa chiave controlla il tuo wallet e tutto ciò che contiene. Non condividerla mai: nessuno di questa app o di Kit te la chiederà.',
    exportReveal: 'Mostra la mia chiave',
    exportEvmLabel: 'Chiave privata EVM',
    exportSolanaLabel: 'Chiave segreta Solana',
    exportDone: 'Fatto',
  },
  account: {
    changeEmailTitle: 'Cambia la tua email',
    changeEmailIntro:
      'L’email con cui accedi sta per cambiare. Controlla entrambi gli indirizzi prima di proseguire.',
    currentEmailLabel: 'Email attuale',
    newEmailLabel: 'Nuova email',
    noEmail: 'Nessuna',
    continue: 'Continua',
    cancel: 'Annulla',
    close: 'Chiudi',
    codeLabel: 'Codice',
    codeSentTo: 'Inserisci il codice di 6 cifre che abbiamo inviato a {email}.',
    codeInvalid: 'Inserisci le 6 cifre del codice',
    verify: 'Verifica',
    checking: 'Verifica del codice…',
    sending: 'Invio del codice…',
    signInAgainFirst:
      'Per aggiungere un’email a questo account, accedi di nuovo prima, poi cambiala entro pochi minuti.',
    stepUpTitle: 'Conferma che sei tu',
    stepUpIntro: 'Per continuare, conferma che sei tu con un codice inviato alla tua email.',
    sendCode: 'Invia il codice',
    sessionsTitle: 'Dispositivi con accesso',
    sessionsIntro:
      'Questi dispositivi hanno effettuato l’accesso al tuo account. Disconnetti quelli che non riconosci.',
    thisDevice: 'Questo dispositivo',
    unknownDevice: 'Dispositivo sconosciuto',
    signedInWith: 'Accesso con {method}',
    lastUsed: 'Ultimo utilizzo: {date}',
    signOut: 'Esci',
    signOutOthers: 'Esci da tutti gli altri dispositivi',
    done: 'Fatto',
    loading: 'Caricamento…',
    signingOut: 'Uscita in corso…',
    failed: 'Qualcosa è andato storto. Riprova.',
    providerTitle: 'Continua con {provider}',
    providerIntro:
      'Questa pagina aprirà {provider} per farti accedere, poi tornerà qui. Continua solo se vuoi accedere ora.',
    leaving: 'Apertura di {provider}…',
    methodsTitle: 'Modi per aprire il tuo wallet',
    methodsIntro:
      'Una passkey o la tua password di recupero apre il tuo wallet su un nuovo dispositivo. Rimuovi quella che non hai più: da quel momento non apre più nulla, nemmeno una sua copia.',
    passkeyMethod: 'Passkey',
    passwordMethod: 'Password di recupero',
    addedOn: 'Aggiunta il {date}',
    remove: 'Rimuovi',
    removing: 'Rimozione…',
    lastMethod: 'Il tuo wallet conserva almeno un modo per aprirlo su un nuovo dispositivo.',
  },
}

export default it
