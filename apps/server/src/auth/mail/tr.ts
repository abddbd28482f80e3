import type { MailMessages } from './en.js'

/** The e-mails and pages in Turkish. */
export const turkish: MailMessages = {
  codeSubject: '{code} Kit kodunuzdur',
  codeTextLogin: 'Giriş kodunuz: {code}.',
  codeTextUpdate: 'E-posta değişikliğinizi onaylama kodunuz: {code}.',
  codeTextStepUp: 'Kimliğinizi onaylama kodunuz (hesabınızda veya anahtarlarında bir değişiklik): {code}.',
  codeHtmlLogin: 'Giriş kodunuz:',
  codeHtmlUpdate: 'E-posta değişikliğinizi onaylama kodunuz:',
  codeHtmlStepUp: 'Kimliğinizi onaylama kodunuz (hesabınızda veya anahtarlarında bir değişiklik):',
  codeExpires:
    'Kodun süresi {duration} içinde dolar. Bu kodu siz istemediyseniz bu e-postayı dikkate almayın.',
  approvalSubject: 'Kit’e giriş yapmak için bu cihazı onaylayın',
  approvalLead: 'Birisi yeni bir cihazdan {email} ile Kit’e giriş yapıyor.',
  requestLine: '{label}: {value}',
  app: 'Uygulama',
  browser: 'Tarayıcı',
  ipAddress: 'IP adresi',
  browserOnSystem: '{system} üzerinde {browser}',
  unknownBrowser: 'bilinmeyen bir tarayıcı',
  unknownBrowserOnSystem: '{system} üzerinde bilinmeyen bir tarayıcı',
  approvalAskText: 'Bu sizseniz cihazı onaylamak için bu bağlantıyı açın ({duration} geçerli):',
  approvalAskHtml: 'Bu sizseniz {link} ({duration} geçerli).',
  approvalLink: 'cihazı onaylayın',
  notYou: 'Bu siz değilseniz bu e-postayı dikkate almayın.',
  pageApproveTitle: 'Bu cihazı onaylayın',
  pageApproveHeading: 'Bu cihaz onaylansın mı?',
  pageApproveBody: 'Birisi yeni bir cihazdan {email} olarak giriş yapıyor. Yalnızca bu sizseniz onaylayın.',
  pageApproveButton: 'Cihazı onayla',
  pageExpiredTitle: 'Bağlantının süresi doldu',
  pageExpiredHeading: 'Bu bağlantının süresi doldu',
  pageExpiredBody: 'Daha önce kullanılmış ya da çok eski. Yeni bir bağlantı almak için yeniden giriş yapın.',
  pageApprovedTitle: 'Cihaz onaylandı',
  pageApprovedBody:
    'E-posta adresinize bir giriş kodu gönderdik. Uygulamaya dönüp kodu orada girin. Bu sekmeyi kapatabilirsiniz.',
}
