import type { SocialPageMessages } from './en.js'

/** The social-login pages in French. */
export const french: SocialPageMessages = {
  notStartedTitle: 'Connexion non commencée',
  notStartedHeading: 'Cette connexion n’a pas pu commencer',
  tryAgain: 'Revenez à l’application et réessayez.',
  notFromFrame: 'Une connexion par redirection ne commence que depuis le cadre de connexion sécurisé.',
  incomplete: 'La demande de connexion est incomplète.',
  returnNotAllowed: 'L’application a demandé à revenir sur une page que ce projet n’autorise pas.',
  notConfigured: 'La connexion avec {provider} n’est pas configurée sur ce serveur.',
  leavingTitle: 'Connexion en cours',
  leavingHeading: 'Connexion en cours…',
  leavingLink: 'Continuer vers la page de connexion',
  refusedTitle: 'Connexion refusée',
  refusedHeading: 'Cette connexion n’a pas été commencée dans ce navigateur',
  refusedBody:
    'Pour votre sécurité, elle ne peut pas se terminer ici. Revenez à l’application et connectez-vous depuis celle-ci.',
  expiredTitle: 'Connexion expirée',
  expiredHeading: 'Cette connexion a expiré',
  expiredBody: 'Fermez cette fenêtre et réessayez.',
  relayTitle: 'Terminer la connexion',
  relayBody: 'C’est presque fini.',
  relayButton: 'Continuer',
}
