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
  'Not signed in': 'Nicht angemeldet',
  'The secure frame is not set up for network {caipNetworkId}':
    'Der sichere Rahmen ist für das Netzwerk {caipNetworkId} nicht eingerichtet',
  'Could not reach the sign-in service': 'Der Anmeldedienst ist nicht erreichbar',
  'The sign-in service did not answer in time': 'Der Anmeldedienst hat nicht rechtzeitig geantwortet',
  'The sign-in service sent an unreadable answer': 'Der Anmeldedienst hat eine unlesbare Antwort gesendet',
  'The sign-in service sent an unexpected answer': 'Der Anmeldedienst hat eine unerwartete Antwort gesendet',
  'The sign-in service answered {status}': 'Der Anmeldedienst antwortete mit {status}',
  'The device was not approved in time; send the e-mail again':
    'Das Gerät wurde nicht rechtzeitig bestätigt; sende die E-Mail erneut',
  'The Farcaster request expired; try again': 'Die Farcaster-Anfrage ist abgelaufen; versuche es erneut',
  'This sign-in was not started in this tab, or it took too long; try again':
    'Diese Anmeldung wurde nicht in diesem Tab gestartet oder hat zu lange gedauert; versuche es erneut',
  'The social login took too long; try again':
    'Die Social-Anmeldung hat zu lange gedauert; versuche es erneut',
  'The social login did not complete ({reason})': 'Die Social-Anmeldung wurde nicht abgeschlossen ({reason})',
  'A redirect login returns to the page that started it':
    'Eine Anmeldung per Weiterleitung kehrt zur Seite zurück, die sie gestartet hat',
  'This browser does not let the sign-in frame keep the login across a redirect; allow pop-ups and try again':
    'Dieser Browser lässt den Anmelderahmen die Anmeldung über eine Weiterleitung nicht behalten; erlaube Pop-ups und versuche es erneut',
  'Sign in again to add an e-mail to this account':
    'Melde dich erneut an, um diesem Konto eine E-Mail hinzuzufügen',
  'Sign in again to continue': 'Melde dich erneut an, um fortzufahren',
  'Smart accounts are not available on this network':
    'Smart Accounts sind in diesem Netzwerk nicht verfügbar',
  'Your account cannot pay for this: the amount plus the max network fee is more than it holds':
    'Dein Konto kann das nicht bezahlen: Betrag plus maximale Netzwerkgebühr übersteigen sein Guthaben',
  'The network’s bundler refused these calls; nothing was sent':
    'Der Bundler des Netzwerks hat diese Aufrufe abgelehnt; nichts wurde gesendet',
  'The bundler refused the operation; nothing was sent':
    'Der Bundler hat die Operation abgelehnt; nichts wurde gesendet',
  'The operation was not included in time': 'Die Operation wurde nicht rechtzeitig aufgenommen',
  'Wrong code. Attempts left: {count}': 'Falscher Code. Verbleibende Versuche: {count}',
  'The code has expired; request a new code': 'Der Code ist abgelaufen; fordere einen neuen Code an',
  'Too many wrong codes: this code is locked. Request a new code':
    'Zu viele falsche Codes: Dieser Code ist gesperrt. Fordere einen neuen Code an',
  'No code is waiting; request a new code': 'Es wartet kein Code; fordere einen neuen Code an',
  'Too many wrong codes today. Please try again after {seconds} seconds':
    'Zu viele falsche Codes heute. Bitte versuche es in {seconds} s erneut',
  'Too many e-mails requested. Please try again after {seconds} seconds':
    'Zu viele E-Mails angefordert. Bitte versuche es in {seconds} s erneut',
  'Too many requests. Please try again after {seconds} seconds':
    'Zu viele Anfragen. Bitte versuche es in {seconds} s erneut',
  'Too many sign-ins are waiting. Please try again after {seconds} seconds':
    'Zu viele Anmeldungen warten. Bitte versuche es in {seconds} s erneut',
  'Too many Farcaster sign-ins started. Please try again after {seconds} seconds':
    'Zu viele Farcaster-Anmeldungen gestartet. Bitte versuche es in {seconds} s erneut',
  'The wallet was unlocked too often. Please try again after {seconds} seconds':
    'Die Wallet wurde zu oft entsperrt. Bitte versuche es in {seconds} s erneut',
  'Approve this device from the link in your e-mail first':
    'Bestätige dieses Gerät zuerst über den Link in deiner E-Mail',
  'This approval link is invalid, used or expired; sign in again':
    'Dieser Bestätigungslink ist ungültig, verwendet oder abgelaufen; melde dich erneut an',
  'This sign-in is invalid, used or expired; sign in again':
    'Diese Anmeldung ist ungültig, verwendet oder abgelaufen; melde dich erneut an',
  'This sign-in was collected already; start again':
    'Diese Anmeldung wurde bereits abgeholt; beginne von vorn',
  'Sign-in with Farcaster is not available on this server':
    'Die Anmeldung mit Farcaster ist auf diesem Server nicht verfügbar',
  'Your session has ended; sign in again': 'Deine Sitzung ist beendet; melde dich erneut an',
  'The account of this sign-in no longer exists': 'Das Konto dieser Anmeldung existiert nicht mehr',
  'Confirm it’s you again to continue': 'Bestätige erneut, dass du es bist, um fortzufahren',
  'This e-mail belongs to another account': 'Diese E-Mail gehört zu einem anderen Konto',
  'The new e-mail is the current one': 'Die neue E-Mail ist die aktuelle',
  'This account has no e-mail to send a code to; sign in again instead':
    'Dieses Konto hat keine E-Mail, an die ein Code gesendet werden kann; melde dich stattdessen erneut an',
  'Sign-in is not allowed from this site': 'Die Anmeldung ist von dieser Website aus nicht erlaubt',
  'The sign-in service cannot answer right now. Try again later':
    'Der Anmeldedienst kann gerade nicht antworten. Versuche es später erneut',
  'The wallet could not complete the request.': 'Die Wallet konnte die Anfrage nicht abschließen.',
  'The connection request expired. Try again with a new QR code.':
    'Die Verbindungsanfrage ist abgelaufen. Versuche es mit einem neuen QR-Code erneut.',
  'The WalletConnect relay could not be reached.': 'Das WalletConnect-Relay ist nicht erreichbar.',
  'The WalletConnect relay refused the request.': 'Das WalletConnect-Relay hat die Anfrage abgelehnt.',
  'The wallet or the WalletConnect relay did not answer in time.':
    'Die Wallet oder das WalletConnect-Relay hat nicht rechtzeitig geantwortet.',
  'The WalletConnect request was aborted.': 'Die WalletConnect-Anfrage wurde abgebrochen.',
  'The WalletConnect session has ended.': 'Die WalletConnect-Sitzung ist beendet.',
  'The WalletConnect client is closed.': 'Der WalletConnect-Client ist geschlossen.',
  'The WalletConnect request is invalid.': 'Die WalletConnect-Anfrage ist ungültig.',
  'The wallet did not allow this method in the session.':
    'Die Wallet hat diese Methode in der Sitzung nicht erlaubt.',
  'The wallet sent invalid session namespaces.': 'Die Wallet hat ungültige Sitzungs-Namespaces gesendet.',
}

export default de
