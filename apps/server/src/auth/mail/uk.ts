import type { MailMessages } from './en.js'

// `{duration}` comes in the nominative ("15 хвилин", "1 хвилина"): every sentence puts it where that case fits.

/** The e-mails and pages in Ukrainian. */
export const ukrainian: MailMessages = {
  codeSubject: '{code} — ваш код Kit',
  codeTextLogin: 'Ваш код для входу: {code}.',
  codeTextUpdate: 'Ваш код для підтвердження зміни адреси електронної пошти: {code}.',
  codeTextStepUp: 'Ваш код для підтвердження, що це ви (зміна облікового запису або його ключів): {code}.',
  codeHtmlLogin: 'Ваш код для входу:',
  codeHtmlUpdate: 'Ваш код для підтвердження зміни адреси електронної пошти:',
  codeHtmlStepUp: 'Ваш код для підтвердження, що це ви (зміна облікового запису або його ключів):',
  codeExpires: 'Термін дії коду — {duration}. Якщо ви його не запитували, просто проігноруйте цей лист.',
  approvalSubject: 'Підтвердьте цей пристрій, щоб увійти в Kit',
  approvalLead: 'Хтось входить у Kit з адресою {email} з нового пристрою.',
  requestLine: '{label}: {value}',
  app: 'Застосунок',
  browser: 'Браузер',
  ipAddress: 'IP-адреса',
  browserOnSystem: '{browser} на {system}',
  unknownBrowser: 'невідомий браузер',
  unknownBrowserOnSystem: 'невідомий браузер на {system}',
  approvalAskText:
    'Якщо це були ви, відкрийте це посилання, щоб підтвердити пристрій (термін дії — {duration}):',
  approvalAskHtml: 'Якщо це були ви, {link} (термін дії — {duration}).',
  approvalLink: 'підтвердьте пристрій',
  notYou: 'Якщо це були не ви, проігноруйте цей лист.',
  pageApproveTitle: 'Підтвердження пристрою',
  pageApproveHeading: 'Підтвердити цей пристрій?',
  pageApproveBody: 'Хтось входить як {email} з нового пристрою. Підтверджуйте, лише якщо це були ви.',
  pageApproveButton: 'Підтвердити пристрій',
  pageExpiredTitle: 'Посилання застаріло',
  pageExpiredHeading: 'Термін дії посилання минув',
  pageExpiredBody: 'Його вже використано, або воно надто старе. Почніть вхід знову, щоб отримати нове.',
  pageApprovedTitle: 'Пристрій підтверджено',
  pageApprovedBody:
    'Ми надіслали код для входу на вашу пошту. Поверніться в застосунок і введіть його там. Цю вкладку можна закрити.',
}
