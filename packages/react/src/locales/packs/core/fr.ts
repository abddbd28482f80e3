// French: core's texts (its toasts and the errors the views show), keyed by core's English text word for word.
// `node scripts/checkCoreTexts.mjs --write` turns it into ../../fr.core.generated.ts (values only). A value
// names the same `{placeholders}` as its key, plain (no plural forms): the views put the values in by name.
const fr: Readonly<Record<string, string>> = {
  'Please enter a valid amount and receiver address':
    'Saisissez un montant et une adresse de destination valides',
  'Failed to send transaction. Please try again.': 'Échec de l’envoi de la transaction. Veuillez réessayer.',
  'Unsupported chain': 'Chaîne non prise en charge',
  'Something went wrong': 'Une erreur s’est produite',
  'Transaction started': 'Transaction lancée',
  'Network not found': 'Réseau introuvable',
  'Address or auth connector not found': 'Adresse ou connecteur d’authentification introuvable',
  'Invalid chainId': 'chainId non valide',
  'Error resolving name': 'Erreur lors de la résolution du nom',
  'Error fetching name suggestions': 'Erreur lors de la récupération des suggestions de noms',
  'Error fetching names for address': 'Erreur lors de la récupération des noms de l’adresse',
  'Requested RPC call is not allowed': 'Action non autorisée',
  'Action not allowed': 'Action non autorisée',
  'Name must be at least 4 characters long': 'Le nom doit comporter au moins 4 caractères',
  'Can only contain letters, numbers and - characters':
    'Seuls les lettres, les chiffres et le caractère - sont autorisés',
  'Passkey added': 'Clé d’accès ajoutée',
  'Recovery password added': 'Mot de passe de récupération ajouté',
  'Could not add a recovery method': 'Impossible d’ajouter une méthode de récupération',
  'Could not export your key': 'Impossible d’exporter votre clé',
  'Could not show your signed-in devices': 'Impossible d’afficher vos appareils connectés',
  'Could not show the ways to open your wallet':
    'Impossible d’afficher les façons d’ouvrir votre portefeuille',
  'Sign in again to export your key': 'Reconnectez-vous pour exporter votre clé',
  'Please try again after {seconds} seconds': 'Réessayez dans {seconds} s',
  'Error registering name {name}': 'Erreur lors de l’enregistrement du nom {name}',
  'The request timed out after {ms} ms': 'La requête a expiré après {ms} ms',
  'The service answered with HTTP {status}': 'Le service a répondu HTTP {status}',
  '{provider} could not quote': '{provider} n’a pas pu fournir de devis',
  'Unable to load email login dependency': 'Impossible de charger le module de connexion par e-mail',
  'Request was aborted': 'La requête a été interrompue',
  'An error occurred': 'Une erreur est survenue',
  'User rejected the request': 'L’utilisateur a refusé la demande',
  'User rejected the request.': 'L’utilisateur a refusé la demande.',
  'No account is connected': 'Aucun compte n’est connecté',
  'Connector not found': 'Connecteur introuvable',
  'The connection could not be checked': 'Impossible de vérifier la connexion',
  'Connection failed': 'Échec de la connexion',
  'The wallet did not answer in time': 'Le portefeuille n’a pas répondu à temps',
  'The wallet refused the request': 'Le portefeuille a refusé la demande',
  'This wallet cannot connect': 'Ce portefeuille ne peut pas se connecter',
  'This wallet only serves EVM networks': 'Ce portefeuille ne prend en charge que les réseaux EVM',
  'This wallet serves none of the app’s Solana networks':
    'Ce portefeuille ne prend en charge aucun des réseaux Solana de l’app',
  'This option is not available right now': 'Cette option n’est pas disponible pour le moment',
  'Unknown wallet': 'Portefeuille inconnu',
  'Switch declined': 'Changement refusé',
  'Signing failed': 'Échec de la signature',
  'This wallet cannot sign messages': 'Ce portefeuille ne peut pas signer de messages',
  'Signature declined': 'Signature refusée',
  'Error verifying SIWE signature': 'Erreur lors de la vérification de la signature SIWE',
  'This application might not support Smart Accounts':
    'Cette application ne prend peut-être pas en charge les comptes intelligents',
  'Sign-in with wallet is not enabled': 'La connexion avec un portefeuille n’est pas activée',
  'Invalid email': 'E-mail non valide',
  'Enter the code from the e-mail': 'Saisissez le code reçu par e-mail',
  'The sign-in window was closed before the login finished':
    'La fenêtre de connexion a été fermée avant la fin de la connexion',
  'The sign-in window was blocked; allow pop-ups and try again':
    'La fenêtre de connexion a été bloquée ; autorisez les pop-ups et réessayez',
  'This page cannot leave for the sign-in; allow pop-ups and try again':
    'Cette page ne peut pas partir pour la connexion ; autorisez les pop-ups et réessayez',
  'Code email resent': 'E-mail du code renvoyé',
  'Insufficient balance': 'Solde insuffisant',
  'Invalid receiver address': 'Adresse de destination non valide',
  'Invalid amount': 'Montant non valide',
  'The wallet is on another network': 'Le portefeuille est sur un autre réseau',
  'The wallet returned no transaction hash': 'Le portefeuille n’a renvoyé aucun hash de transaction',
  'The wallet could not send the transaction': 'Le portefeuille n’a pas pu envoyer la transaction',
  'The transaction failed': 'La transaction a échoué',
  'The wallet returned no signature': 'Le portefeuille n’a renvoyé aucune signature',
  'The service could not be reached': 'Impossible de joindre le service',
  'The request was cancelled': 'La requête a été annulée',
  'The service sent a response Kit does not understand':
    'Le service a envoyé une réponse que Kit ne comprend pas',
  'No on-ramp provider is configured on this server':
    'Aucun fournisseur d’achat n’est configuré sur ce serveur',
  'Not signed in': 'Non connecté',
  'The secure frame is not set up for network {caipNetworkId}':
    'Le cadre sécurisé n’est pas configuré pour le réseau {caipNetworkId}',
  'Could not reach the sign-in service': 'Impossible de joindre le service de connexion',
  'The sign-in service did not answer in time': 'Le service de connexion n’a pas répondu à temps',
  'The sign-in service sent an unreadable answer': 'Le service de connexion a envoyé une réponse illisible',
  'The sign-in service sent an unexpected answer': 'Le service de connexion a envoyé une réponse inattendue',
  'The sign-in service answered {status}': 'Le service de connexion a répondu {status}',
  'The device was not approved in time; send the e-mail again':
    'L’appareil n’a pas été approuvé à temps ; renvoyez l’e-mail',
  'The Farcaster request expired; try again': 'La demande Farcaster a expiré ; réessayez',
  'This sign-in was not started in this tab, or it took too long; try again':
    'Cette connexion n’a pas commencé dans cet onglet, ou a pris trop de temps ; réessayez',
  'The social login took too long; try again': 'La connexion sociale a pris trop de temps ; réessayez',
  'The social login did not complete ({reason})': 'La connexion sociale n’a pas abouti ({reason})',
  'A redirect login returns to the page that started it':
    'Une connexion par redirection revient à la page qui l’a lancée',
  'This browser does not let the sign-in frame keep the login across a redirect; allow pop-ups and try again':
    'Ce navigateur ne laisse pas le cadre de connexion garder la connexion après une redirection ; autorisez les fenêtres pop-up et réessayez',
  'Sign in again to add an e-mail to this account': 'Reconnectez-vous pour ajouter un e-mail à ce compte',
  'Sign in again to continue': 'Reconnectez-vous pour continuer',
  'Smart accounts are not available on this network':
    'Les comptes intelligents ne sont pas disponibles sur ce réseau',
  'Your account cannot pay for this: the amount plus the max network fee is more than it holds':
    'Votre compte ne peut pas payer : le montant plus les frais de réseau maximum dépassent ce qu’il détient',
  'The network’s bundler refused these calls; nothing was sent':
    'Le bundler du réseau a refusé ces appels ; rien n’a été envoyé',
  'The bundler refused the operation; nothing was sent':
    'Le bundler a refusé l’opération ; rien n’a été envoyé',
  'The operation was not included in time': 'L’opération n’a pas été incluse à temps',
  'Wrong code. Attempts left: {count}': 'Code erroné. Tentatives restantes : {count}',
  'The code has expired; request a new code': 'Le code a expiré ; demandez-en un nouveau',
  'Too many wrong codes: this code is locked. Request a new code':
    'Trop de codes erronés : ce code est bloqué. Demandez-en un nouveau',
  'No code is waiting; request a new code': 'Aucun code en attente ; demandez-en un nouveau',
  'Too many wrong codes today. Please try again after {seconds} seconds':
    'Trop de codes erronés aujourd’hui. Réessayez dans {seconds} s',
  'Too many e-mails requested. Please try again after {seconds} seconds':
    'Trop d’e-mails demandés. Réessayez dans {seconds} s',
  'Too many requests. Please try again after {seconds} seconds':
    'Trop de requêtes. Réessayez dans {seconds} s',
  'Too many sign-ins are waiting. Please try again after {seconds} seconds':
    'Trop de connexions en attente. Réessayez dans {seconds} s',
  'Too many Farcaster sign-ins started. Please try again after {seconds} seconds':
    'Trop de connexions Farcaster lancées. Réessayez dans {seconds} s',
  'The wallet was unlocked too often. Please try again after {seconds} seconds':
    'Le portefeuille a été déverrouillé trop souvent. Réessayez dans {seconds} s',
  'Approve this device from the link in your e-mail first':
    'Approuvez d’abord cet appareil depuis le lien de votre e-mail',
  'This approval link is invalid, used or expired; sign in again':
    'Ce lien d’approbation est invalide, déjà utilisé ou expiré ; reconnectez-vous',
  'This sign-in is invalid, used or expired; sign in again':
    'Cette connexion est invalide, déjà utilisée ou expirée ; reconnectez-vous',
  'This sign-in was collected already; start again': 'Cette connexion a déjà été récupérée ; recommencez',
  'Sign-in with Farcaster is not available on this server':
    'La connexion avec Farcaster n’est pas disponible sur ce serveur',
  'Your session has ended; sign in again': 'Votre session a pris fin ; reconnectez-vous',
  'The account of this sign-in no longer exists': 'Le compte de cette connexion n’existe plus',
  'Confirm it’s you again to continue': 'Confirmez à nouveau que c’est bien vous pour continuer',
  'This e-mail belongs to another account': 'Cet e-mail appartient à un autre compte',
  'The new e-mail is the current one': 'Le nouvel e-mail est l’actuel',
  'This account has no e-mail to send a code to; sign in again instead':
    'Ce compte n’a pas d’e-mail où envoyer un code ; reconnectez-vous plutôt',
  'Sign-in is not allowed from this site': 'La connexion n’est pas autorisée depuis ce site',
  'The sign-in service cannot answer right now. Try again later':
    'Le service de connexion ne peut pas répondre pour le moment. Réessayez plus tard',
  'The wallet could not complete the request.': 'Le portefeuille n’a pas pu traiter la demande.',
  'The connection request expired. Try again with a new QR code.':
    'La demande de connexion a expiré. Réessayez avec un nouveau code QR.',
  'The WalletConnect relay could not be reached.': 'Impossible de joindre le relais WalletConnect.',
  'The WalletConnect relay refused the request.': 'Le relais WalletConnect a refusé la demande.',
  'The wallet or the WalletConnect relay did not answer in time.':
    'Le portefeuille ou le relais WalletConnect n’a pas répondu à temps.',
  'The WalletConnect request was aborted.': 'La demande WalletConnect a été annulée.',
  'The WalletConnect session has ended.': 'La session WalletConnect a pris fin.',
  'The WalletConnect client is closed.': 'Le client WalletConnect est fermé.',
  'The WalletConnect request is invalid.': 'La demande WalletConnect est invalide.',
  'The wallet did not allow this method in the session.':
    'Le portefeuille n’a pas autorisé cette méthode dans la session.',
  'The wallet sent invalid session namespaces.':
    'Le portefeuille a envoyé des espaces de noms de session invalides.',
}

export default fr
