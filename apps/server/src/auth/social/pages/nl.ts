import type { SocialPageMessages } from './en.js'

/** The social-login pages in Dutch. */
export const dutch: SocialPageMessages = {
  notStartedTitle: 'Inloggen niet gestart',
  notStartedHeading: 'Deze inlogpoging kon niet starten',
  tryAgain: 'Ga terug naar de app en probeer het opnieuw.',
  notFromFrame: 'Inloggen via doorverwijzing start alleen vanuit het beveiligde inlogframe.',
  incomplete: 'Het inlogverzoek is onvolledig.',
  returnNotAllowed: 'De app vroeg om terug te keren naar een pagina die dit project niet toestaat.',
  notConfigured: 'Inloggen met {provider} is niet ingesteld op deze server.',
  leavingTitle: 'Bezig met inloggen',
  leavingHeading: 'Bezig met inloggen…',
  leavingLink: 'Doorgaan naar de inlogpagina',
  refusedTitle: 'Inloggen geweigerd',
  refusedHeading: 'Deze inlogpoging is niet in deze browser gestart',
  refusedBody: 'Voor je veiligheid kan hij hier niet worden afgerond. Ga terug naar de app en log daar in.',
  expiredTitle: 'Inloggen verlopen',
  expiredHeading: 'Deze inlogpoging is verlopen',
  expiredBody: 'Sluit dit venster en probeer het opnieuw.',
  relayTitle: 'Inloggen afronden',
  relayBody: 'Je bent bijna klaar.',
  relayButton: 'Doorgaan',
}
