import type { MailMessages } from './en.js'

/** The e-mails and pages in Dutch. */
export const dutch: MailMessages = {
  codeSubject: '{code} is je Kit-code',
  codeTextLogin: 'Je code om in te loggen is {code}.',
  codeTextUpdate: 'Je code om de wijziging van je e-mailadres te bevestigen is {code}.',
  codeTextStepUp:
    'Je code om te bevestigen dat jij het bent (een wijziging van je account of de sleutels ervan) is {code}.',
  codeHtmlLogin: 'Je code om in te loggen is',
  codeHtmlUpdate: 'Je code om de wijziging van je e-mailadres te bevestigen is',
  codeHtmlStepUp:
    'Je code om te bevestigen dat jij het bent (een wijziging van je account of de sleutels ervan) is',
  codeExpires: 'Hij verloopt over {duration}. Heb je er niet om gevraagd, negeer deze e-mail dan.',
  approvalSubject: 'Keur dit apparaat goed om in te loggen bij Kit',
  approvalLead: 'Iemand logt in bij Kit met {email} vanaf een nieuw apparaat.',
  requestLine: '{label}: {value}',
  app: 'App',
  browser: 'Browser',
  ipAddress: 'IP-adres',
  browserOnSystem: '{browser} op {system}',
  unknownBrowser: 'een onbekende browser',
  unknownBrowserOnSystem: 'een onbekende browser op {system}',
  approvalAskText:
    'Was jij dit? Open dan deze link om het apparaat goed te keuren (geldig gedurende {duration}):',
  approvalAskHtml: 'Was jij dit? {link} (geldig gedurende {duration}).',
  approvalLink: 'Keur het apparaat goed',
  notYou: 'Was jij dit niet, negeer deze e-mail dan.',
  pageApproveTitle: 'Dit apparaat goedkeuren',
  pageApproveHeading: 'Dit apparaat goedkeuren?',
  pageApproveBody:
    'Iemand logt in als {email} vanaf een nieuw apparaat. Keur het alleen goed als jij dat was.',
  pageApproveButton: 'Apparaat goedkeuren',
  pageExpiredTitle: 'Link verlopen',
  pageExpiredHeading: 'Deze link is verlopen',
  pageExpiredBody: 'Hij is al gebruikt of te oud. Begin opnieuw met inloggen om een nieuwe te krijgen.',
  pageApprovedTitle: 'Apparaat goedgekeurd',
  pageApprovedBody:
    'We hebben een inlogcode naar je e-mailadres gestuurd. Ga terug naar de app en voer hem daar in. Je kunt dit tabblad sluiten.',
}
