import type { MailMessages } from './en.js'

/** The e-mails and pages in Italian. */
export const italian: MailMessages = {
  codeSubject: '{code} è il tuo codice Kit',
  codeTextLogin: 'Il tuo codice per accedere è {code}.',
  codeTextUpdate: 'Il tuo codice per confermare la modifica della tua email è {code}.',
  codeTextStepUp:
    'Il tuo codice per confermare che sei tu (una modifica al tuo account o alle sue chiavi) è {code}.',
  codeHtmlLogin: 'Il tuo codice per accedere è',
  codeHtmlUpdate: 'Il tuo codice per confermare la modifica della tua email è',
  codeHtmlStepUp: 'Il tuo codice per confermare che sei tu (una modifica al tuo account o alle sue chiavi) è',
  codeExpires: 'Scade tra {duration}. Se non l’hai richiesto, ignora questa email.',
  approvalSubject: 'Approva questo dispositivo per accedere a Kit',
  approvalLead: 'Qualcuno sta accedendo a Kit con {email} da un nuovo dispositivo.',
  requestLine: '{label}: {value}',
  app: 'App',
  browser: 'Browser',
  ipAddress: 'Indirizzo IP',
  browserOnSystem: '{browser} su {system}',
  unknownBrowser: 'un browser sconosciuto',
  unknownBrowserOnSystem: 'un browser sconosciuto su {system}',
  approvalAskText: 'Se eri tu, apri questo link per approvare il dispositivo (valido per {duration}):',
  approvalAskHtml: 'Se eri tu, {link} (valido per {duration}).',
  approvalLink: 'approva il dispositivo',
  notYou: 'Se non eri tu, ignora questa email.',
  pageApproveTitle: 'Approva questo dispositivo',
  pageApproveHeading: 'Approvare questo dispositivo?',
  pageApproveBody: 'Qualcuno sta accedendo come {email} da un nuovo dispositivo. Approvalo solo se eri tu.',
  pageApproveButton: 'Approva dispositivo',
  pageExpiredTitle: 'Link scaduto',
  pageExpiredHeading: 'Questo link è scaduto',
  pageExpiredBody: 'È già stato usato o è troppo vecchio. Ricomincia l’accesso per riceverne uno nuovo.',
  pageApprovedTitle: 'Dispositivo approvato',
  pageApprovedBody:
    'Ti abbiamo inviato via email un codice di accesso. Torna all’app e inseriscilo lì. Puoi chiudere questa scheda.',
}
