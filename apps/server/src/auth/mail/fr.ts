import type { MailMessages } from './en.js'

// French typography: a no-break space (U+00A0) before a colon and a question mark.

/** The e-mails and pages in French. */
export const french: MailMessages = {
  codeSubject: '{code} est votre code Kit',
  codeTextLogin: 'Votre code de connexion est {code}.',
  codeTextUpdate: 'Votre code pour confirmer le changement de votre adresse e-mail est {code}.',
  codeTextStepUp:
    'Votre code pour confirmer votre identité (une modification de votre compte ou de ses clés) est {code}.',
  codeHtmlLogin: 'Votre code de connexion est',
  codeHtmlUpdate: 'Votre code pour confirmer le changement de votre adresse e-mail est',
  codeHtmlStepUp:
    'Votre code pour confirmer votre identité (une modification de votre compte ou de ses clés) est',
  codeExpires: 'Il expire dans {duration}. Si vous ne l’avez pas demandé, ignorez cet e-mail.',
  approvalSubject: 'Approuvez cet appareil pour vous connecter à Kit',
  approvalLead: 'Quelqu’un se connecte à Kit avec {email} depuis un nouvel appareil.',
  requestLine: '{label}\u00a0: {value}',
  app: 'Application',
  browser: 'Navigateur',
  ipAddress: 'Adresse IP',
  browserOnSystem: '{browser} sur {system}',
  unknownBrowser: 'un navigateur inconnu',
  unknownBrowserOnSystem: 'un navigateur inconnu sur {system}',
  approvalAskText: 'Si c’était vous, ouvrez ce lien pour approuver l’appareil (valable {duration})\u00a0:',
  approvalAskHtml: 'Si c’était vous, {link} (valable {duration}).',
  approvalLink: 'approuvez l’appareil',
  notYou: 'Si ce n’était pas vous, ignorez cet e-mail.',
  pageApproveTitle: 'Approuver cet appareil',
  pageApproveHeading: 'Approuver cet appareil\u00a0?',
  pageApproveBody:
    'Quelqu’un se connecte en tant que {email} depuis un nouvel appareil. N’approuvez que si c’était vous.',
  pageApproveButton: 'Approuver l’appareil',
  pageExpiredTitle: 'Lien expiré',
  pageExpiredHeading: 'Ce lien a expiré',
  pageExpiredBody:
    'Il a déjà été utilisé ou il est trop ancien. Recommencez la connexion pour en recevoir un nouveau.',
  pageApprovedTitle: 'Appareil approuvé',
  pageApprovedBody:
    'Nous avons envoyé un code de connexion à votre adresse e-mail. Revenez dans l’application et saisissez-le. Vous pouvez fermer cet onglet.',
}
