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
}

export default fr
