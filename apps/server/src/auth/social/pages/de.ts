import type { SocialPageMessages } from './en.js'

/** The social-login pages in German. */
export const german: SocialPageMessages = {
  notStartedTitle: 'Anmeldung nicht gestartet',
  notStartedHeading: 'Diese Anmeldung konnte nicht starten',
  tryAgain: 'Geh zurück zur App und versuch es noch einmal.',
  notFromFrame: 'Eine Anmeldung per Weiterleitung startet nur im sicheren Anmelde-Frame.',
  incomplete: 'Die Anmeldeanfrage ist unvollständig.',
  returnNotAllowed: 'Die App wollte zu einer Seite zurück, die dieses Projekt nicht erlaubt.',
  notConfigured: 'Die Anmeldung mit {provider} ist auf diesem Server nicht eingerichtet.',
  leavingTitle: 'Anmeldung läuft',
  leavingHeading: 'Anmeldung läuft …',
  leavingLink: 'Weiter zur Anmeldeseite',
  refusedTitle: 'Anmeldung abgelehnt',
  refusedHeading: 'Diese Anmeldung wurde nicht in diesem Browser gestartet',
  refusedBody:
    'Zu deiner Sicherheit kann sie hier nicht abgeschlossen werden. Geh zurück zur App und melde dich dort an.',
  expiredTitle: 'Anmeldung abgelaufen',
  expiredHeading: 'Diese Anmeldung ist abgelaufen',
  expiredBody: 'Schließ dieses Fenster und versuch es noch einmal.',
  relayTitle: 'Anmeldung abschließen',
  relayBody: 'Du bist fast fertig.',
  relayButton: 'Weiter',
}
