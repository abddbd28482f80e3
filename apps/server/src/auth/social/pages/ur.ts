import type { SocialPageMessages } from './en.js'

/** The social-login pages in Urdu (right to left). */
export const urdu: SocialPageMessages = {
  notStartedTitle: 'لاگ ان شروع نہیں ہوا',
  notStartedHeading: 'یہ لاگ ان شروع نہیں ہو سکا',
  tryAgain: 'ایپ پر واپس جائیں اور دوبارہ کوشش کریں۔',
  notFromFrame: 'ری ڈائریکٹ کے ذریعے لاگ ان صرف محفوظ لاگ ان فریم سے شروع ہوتا ہے۔',
  incomplete: 'لاگ ان کی درخواست نامکمل ہے۔',
  returnNotAllowed: 'ایپ نے ایسے صفحے پر واپس جانے کو کہا جس کی یہ پروجیکٹ اجازت نہیں دیتا۔',
  notConfigured: 'اس سرور پر {provider} کے ساتھ لاگ ان سیٹ اپ نہیں ہے۔',
  leavingTitle: 'لاگ ان ہو رہا ہے',
  leavingHeading: 'لاگ ان ہو رہا ہے…',
  leavingLink: 'لاگ ان صفحے پر جاری رکھیں',
  refusedTitle: 'لاگ ان مسترد کر دیا گیا',
  refusedHeading: 'یہ لاگ ان اس براؤزر میں شروع نہیں ہوا تھا',
  refusedBody:
    'آپ کی حفاظت کے لیے اسے یہاں مکمل نہیں کیا جا سکتا۔ ایپ پر واپس جائیں اور وہیں سے لاگ ان کریں۔',
  expiredTitle: 'لاگ ان کی میعاد ختم',
  expiredHeading: 'اس لاگ ان کی میعاد ختم ہو گئی ہے',
  expiredBody: 'یہ ونڈو بند کریں اور دوبارہ کوشش کریں۔',
  relayTitle: 'لاگ ان مکمل کریں',
  relayBody: 'بس تھوڑا سا باقی ہے۔',
  relayButton: 'جاری رکھیں',
}
