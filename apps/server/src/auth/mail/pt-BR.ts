import type { MailMessages } from './en.js'

/** The e-mails and pages in Brazilian Portuguese. */
export const brazilianPortuguese: MailMessages = {
  codeSubject: '{code} é o seu código do Kit',
  codeTextLogin: 'Seu código para entrar é {code}.',
  codeTextUpdate: 'Seu código para confirmar a alteração do seu e-mail é {code}.',
  codeTextStepUp:
    'Seu código para confirmar que é você (uma alteração na sua conta ou nas chaves dela) é {code}.',
  codeHtmlLogin: 'Seu código para entrar é',
  codeHtmlUpdate: 'Seu código para confirmar a alteração do seu e-mail é',
  codeHtmlStepUp: 'Seu código para confirmar que é você (uma alteração na sua conta ou nas chaves dela) é',
  codeExpires: 'Ele expira em {duration}. Se você não o solicitou, ignore este e-mail.',
  approvalSubject: 'Aprove este dispositivo para entrar no Kit',
  approvalLead: 'Alguém está entrando no Kit com {email} a partir de um novo dispositivo.',
  requestLine: '{label}: {value}',
  app: 'App',
  browser: 'Navegador',
  ipAddress: 'Endereço IP',
  browserOnSystem: '{browser} no {system}',
  unknownBrowser: 'um navegador desconhecido',
  unknownBrowserOnSystem: 'um navegador desconhecido no {system}',
  approvalAskText: 'Se foi você, abra este link para aprovar o dispositivo (válido por {duration}):',
  approvalAskHtml: 'Se foi você, {link} (válido por {duration}).',
  approvalLink: 'aprove o dispositivo',
  notYou: 'Se não foi você, ignore este e-mail.',
  pageApproveTitle: 'Aprovar este dispositivo',
  pageApproveHeading: 'Aprovar este dispositivo?',
  pageApproveBody:
    'Alguém está entrando como {email} a partir de um novo dispositivo. Aprove somente se foi você.',
  pageApproveButton: 'Aprovar dispositivo',
  pageExpiredTitle: 'Link expirado',
  pageExpiredHeading: 'Este link expirou',
  pageExpiredBody: 'Ele já foi usado ou é antigo demais. Comece a entrar novamente para receber um novo.',
  pageApprovedTitle: 'Dispositivo aprovado',
  pageApprovedBody:
    'Enviamos um código de login para o seu e-mail. Volte ao app e digite-o lá. Você pode fechar esta aba.',
}
