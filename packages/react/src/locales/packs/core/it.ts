// Italian: core's texts (its toasts and the errors the views show), keyed by core's English text word for word.
// `node scripts/checkCoreTexts.mjs --write` turns it into ../../it.core.generated.ts (values only). A value
// names the same `{placeholders}` as its key, plain (no plural forms): the views put the values in by name.
const it: Readonly<Record<string, string>> = {
  'Please enter a valid amount and receiver address':
    'Inserisci un importo e un indirizzo del destinatario validi',
  'Failed to send transaction. Please try again.': 'Impossibile inviare la transazione. Riprova.',
  'Unsupported chain': 'Chain non supportata',
  'Something went wrong': 'Qualcosa è andato storto',
  'Transaction started': 'Transazione avviata',
  'Network not found': 'Rete non trovata',
  'Address or auth connector not found': 'Indirizzo o connettore di autenticazione non trovato',
  'Invalid chainId': 'chainId non valido',
  'Error resolving name': 'Errore nella risoluzione del nome',
  'Error fetching name suggestions': 'Errore nel recupero dei suggerimenti di nomi',
  'Error fetching names for address': 'Errore nel recupero dei nomi dell’indirizzo',
  'Requested RPC call is not allowed': 'Azione non consentita',
  'Action not allowed': 'Azione non consentita',
  'Name must be at least 4 characters long': 'Il nome deve contenere almeno 4 caratteri',
  'Can only contain letters, numbers and - characters': 'Può contenere solo lettere, numeri e il carattere -',
  'Passkey added': 'Passkey aggiunta',
  'Recovery password added': 'Password di recupero aggiunta',
  'Could not add a recovery method': 'Impossibile aggiungere un metodo di recupero',
  'Could not export your key': 'Impossibile esportare la tua chiave',
  'Could not show your signed-in devices': 'Impossibile mostrare i tuoi dispositivi con accesso',
  'Could not show the ways to open your wallet': 'Impossibile mostrare i modi per aprire il tuo wallet',
  'Sign in again to export your key': 'Accedi di nuovo per esportare la tua chiave',
  'Please try again after {seconds} seconds': 'Riprova tra {seconds} s',
  'Error registering name {name}': 'Errore nella registrazione del nome {name}',
  'The request timed out after {ms} ms': 'La richiesta è scaduta dopo {ms} ms',
  'The service answered with HTTP {status}': 'Il servizio ha risposto con HTTP {status}',
  '{provider} could not quote': '{provider} non ha potuto fornire un preventivo',
  'Unable to load email login dependency': 'Impossibile caricare il componente di accesso via e-mail',
  'Request was aborted': 'La richiesta è stata interrotta',
  'An error occurred': 'Si è verificato un errore',
  'User rejected the request': 'L’utente ha rifiutato la richiesta',
  'User rejected the request.': 'L’utente ha rifiutato la richiesta.',
  'No account is connected': 'Nessun account connesso',
  'Connector not found': 'Connettore non trovato',
  'The connection could not be checked': 'Impossibile verificare la connessione',
  'Connection failed': 'Connessione non riuscita',
  'The wallet did not answer in time': 'Il wallet non ha risposto in tempo',
  'The wallet refused the request': 'Il wallet ha rifiutato la richiesta',
  'This wallet cannot connect': 'Questo wallet non può connettersi',
  'This wallet only serves EVM networks': 'Questo wallet supporta solo reti EVM',
  'This wallet serves none of the app’s Solana networks':
    'Questo wallet non supporta nessuna delle reti Solana dell’app',
  'This option is not available right now': 'Questa opzione non è disponibile al momento',
  'Unknown wallet': 'Wallet sconosciuto',
  'Switch declined': 'Cambio rifiutato',
  'Signing failed': 'Firma non riuscita',
  'This wallet cannot sign messages': 'Questo wallet non può firmare messaggi',
  'Signature declined': 'Firma rifiutata',
  'Error verifying SIWE signature': 'Errore nella verifica della firma SIWE',
  'This application might not support Smart Accounts':
    'Questa applicazione potrebbe non supportare gli smart account',
  'Sign-in with wallet is not enabled': 'L’accesso con wallet non è attivo',
  'Invalid email': 'E-mail non valida',
  'Enter the code from the e-mail': 'Inserisci il codice ricevuto via e-mail',
  'The sign-in window was closed before the login finished':
    'La finestra di accesso è stata chiusa prima della fine dell’accesso',
  'The sign-in window was blocked; allow pop-ups and try again':
    'La finestra di accesso è stata bloccata; consenti i pop-up e riprova',
  'This page cannot leave for the sign-in; allow pop-ups and try again':
    'Questa pagina non può uscire per l’accesso; consenti i pop-up e riprova',
  'Code email resent': 'E-mail con il codice inviata di nuovo',
  'Insufficient balance': 'Saldo insufficiente',
  'Invalid receiver address': 'Indirizzo del destinatario non valido',
  'Invalid amount': 'Importo non valido',
  'The wallet is on another network': 'Il wallet è su un’altra rete',
  'The wallet returned no transaction hash': 'Il wallet non ha restituito l’hash della transazione',
  'The wallet could not send the transaction': 'Il wallet non è riuscito a inviare la transazione',
  'The transaction failed': 'La transazione non è riuscita',
  'The wallet returned no signature': 'Il wallet non ha restituito alcuna firma',
  'The service could not be reached': 'Impossibile raggiungere il servizio',
  'The request was cancelled': 'La richiesta è stata annullata',
  'The service sent a response Kit does not understand':
    'Il servizio ha inviato una risposta che Kit non comprende',
  'No on-ramp provider is configured on this server':
    'Nessun fornitore di acquisto è configurato su questo server',
  'Not signed in': 'Accesso non effettuato',
  'The secure frame is not set up for network {caipNetworkId}':
    'Il riquadro sicuro non è configurato per la rete {caipNetworkId}',
  'Could not reach the sign-in service': 'Impossibile raggiungere il servizio di accesso',
  'The sign-in service did not answer in time': 'Il servizio di accesso non ha risposto in tempo',
  'The sign-in service sent an unreadable answer':
    'Il servizio di accesso ha inviato una risposta illeggibile',
  'The sign-in service sent an unexpected answer': 'Il servizio di accesso ha inviato una risposta inattesa',
  'The sign-in service answered {status}': 'Il servizio di accesso ha risposto {status}',
  'The device was not approved in time; send the e-mail again':
    'Il dispositivo non è stato approvato in tempo; invia di nuovo l’e-mail',
  'The Farcaster request expired; try again': 'La richiesta Farcaster è scaduta; riprova',
  'This sign-in was not started in this tab, or it took too long; try again':
    'Questo accesso non è iniziato in questa scheda o ha richiesto troppo tempo; riprova',
  'The social login took too long; try again': 'L’accesso social ha richiesto troppo tempo; riprova',
  'The social login did not complete ({reason})': 'L’accesso social non è stato completato ({reason})',
  'A redirect login returns to the page that started it':
    'Un accesso con reindirizzamento torna alla pagina che l’ha avviato',
  'This browser does not let the sign-in frame keep the login across a redirect; allow pop-ups and try again':
    'Questo browser non lascia che il riquadro di accesso mantenga l’accesso dopo un reindirizzamento; consenti i pop-up e riprova',
  'Sign in again to add an e-mail to this account':
    'Accedi di nuovo per aggiungere un’e-mail a questo account',
  'Sign in again to continue': 'Accedi di nuovo per continuare',
  'Smart accounts are not available on this network': 'Gli account smart non sono disponibili su questa rete',
  'Your account cannot pay for this: the amount plus the max network fee is more than it holds':
    'Il tuo account non può pagarlo: l’importo più la commissione di rete massima supera ciò che contiene',
  'The network’s bundler refused these calls; nothing was sent':
    'Il bundler della rete ha rifiutato queste chiamate; non è stato inviato nulla',
  'The bundler refused the operation; nothing was sent':
    'Il bundler ha rifiutato l’operazione; non è stato inviato nulla',
  'The operation was not included in time': 'L’operazione non è stata inclusa in tempo',
  'Wrong code. Attempts left: {count}': 'Codice errato. Tentativi rimasti: {count}',
  'The code has expired; request a new code': 'Il codice è scaduto; richiedine uno nuovo',
  'Too many wrong codes: this code is locked. Request a new code':
    'Troppi codici errati: questo codice è bloccato. Richiedine uno nuovo',
  'No code is waiting; request a new code': 'Nessun codice in attesa; richiedine uno nuovo',
  'Too many wrong codes today. Please try again after {seconds} seconds':
    'Troppi codici errati oggi. Riprova tra {seconds} s',
  'Too many e-mails requested. Please try again after {seconds} seconds':
    'Troppe e-mail richieste. Riprova tra {seconds} s',
  'Too many requests. Please try again after {seconds} seconds': 'Troppe richieste. Riprova tra {seconds} s',
  'Too many sign-ins are waiting. Please try again after {seconds} seconds':
    'Troppi accessi in attesa. Riprova tra {seconds} s',
  'Too many Farcaster sign-ins started. Please try again after {seconds} seconds':
    'Troppi accessi con Farcaster avviati. Riprova tra {seconds} s',
  'The wallet was unlocked too often. Please try again after {seconds} seconds':
    'Il wallet è stato sbloccato troppe volte. Riprova tra {seconds} s',
  'Approve this device from the link in your e-mail first':
    'Approva prima questo dispositivo dal link nella tua e-mail',
  'This approval link is invalid, used or expired; sign in again':
    'Questo link di approvazione non è valido, è già stato usato o è scaduto; accedi di nuovo',
  'This sign-in is invalid, used or expired; sign in again':
    'Questo accesso non è valido, è già stato usato o è scaduto; accedi di nuovo',
  'This sign-in was collected already; start again': 'Questo accesso è già stato ritirato; ricomincia',
  'Sign-in with Farcaster is not available on this server':
    'L’accesso con Farcaster non è disponibile su questo server',
  'Your session has ended; sign in again': 'La tua sessione è terminata; accedi di nuovo',
  'The account of this sign-in no longer exists': 'L’account di questo accesso non esiste più',
  'Confirm it’s you again to continue': 'Conferma di nuovo che sei tu per continuare',
  'This e-mail belongs to another account': 'Questa e-mail appartiene a un altro account',
  'The new e-mail is the current one': 'La nuova e-mail è quella attuale',
  'This account has no e-mail to send a code to; sign in again instead':
    'Questo account non ha un’e-mail a cui inviare un codice; accedi di nuovo',
  'Sign-in is not allowed from this site': 'L’accesso non è consentito da questo sito',
  'The sign-in service cannot answer right now. Try again later':
    'Il servizio di accesso non può rispondere ora. Riprova più tardi',
  'The wallet could not complete the request.': 'Il wallet non ha potuto completare la richiesta.',
  'The connection request expired. Try again with a new QR code.':
    'La richiesta di connessione è scaduta. Riprova con un nuovo codice QR.',
  'The WalletConnect relay could not be reached.': 'Impossibile raggiungere il relay di WalletConnect.',
  'The WalletConnect relay refused the request.': 'Il relay di WalletConnect ha rifiutato la richiesta.',
  'The wallet or the WalletConnect relay did not answer in time.':
    'Il wallet o il relay di WalletConnect non ha risposto in tempo.',
  'The WalletConnect request was aborted.': 'La richiesta WalletConnect è stata annullata.',
  'The WalletConnect session has ended.': 'La sessione WalletConnect è terminata.',
  'The WalletConnect client is closed.': 'Il client WalletConnect è chiuso.',
  'The WalletConnect request is invalid.': 'La richiesta WalletConnect non è valida.',
  'The wallet did not allow this method in the session.':
    'Il wallet non ha consentito questo metodo nella sessione.',
  'The wallet sent invalid session namespaces.': 'Il wallet ha inviato namespace di sessione non validi.',
}

export default it
