import type { MailMessages } from './en.js'

/** The e-mails and pages in Urdu (right to left). */
export const urdu: MailMessages = {
  codeSubject: '{code} آپ کا Kit کوڈ ہے',
  codeTextLogin: 'لاگ اِن کے لیے آپ کا کوڈ {code} ہے۔',
  codeTextUpdate: 'ای میل کی تبدیلی کی تصدیق کے لیے آپ کا کوڈ {code} ہے۔',
  codeTextStepUp:
    'یہ تصدیق کرنے کے لیے کہ یہ آپ ہی ہیں (آپ کے اکاؤنٹ یا اس کی کلیدوں میں تبدیلی) آپ کا کوڈ {code} ہے۔',
  codeHtmlLogin: 'لاگ اِن کے لیے آپ کا کوڈ:',
  codeHtmlUpdate: 'ای میل کی تبدیلی کی تصدیق کے لیے آپ کا کوڈ:',
  codeHtmlStepUp: 'یہ تصدیق کرنے کے لیے کہ یہ آپ ہی ہیں (آپ کے اکاؤنٹ یا اس کی کلیدوں میں تبدیلی) آپ کا کوڈ:',
  codeExpires:
    'یہ {duration} میں ختم ہو جائے گا۔ اگر آپ نے اس کی درخواست نہیں کی تو اس ای میل کو نظر انداز کریں۔',
  approvalSubject: 'Kit میں لاگ اِن کرنے کے لیے اس آلے کی منظوری دیں',
  approvalLead: 'کوئی نئے آلے سے {email} کے ساتھ Kit میں لاگ اِن کر رہا ہے۔',
  requestLine: '{label}: {value}',
  app: 'ایپ',
  browser: 'براؤزر',
  ipAddress: 'IP پتہ',
  browserOnSystem: '{system} پر {browser}',
  unknownBrowser: 'نامعلوم براؤزر',
  unknownBrowserOnSystem: '{system} پر نامعلوم براؤزر',
  approvalAskText: 'اگر یہ آپ تھے تو آلے کی منظوری کے لیے یہ لنک کھولیں ({duration} تک کارآمد):',
  approvalAskHtml: 'اگر یہ آپ تھے تو {link} ({duration} تک کارآمد)۔',
  approvalLink: 'آلے کی منظوری دیں',
  notYou: 'اگر یہ آپ نہیں تھے تو اس ای میل کو نظر انداز کریں۔',
  pageApproveTitle: 'اس آلے کی منظوری دیں',
  pageApproveHeading: 'اس آلے کی منظوری دیں؟',
  pageApproveBody:
    'کوئی نئے آلے سے {email} کے طور پر لاگ اِن کر رہا ہے۔ صرف اسی صورت میں منظوری دیں جب یہ آپ ہوں۔',
  pageApproveButton: 'آلے کی منظوری دیں',
  pageExpiredTitle: 'لنک کی میعاد ختم',
  pageExpiredHeading: 'اس لنک کی میعاد ختم ہو چکی ہے',
  pageExpiredBody:
    'یہ پہلے ہی استعمال ہو چکا ہے یا بہت پرانا ہے۔ نیا لنک حاصل کرنے کے لیے دوبارہ لاگ اِن شروع کریں۔',
  pageApprovedTitle: 'آلے کی منظوری ہو گئی',
  pageApprovedBody:
    'ہم نے آپ کی ای میل پر لاگ اِن کوڈ بھیج دیا ہے۔ ایپ پر واپس جائیں اور وہاں درج کریں۔ آپ یہ ٹیب بند کر سکتے ہیں۔',
}
