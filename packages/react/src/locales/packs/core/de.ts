// German: core's texts (its toasts and the errors the views show), keyed by core's English text word for word.
// `node scripts/checkCoreTexts.mjs --write` turns it into ../../de.core.generated.ts (values only). A value
// names the same `{placeholders}` as its key, plain (no plural forms): the views put the values in by name.
const de: Readonly<Record<string, string>> = {
  'Please enter a valid amount and receiver address':
    'Bitte gib einen gültigen Betrag und eine gültige Empfängeradresse ein',
  'Failed to send transaction. Please try again.':
    'Die Transaktion konnte nicht gesendet werden. Bitte versuche es erneut.',
  'Unsupported chain': 'Nicht unterstützte Chain',
  'Something went wrong': 'Etwas ist schiefgelaufen',
  'Transaction started': 'Transaktion gestartet',
  'Network not found': 'Netzwerk nicht gefunden',
  'Address or auth connector not found': 'Adresse oder Auth-Connector nicht gefunden',
  'Invalid chainId': 'Ungültige chainId',
  'Error resolving name': 'Fehler beim Auflösen des Namens',
  'Error fetching name suggestions': 'Fehler beim Abrufen der Namensvorschläge',
  'Error fetching names for address': 'Fehler beim Abrufen der Namen zur Adresse',
  'Requested RPC call is not allowed': 'Aktion nicht erlaubt',
  'Action not allowed': 'Aktion nicht erlaubt',
  'Name must be at least 4 characters long': 'Der Name muss mindestens 4 Zeichen lang sein',
  'Can only contain letters, numbers and - characters': 'Darf nur Buchstaben, Ziffern und - enthalten',
  'Passkey added': 'Passkey hinzugefügt',
  'Recovery password added': 'Wiederherstellungspasswort hinzugefügt',
  'Could not add a recovery method': 'Wiederherstellungsmethode konnte nicht hinzugefügt werden',
  'Could not export your key': 'Dein Schlüssel konnte nicht exportiert werden',
  'Could not show your signed-in devices': 'Deine angemeldeten Geräte konnten nicht angezeigt werden',
  'Could not show the ways to open your wallet':
    'Die Wege, deine Wallet zu öffnen, konnten nicht angezeigt werden',
  'Sign in again to export your key': 'Melde dich erneut an, um deinen Schlüssel zu exportieren',
  'Please try again after {seconds} seconds': 'Bitte versuche es in {seconds} s erneut',
  'Error registering name {name}': 'Fehler beim Registrieren des Namens {name}',
  'The request timed out after {ms} ms': 'Zeitüberschreitung der Anfrage nach {ms} ms',
  'The service answered with HTTP {status}': 'Der Dienst antwortete mit HTTP {status}',
  '{provider} could not quote': '{provider} konnte kein Angebot machen',
  'Unable to load email login dependency':
    'Die Komponente für die E-Mail-Anmeldung konnte nicht geladen werden',
  'Request was aborted': 'Die Anfrage wurde abgebrochen',
  'An error occurred': 'Ein Fehler ist aufgetreten',
  'User rejected the request': 'Der Nutzer hat die Anfrage abgelehnt',
  'User rejected the request.': 'Der Nutzer hat die Anfrage abgelehnt.',
  'No account is connected': 'Kein Konto verbunden',
  'Connector not found': 'Connector nicht gefunden',
  'The connection could not be checked': 'Die Verbindung konnte nicht geprüft werden',
  'Connection failed': 'Verbindung fehlgeschlagen',
  'The wallet did not answer in time': 'Die Wallet hat nicht rechtzeitig geantwortet',
  'The wallet refused the request': 'Die Wallet hat die Anfrage abgelehnt',
  'This wallet cannot connect': 'Diese Wallet kann sich nicht verbinden',
  'This wallet only serves EVM networks': 'Diese Wallet unterstützt nur EVM-Netzwerke',
  'This wallet serves none of the app’s Solana networks':
    'Diese Wallet unterstützt keines der Solana-Netzwerke der App',
  'This option is not available right now': 'Diese Option ist gerade nicht verfügbar',
  'Unknown wallet': 'Unbekannte Wallet',
  'Switch declined': 'Wechsel abgelehnt',
  'Signing failed': 'Signieren fehlgeschlagen',
  'This wallet cannot sign messages': 'Diese Wallet kann keine Nachrichten signieren',
  'Signature declined': 'Signatur abgelehnt',
  'Error verifying SIWE signature': 'Fehler beim Prüfen der SIWE-Signatur',
  'This application might not support Smart Accounts':
    'Diese App unterstützt Smart Accounts möglicherweise nicht',
  'Sign-in with wallet is not enabled': 'Die Anmeldung mit Wallet ist nicht aktiviert',
  'Invalid email': 'Ungültige E-Mail-Adresse',
  'Enter the code from the e-mail': 'Gib den Code aus der E-Mail ein',
  'The sign-in window was closed before the login finished':
    'Das Anmeldefenster wurde geschlossen, bevor die Anmeldung abgeschlossen war',
  'The sign-in window was blocked; allow pop-ups and try again':
    'Das Anmeldefenster wurde blockiert; erlaube Pop-ups und versuche es erneut',
  'This page cannot leave for the sign-in; allow pop-ups and try again':
    'Diese Seite kann nicht zur Anmeldung wechseln; erlaube Pop-ups und versuche es erneut',
  'Code email resent': 'E-Mail mit dem Code erneut gesendet',
  'Insufficient balance': 'Unzureichendes Guthaben',
  'Invalid receiver address': 'Ungültige Empfängeradresse',
  'Invalid amount': 'Ungültiger Betrag',
  'The wallet is on another network': 'Die Wallet ist in einem anderen Netzwerk',
  'The wallet returned no transaction hash': 'Die Wallet hat keinen Transaktions-Hash zurückgegeben',
  'The wallet could not send the transaction': 'Die Wallet konnte die Transaktion nicht senden',
  'The transaction failed': 'Die Transaktion ist fehlgeschlagen',
  'The wallet returned no signature': 'Die Wallet hat keine Signatur zurückgegeben',
  'The service could not be reached': 'Der Dienst ist nicht erreichbar',
  'The request was cancelled': 'Die Anfrage wurde abgebrochen',
  'The service sent a response Kit does not understand':
    'Der Dienst hat eine Antwort gesendet, die Kit nicht versteht',
  'No on-ramp provider is configured on this server': 'Auf diesem Server ist kein Kaufanbieter eingerichtet',
}

export default de
