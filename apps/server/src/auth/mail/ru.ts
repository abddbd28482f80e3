import type { MailMessages } from './en.js'

// `{duration}` comes in the nominative ("15 минут", "1 минута"): every sentence puts it where that case fits.

/** The e-mails and pages in Russian. */
export const russian: MailMessages = {
  codeSubject: '{code} — ваш код Kit',
  codeTextLogin: 'Ваш код для входа: {code}.',
  codeTextUpdate: 'Ваш код для подтверждения смены адреса электронной почты: {code}.',
  codeTextStepUp: 'Ваш код для подтверждения, что это вы (изменение аккаунта или его ключей): {code}.',
  codeHtmlLogin: 'Ваш код для входа:',
  codeHtmlUpdate: 'Ваш код для подтверждения смены адреса электронной почты:',
  codeHtmlStepUp: 'Ваш код для подтверждения, что это вы (изменение аккаунта или его ключей):',
  codeExpires:
    'Срок действия кода — {duration}. Если вы его не запрашивали, просто проигнорируйте это письмо.',
  approvalSubject: 'Подтвердите это устройство для входа в Kit',
  approvalLead: 'Кто-то входит в Kit с адресом {email} с нового устройства.',
  requestLine: '{label}: {value}',
  app: 'Приложение',
  browser: 'Браузер',
  ipAddress: 'IP-адрес',
  browserOnSystem: '{browser} на {system}',
  unknownBrowser: 'неизвестный браузер',
  unknownBrowserOnSystem: 'неизвестный браузер на {system}',
  approvalAskText:
    'Если это были вы, откройте эту ссылку, чтобы подтвердить устройство (срок действия — {duration}):',
  approvalAskHtml: 'Если это были вы, {link} (срок действия — {duration}).',
  approvalLink: 'подтвердите устройство',
  notYou: 'Если это были не вы, проигнорируйте это письмо.',
  pageApproveTitle: 'Подтверждение устройства',
  pageApproveHeading: 'Подтвердить это устройство?',
  pageApproveBody: 'Кто-то входит как {email} с нового устройства. Подтверждайте, только если это были вы.',
  pageApproveButton: 'Подтвердить устройство',
  pageExpiredTitle: 'Ссылка устарела',
  pageExpiredHeading: 'Срок действия ссылки истёк',
  pageExpiredBody: 'Она уже использована или слишком старая. Начните вход заново, чтобы получить новую.',
  pageApprovedTitle: 'Устройство подтверждено',
  pageApprovedBody:
    'Мы отправили код для входа на вашу почту. Вернитесь в приложение и введите его там. Эту вкладку можно закрыть.',
}
