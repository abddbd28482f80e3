import type { MailMessages } from './en.js'

// `{duration}` comes in the nominative ("15 minut", "1 minuta"): every sentence puts it where that case fits.

/** The e-mails and pages in Polish. */
export const polish: MailMessages = {
  codeSubject: '{code} to Twój kod Kit',
  codeTextLogin: 'Twój kod logowania to {code}.',
  codeTextUpdate: 'Twój kod potwierdzający zmianę adresu e-mail to {code}.',
  codeTextStepUp: 'Twój kod potwierdzający, że to Ty (zmiana konta lub jego kluczy), to {code}.',
  codeHtmlLogin: 'Twój kod logowania:',
  codeHtmlUpdate: 'Twój kod potwierdzający zmianę adresu e-mail:',
  codeHtmlStepUp: 'Twój kod potwierdzający, że to Ty (zmiana konta lub jego kluczy):',
  codeExpires: 'Czas ważności kodu: {duration}. Jeśli nie wiesz, skąd ten kod, zignoruj tę wiadomość.',
  approvalSubject: 'Zatwierdź to urządzenie, aby zalogować się do Kit',
  approvalLead: 'Ktoś loguje się do Kit przy użyciu adresu {email} z nowego urządzenia.',
  requestLine: '{label}: {value}',
  app: 'Aplikacja',
  browser: 'Przeglądarka',
  ipAddress: 'Adres IP',
  browserOnSystem: '{browser} w systemie {system}',
  unknownBrowser: 'nieznana przeglądarka',
  unknownBrowserOnSystem: 'nieznana przeglądarka w systemie {system}',
  approvalAskText: 'Jeśli to Ty, otwórz ten link, aby zatwierdzić urządzenie (czas ważności: {duration}):',
  approvalAskHtml: 'Jeśli to Ty, {link} (czas ważności: {duration}).',
  approvalLink: 'zatwierdź urządzenie',
  notYou: 'Jeśli to nie Ty, zignoruj tę wiadomość.',
  pageApproveTitle: 'Zatwierdź to urządzenie',
  pageApproveHeading: 'Zatwierdzić to urządzenie?',
  pageApproveBody: 'Ktoś loguje się jako {email} z nowego urządzenia. Zatwierdź tylko wtedy, gdy to Ty.',
  pageApproveButton: 'Zatwierdź urządzenie',
  pageExpiredTitle: 'Link wygasł',
  pageExpiredHeading: 'Ten link wygasł',
  pageExpiredBody: 'Został już użyty lub jest zbyt stary. Zacznij logowanie od nowa, aby otrzymać nowy.',
  pageApprovedTitle: 'Urządzenie zatwierdzone',
  pageApprovedBody:
    'Wysłaliśmy kod logowania na Twój adres e-mail. Wróć do aplikacji i wpisz go tam. Możesz zamknąć tę kartę.',
}
