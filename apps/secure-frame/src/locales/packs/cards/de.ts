// German: the recovery and account cards. Every key of English's (en.ts), with the same variables.
import type { FrameCardMessages } from '../../en.js'

const de: FrameCardMessages = {
  recovery: {
    protectTitle: 'Schütze deine Wallet',
    protectIntro:
      'Wähle, wie du deine Wallet auf einem neuen Gerät öffnest. Kit verwahrt nur einen Teil deines Schlüssels; dieses Gerät einen anderen.',
    createPasskey: 'Passkey erstellen',
    usePassword: 'Stattdessen ein Passwort nutzen',
    protectConfirmIntro:
      'Für das Konto, mit dem du dich anmeldest, wird eine neue Wallet erstellt. Fahre nur fort, wenn dieses Konto dir gehört.',
    accountLabel: 'Konto',
    confirmAccount: 'Das ist mein Konto',
    notMyAccount: 'Nicht mein Konto',
    passwordLabel: 'Wiederherstellungspasswort',
    confirmLabel: 'Passwort wiederholen',
    passwordHint:
      'Mindestens {min} Zeichen und schwer zu erraten: mehrere Wörter ohne Zusammenhang oder die erzeugte Passphrase. Niemand kann es zurücksetzen: Bewahre es sicher auf.',
    passwordTooShort: 'Nutze mindestens {min} Zeichen',
    passwordsDiffer: 'Die Passwörter stimmen nicht überein',
    passwordWeak: 'Dieses Passwort ist zu leicht zu erraten.',
    strengthUnavailable: 'Die Stärke des Passworts konnte nicht geprüft werden. Versuche es erneut.',
    usePassphrase: 'Erzeugte Passphrase nutzen',
    passphraseLabel: 'Deine Passphrase',
    passphraseNote:
      'Schreib sie auf oder bewahre sie in einem Passwortmanager auf: Sie ist die einzige Kopie, und niemand kann sie zurücksetzen.',
    savePassword: 'Mit diesem Passwort schützen',
    protecting: 'Deine Wallet wird geschützt…',
    recoverTitle: 'Öffne deine Wallet auf diesem Gerät',
    recoverIntro:
      'Dieses Gerät hat noch keinen Schlüssel für deine Wallet. Nutze deinen Passkey oder dein Wiederherstellungspasswort.',
    recoverReplaces:
      'Achtung: Die Adresse deiner Wallet hat sich geändert. Dieses Gerät hat einen Schlüssel von {old}; das Konto hat jetzt {new}. Fahre nur fort, wenn du das erwartet hast: Der Schlüssel auf diesem Gerät wird ersetzt.',
    usePasskey: 'Deinen Passkey nutzen',
    openWithPassword: 'Mit Passwort öffnen',
    opening: 'Deine Wallet wird geöffnet…',
    wrongPassword: 'Dieses Passwort öffnet diese Wallet nicht',
    passkeyCancelled: 'Die Passkey-Anfrage wurde abgebrochen. Versuche es erneut.',
    passkeyUnsupported: 'Dieser Passkey kann die Wallet nicht schützen. Nutze stattdessen ein Passwort.',
    passkeyNoPrf:
      'Dieser Passkey kann deine Wallet in diesem Browser nicht öffnen. Versuche es auf einem anderen Gerät oder in einem anderen Browser, oder öffne deine Wallet auf andere Weise.',
    failed: 'Etwas ist schiefgelaufen. Versuche es erneut.',
    addTitle: 'Füge einen Zugang zu deiner Wallet hinzu',
    addConfirmIntro:
      'Bestätige zuerst mit deinem Passkey oder deinem Wiederherstellungspasswort, dass du es bist.',
    addChooseIntro: 'Wähle jetzt den neuen Weg, deine Wallet auf einem neuen Gerät zu öffnen.',
    adding: 'Wird zu deiner Wallet hinzugefügt…',
    cancel: 'Abbrechen',
    confirmTitle: 'Bestätige, dass du es bist',
    confirmIntro: 'Nutze deinen Passkey oder dein Wiederherstellungspasswort, um fortzufahren.',
    confirmPasskeyIntro: 'Nutze deinen Passkey, um fortzufahren.',
    checking: 'Wird geprüft…',
    exportTitle: 'Exportiere deinen Schlüssel',
    exportIntro:
      'Wer diesen Schlüssel hat, kontrolliert deine Wallet und alles darin. Teile ihn nie: Niemand von dieser App oder von Kit wird danach fragen.',
    exportReveal: 'Meinen Schlüssel zeigen',
    exportEvmLabel: 'Privater EVM-Schlüssel',
    exportSolanaLabel: 'Geheimer Solana-Schlüssel',
    exportDone: 'Fertig',
  },
  account: {
    changeEmailTitle: 'Ändere deine E-Mail',
    changeEmailIntro:
      'Die E-Mail, mit der du dich anmeldest, wird gleich geändert. Prüfe beide Adressen, bevor du weitermachst.',
    currentEmailLabel: 'Aktuelle E-Mail',
    newEmailLabel: 'Neue E-Mail',
    noEmail: 'Keine',
    continue: 'Weiter',
    cancel: 'Abbrechen',
    close: 'Schließen',
    codeLabel: 'Code',
    codeSentTo: 'Gib den 6-stelligen Code ein, den wir an {email} gesendet haben.',
    codeInvalid: 'Gib die 6 Ziffern des Codes ein',
    verify: 'Bestätigen',
    checking: 'Code wird geprüft…',
    sending: 'Code wird gesendet…',
    signInAgainFirst:
      'Um diesem Konto eine E-Mail hinzuzufügen, melde dich zuerst erneut an und ändere sie dann innerhalb weniger Minuten.',
    stepUpTitle: 'Bestätige, dass du es bist',
    stepUpIntro: 'Bestätige zum Fortfahren mit einem Code an deine E-Mail, dass du es bist.',
    sendCode: 'Code senden',
    sessionsTitle: 'Angemeldete Geräte',
    sessionsIntro: 'Diese Geräte sind bei deinem Konto angemeldet. Melde alle ab, die du nicht kennst.',
    thisDevice: 'Dieses Gerät',
    unknownDevice: 'Unbekanntes Gerät',
    signedInWith: 'Angemeldet mit {method}',
    lastUsed: 'Zuletzt genutzt: {date}',
    signOut: 'Abmelden',
    signOutOthers: 'Alle anderen Geräte abmelden',
    done: 'Fertig',
    loading: 'Wird geladen…',
    signingOut: 'Wird abgemeldet…',
    failed: 'Etwas ist schiefgelaufen. Versuche es erneut.',
    providerTitle: 'Weiter mit {provider}',
    providerIntro:
      'Diese Seite öffnet {provider}, um dich anzumelden, und kommt dann hierher zurück. Fahre nur fort, wenn du dich jetzt anmelden willst.',
    leaving: '{provider} wird geöffnet…',
    methodsTitle: 'Zugänge zu deiner Wallet',
    methodsIntro:
      'Ein Passkey oder dein Wiederherstellungspasswort öffnet deine Wallet auf einem neuen Gerät. Entferne einen, den du nicht mehr hast: Er öffnet dann nichts mehr, auch keine Kopie davon.',
    passkeyMethod: 'Passkey',
    passwordMethod: 'Wiederherstellungspasswort',
    addedOn: 'Hinzugefügt am {date}',
    remove: 'Entfernen',
    removing: 'Wird entfernt…',
    lastMethod: 'Deine Wallet behält mindestens einen Zugang für ein neues Gerät.',
  },
}

export default de
