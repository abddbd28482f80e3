import type { SocialPageMessages } from './en.js'

/** The social-login pages in Italian. */
export const italian: SocialPageMessages = {
  notStartedTitle: 'Accesso non avviato',
  notStartedHeading: 'Impossibile avviare questo accesso',
  tryAgain: 'Torna all’app e riprova.',
  notFromFrame: 'Un accesso tramite reindirizzamento parte solo dal riquadro di accesso sicuro.',
  incomplete: 'La richiesta di accesso è incompleta.',
  returnNotAllowed: 'L’app ha chiesto di tornare a una pagina che questo progetto non consente.',
  notConfigured: 'L’accesso con {provider} non è configurato su questo server.',
  leavingTitle: 'Accesso in corso',
  leavingHeading: 'Accesso in corso…',
  leavingLink: 'Continua alla pagina di accesso',
  refusedTitle: 'Accesso rifiutato',
  refusedHeading: 'Questo accesso non è stato avviato in questo browser',
  refusedBody: 'Per la tua sicurezza non può concludersi qui. Torna all’app e accedi da lì.',
  expiredTitle: 'Accesso scaduto',
  expiredHeading: 'Questo accesso è scaduto',
  expiredBody: 'Chiudi questa finestra e riprova.',
  relayTitle: 'Completa l’accesso',
  relayBody: 'Hai quasi finito.',
  relayButton: 'Continua',
}
