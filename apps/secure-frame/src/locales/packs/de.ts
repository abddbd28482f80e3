// German. Every key of the English table (en.ts), with the same variables.
import type { FrameMessages } from '../en.js'

const de: FrameMessages = {
  reject: 'Ablehnen',
  requestDetails: 'Details der Anfrage',
  scrollToSee:
    'Scrolle, um die ganze Anfrage zu lesen: Die Buttons funktionieren, sobald du sie gesehen hast.',
  sending: 'Wird gesendet…',
  signing: 'Wird signiert…',
  yourAccount: 'Dein Konto',
  yourSmartAccount: 'Dein Smart Account',
  from: 'Von',
  accountType: 'Kontotyp',
  smartAccount: 'Smart Account',
  accountEoa: 'Konto (EOA)',
  appName: 'Name der App',
  appNameValue: '{name} (wie die App sich selbst nennt; nicht geprüft)',
  network: 'Netzwerk',
  message: 'Nachricht',
  to: 'An',
  amount: 'Betrag',
  data: 'Daten',
  note: 'Hinweis',
  warning: 'Warnung',
  format: 'Format',
  domain: 'Domain',
  type: 'Typ',
  none: 'Keine',
  signsYouInTo: 'Meldet dich an bei',
  codeSize: 'Codegröße',
  codeSizeValue: '{size, plural, one {# Byte} other {# Bytes}}',
  amountSentWith: '{amount} (wird mitgesendet)',
  dataNone: 'Keine (eine einfache Überweisung)',
  dataBytes: '{size} Bytes, Funktion {selector}',
  dataSmartAccount:
    'Lässt deinen Smart Account {count, plural, one {1 Aufruf} other {# Aufrufe}} ausführen ({name}), unten aufgeführt',
  callLine: 'An {to}\nBetrag {amount}\nDaten {data}',
  callLabel: 'Aufruf {index}',
  innerCallLabel: 'Smart-Account-Aufruf {index}',
  callInnerCallLabel: 'Aufruf {call}, Smart-Account-Aufruf {index}',
  smartAccountNote:
    'Damit handelt dein Smart Account: Seine Aufrufe geben aus, was er besitzt (sein Guthaben und seine Token).',
  networkFee: 'Netzwerkgebühr',
  paidBy: 'Bezahlt von {sponsor}',
  maxNetworkFee: 'Max. Netzwerkgebühr',
  notSponsored: 'Nicht gesponsert',
  notSponsoredValue: 'Die App zahlt diese Gebühr nicht: {reason}. Du zahlst sie von deinem Konto.',
  transactionType: 'Transaktionstyp',
  legacyTransaction: 'Legacy (Typ 0): ein fester Gaspreis',
  upgradesAccount:
    'Dieses erste Senden macht dein Konto in diesem Netzwerk außerdem zu einem Smart Account (EIP-7702); seine Adresse bleibt gleich.',
  createsSmartAccount: 'Dieses erste Senden erstellt außerdem deinen Smart Account in diesem Netzwerk.',
  feeToPay: 'Zu zahlende Netzwerkgebühr',
  marketFee: 'Marktgebühr',
  appFee: 'Gebühr der App',
  maxFee: 'max. {amount}',
  maxFeeUnaffordable: 'max. {amount} – mehr, als dein Konto hat',
  feeFarAbove: 'Die Gebühr der App liegt weit über der des Markts (mehr als das {times}-Fache).',
  marketFeeSelected: 'Die Marktgebühr ist gewählt: Nimm die der App nur, wenn du sie wirklich zahlen willst.',
  signatureRequest: 'Signaturanfrage',
  signInRequest: 'Anmeldeanfrage',
  signInElsewhere: 'Anmeldung bei einer anderen Website',
  approveTransaction: 'Transaktion bestätigen',
  approveCalls: '{count} Aufrufe bestätigen',
  approveTransactions: '{count} Transaktionen bestätigen',
  deployContract: 'Contract bereitstellen',
  sign: 'Signieren',
  send: 'Senden',
  deploy: 'Bereitstellen',
  asksSignMessage: '{origin} bittet dich, diese Nachricht zu signieren.',
  asksSignIn: '{origin} bittet dich, dich mit deinem Konto anzumelden.',
  asksSignInElsewhere: '{origin} bittet dich, dich bei {domain} anzumelden.',
  asksTypedDataV1:
    '{origin} bittet dich, typisierte Daten zu signieren (altes Format, eth_signTypedData v1).',
  asksTypedData: '{origin} bittet dich, strukturierte Daten zu signieren (typisierte Daten {version}).',
  asksDeploy: '{origin} bittet dich, einen Contract bereitzustellen.',
  asksSendTransaction: '{origin} bittet dich, eine Transaktion zu senden.',
  asksSendCalls: '{origin} bittet dich, {count, plural, one {einen Aufruf} other {# Aufrufe}} zu senden.',
  asksSolanaSend: '{origin} bittet dich, eine Transaktion zu signieren und an {network} zu senden.',
  asksSolanaSign:
    '{origin} bittet dich, {count, plural, one {eine Transaktion zu signieren. Die App kann sie danach senden.} other {# Transaktionen zu signieren. Die App kann sie danach senden.}}',
  typedDataV1: 'Typisierte Daten v1 (altes Format, vor EIP-712)',
  typedDataV3: 'Typisierte Daten v3 (EIP-712, ohne Arrays)',
  typedDataV4: 'Typisierte Daten v4 (EIP-712)',
  solanaOffchain: 'Solana-Off-Chain-Nachricht',
  signWarning:
    'Signiere nur Nachrichten, die du verstehst. Signieren kostet nichts und sendet kein Guthaben.',
  binaryWarning:
    'Diese Nachricht ist kein lesbarer Text. Signiere sie nur, wenn du der App vertraust: Signierte Daten können Aktionen in anderen Apps erlauben.',
  typedDataWarning:
    'Typisierte Signaturen können Überweisungen erlauben (Permits, Orders). Signiere nur, was du erwartest.',
  signInWarning:
    'Anmelden kostet nichts und sendet kein Guthaben. Signiere nur, wenn du dich hier anmelden willst.',
  malformedSignInWarning:
    'Diese Nachricht liest sich wie eine Anmeldung, hat aber nicht das Anmeldeformat (EIP-4361): Bei welcher Website sie dich anmeldet, lässt sich nicht prüfen. Signiere sie nur, wenn du der App vertraust.',
  otherSiteWarning:
    'Diese Nachricht meldet dich bei {domain} an, aber die Anfrage kommt von {origin}. Eine Website, die dich bittet, dich anderswo anzumelden, will dort vielleicht dein Konto übernehmen: Lehne ab, außer du weißt, warum.',
  paidBySponsor:
    'Die Netzwerkgebühr zahlt {sponsor}. Gesendete Transaktionen lassen sich nicht rückgängig machen.',
  paidBySmartAccount:
    'Die Netzwerkgebühren zahlt dein Smart Account. Seine Aufrufe laufen alle zusammen oder gar nicht. Gesendete Transaktionen lassen sich nicht rückgängig machen.',
  paidByAccount:
    'Die Netzwerkgebühren zahlt dein Konto. Gesendete Transaktionen lassen sich nicht rückgängig machen.',
  solanaWarnings:
    'Diese Transaktion hat Warnungen in ihren Details: Lies sie zuerst. Eine signierte Transaktion kann dein Guthaben bewegen.',
  solanaSignWarning:
    'Eine signierte Transaktion kann dein Guthaben bewegen. Bestätige nur, was du erwartest.',
  passkeyTitle: 'Weiter mit Passkey',
  passkeyIntroSignUp:
    'Erstelle einen Passkey für eine neue Wallet. Dein Gerät bewahrt ihn auf; keine E-Mail nötig.',
  passkeyIntroSignIn: 'Nutze den Passkey, den du für diese App gespeichert hast.',
  passkeyIntroBoth:
    'Nutze einen Passkey, den du für diese App gespeichert hast, oder erstelle einen für eine neue Wallet.',
  passkeySignUp: 'Passkey erstellen',
  passkeySignIn: 'Meinen Passkey nutzen',
  passkeyCancel: 'Abbrechen',
  passkeyOtherWays: 'Anders anmelden',
  passkeyWorking: 'Warte auf deinen Passkey…',
  passkeyWorkingInWindow: 'Warte auf deinen Passkey im Kit-Fenster…',
  passkeyWindowNote:
    'Folge der Passkey-Abfrage deines Browsers. Dieses Fenster schließt sich selbst, wenn sie fertig ist.',
  passkeyPopupBlocked:
    'Diese Seite lässt das sichere Fenster keine Passkeys nutzen, und das Kit-Fenster wurde blockiert. Erlaube Pop-ups und versuche es erneut.',
  passkeyWindowClosed:
    'Das Kit-Fenster wurde geschlossen, bevor dein Passkey genutzt wurde. Versuche es erneut und lass das Fenster offen, bis es sich selbst schließt.',
  passkeyNotUsed:
    'Es wurde kein Passkey genutzt. Wenn dieses Gerät keinen für diese App hat, erstelle einen oder nutze einen Passkey auf deinem Handy.',
  passkeyNotUsedHere:
    'Es wurde kein Passkey genutzt. Wenn dieses Gerät keinen für diese App hat, erstelle einen oder melde dich anders an.',
  passkeyNotCreated: 'Es wurde kein Passkey erstellt. Versuche es erneut, wenn du bereit bist.',
  passkeyUnavailable: 'Passkeys sind in diesem Browser hier nicht verfügbar. Melde dich anders an.',
  passkeyUnknown:
    'Dieser Passkey ist hier für kein Konto registriert. Erstelle einen oder nutze einen anderen Passkey.',
  passkeyFailed: 'Der Passkey konnte nicht genutzt werden. Versuche es erneut.',
}

export default de
