import type { MailMessages } from './en.js'

/** The e-mails and pages in Persian (right to left). */
export const persian: MailMessages = {
  codeSubject: '{code} کد Kit شماست',
  codeTextLogin: 'کد ورود شما {code} است.',
  codeTextUpdate: 'کد شما برای تأیید تغییر ایمیل {code} است.',
  codeTextStepUp: 'کد شما برای تأیید هویت (تغییر در حساب یا کلیدهای آن) {code} است.',
  codeHtmlLogin: 'کد ورود شما:',
  codeHtmlUpdate: 'کد شما برای تأیید تغییر ایمیل:',
  codeHtmlStepUp: 'کد شما برای تأیید هویت (تغییر در حساب یا کلیدهای آن):',
  codeExpires:
    'این کد تا {duration} دیگر منقضی می‌شود. اگر آن را درخواست نکرده‌اید، این ایمیل را نادیده بگیرید.',
  approvalSubject: 'برای ورود به Kit این دستگاه را تأیید کنید',
  approvalLead: 'کسی با {email} از یک دستگاه جدید در حال ورود به Kit است.',
  requestLine: '{label}: {value}',
  app: 'برنامه',
  browser: 'مرورگر',
  ipAddress: 'نشانی IP',
  browserOnSystem: '{browser} روی {system}',
  unknownBrowser: 'مرورگری ناشناخته',
  unknownBrowserOnSystem: 'مرورگری ناشناخته روی {system}',
  approvalAskText: 'اگر خودتان بودید، برای تأیید دستگاه این پیوند را باز کنید (اعتبار: {duration}):',
  approvalAskHtml: 'اگر خودتان بودید، {link} (اعتبار: {duration}).',
  approvalLink: 'دستگاه را تأیید کنید',
  notYou: 'اگر شما نبودید، این ایمیل را نادیده بگیرید.',
  pageApproveTitle: 'تأیید این دستگاه',
  pageApproveHeading: 'این دستگاه تأیید شود؟',
  pageApproveBody: 'کسی با نام {email} از یک دستگاه جدید در حال ورود است. فقط اگر خودتان بودید تأیید کنید.',
  pageApproveButton: 'تأیید دستگاه',
  pageExpiredTitle: 'پیوند منقضی شده',
  pageExpiredHeading: 'این پیوند منقضی شده است',
  pageExpiredBody: 'قبلاً استفاده شده یا خیلی قدیمی است. برای دریافت پیوند جدید، دوباره وارد شوید.',
  pageApprovedTitle: 'دستگاه تأیید شد',
  pageApprovedBody:
    'کد ورود را به ایمیل شما فرستادیم. به برنامه برگردید و آن را آنجا وارد کنید. می‌توانید این زبانه را ببندید.',
}
