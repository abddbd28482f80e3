// French: what the cards say when a call fails. Every key of English's (errorTexts.ts), with the same
// variables.
import type { ErrorTexts } from '../../errorTexts.js'

const fr: ErrorTexts = {
  wrongCode: '{count, plural, other {Code erroné. Tentatives restantes : #}}',
  codeExpired: 'Le code a expiré ; demandez-en un nouveau',
  codeLocked: 'Trop de codes erronés : ce code est bloqué. Demandez-en un nouveau',
  noCode: 'Aucun code en attente ; demandez-en un nouveau',
  tooManyWrongCodes: 'Trop de codes erronés aujourd’hui. Réessayez dans {seconds} s',
  tooManyAttempts: 'Trop de tentatives. Réessayez dans {seconds} s',
  emailTaken: 'Cet e-mail appartient à un autre compte',
  sameEmail: 'Le nouvel e-mail est l’actuel',
  noEmail: 'Ce compte n’a pas d’e-mail où envoyer un code ; reconnectez-vous plutôt',
  sessionEnded: 'Votre session a pris fin ; reconnectez-vous',
  confirmAgain: 'Confirmez à nouveau que c’est bien vous pour continuer',
  signedOutAlready: 'Cet appareil est déjà déconnecté',
  lastMethod: 'Votre portefeuille garde au moins un moyen de l’ouvrir sur un nouvel appareil.',
  lastLoginMethod:
    'Cette clé d’accès est le seul moyen de se connecter à ce compte ; ajoutez d’abord une autre clé d’accès ou un e-mail',
  passkeyExists: 'Cette clé d’accès protège déjà le portefeuille',
  passwordExists: 'Ce portefeuille a déjà un mot de passe de récupération',
  serviceDown: 'Le service de connexion ne peut pas répondre pour le moment. Réessayez plus tard',
  unreachable: 'Impossible de joindre le service de connexion. Réessayez',
  signInAgain: 'Reconnectez-vous pour continuer',
  exportSignInAgain: 'Reconnectez-vous pour exporter votre clé',
  recordUnreadable: 'Ce moyen d’ouvrir votre portefeuille ne peut pas être lu ici. Essayez-en un autre',
  methodMissing: 'Ce portefeuille n’a pas ce moyen d’ouverture. Essayez-en un autre',
  passkeyHere: 'Une clé d’accès de cet appareil protège déjà le portefeuille',
  passkeyUnavailable: 'Les clés d’accès ne sont pas disponibles ici',
  passkeyFailed: 'La demande de clé d’accès a échoué. Réessayez',
}

export default fr
