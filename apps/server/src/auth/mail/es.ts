import type { MailMessages } from './en.js'

/** The e-mails and pages in Spanish. */
export const spanish: MailMessages = {
  codeSubject: '{code} es tu código de Kit',
  codeTextLogin: 'Tu código para iniciar sesión es {code}.',
  codeTextUpdate: 'Tu código para confirmar el cambio de tu correo es {code}.',
  codeTextStepUp: 'Tu código para confirmar que eres tú (un cambio en tu cuenta o en sus claves) es {code}.',
  codeHtmlLogin: 'Tu código para iniciar sesión es',
  codeHtmlUpdate: 'Tu código para confirmar el cambio de tu correo es',
  codeHtmlStepUp: 'Tu código para confirmar que eres tú (un cambio en tu cuenta o en sus claves) es',
  codeExpires: 'Caduca en {duration}. Si no lo pediste, ignora este correo.',
  approvalSubject: 'Aprueba este dispositivo para iniciar sesión en Kit',
  approvalLead: 'Alguien está iniciando sesión en Kit con {email} desde un dispositivo nuevo.',
  requestLine: '{label}: {value}',
  app: 'Aplicación',
  browser: 'Navegador',
  ipAddress: 'Dirección IP',
  browserOnSystem: '{browser} en {system}',
  unknownBrowser: 'un navegador desconocido',
  unknownBrowserOnSystem: 'un navegador desconocido en {system}',
  approvalAskText: 'Si fuiste tú, abre este enlace para aprobar el dispositivo (válido durante {duration}):',
  approvalAskHtml: 'Si fuiste tú, {link} (válido durante {duration}).',
  approvalLink: 'aprueba el dispositivo',
  notYou: 'Si no fuiste tú, ignora este correo.',
  pageApproveTitle: 'Aprueba este dispositivo',
  pageApproveHeading: '¿Aprobar este dispositivo?',
  pageApproveBody:
    'Alguien está iniciando sesión como {email} desde un dispositivo nuevo. Apruébalo solo si fuiste tú.',
  pageApproveButton: 'Aprobar dispositivo',
  pageExpiredTitle: 'Enlace caducado',
  pageExpiredHeading: 'Este enlace ha caducado',
  pageExpiredBody: 'Ya se usó o es demasiado antiguo. Vuelve a iniciar sesión para recibir uno nuevo.',
  pageApprovedTitle: 'Dispositivo aprobado',
  pageApprovedBody:
    'Te enviamos un código de inicio de sesión por correo. Vuelve a la app e introdúcelo allí. Puedes cerrar esta pestaña.',
}
