// Urdu: what the cards say when a call fails. Every key of English's (errorTexts.ts), with the same
// variables.
import type { ErrorTexts } from '../../errorTexts.js'

const ur: ErrorTexts = {
  wrongCode: '{count, plural, other {غلط کوڈ۔ باقی کوششیں: #}}',
  codeExpired: 'کوڈ کی میعاد ختم ہو گئی؛ نیا کوڈ طلب کریں',
  codeLocked: 'بہت زیادہ غلط کوڈ: یہ کوڈ لاک ہو گیا۔ نیا کوڈ طلب کریں',
  noCode: 'کوئی کوڈ منتظر نہیں؛ نیا کوڈ طلب کریں',
  tooManyWrongCodes: 'آج بہت زیادہ غلط کوڈ۔ براہ کرم {seconds} سیکنڈ بعد دوبارہ کوشش کریں',
  tooManyAttempts: 'بہت زیادہ کوششیں۔ براہ کرم {seconds} سیکنڈ بعد دوبارہ کوشش کریں',
  emailTaken: 'یہ ای میل کسی دوسرے اکاؤنٹ کی ہے',
  sameEmail: 'نئی ای میل وہی ہے جو ابھی ہے',
  noEmail: 'اس اکاؤنٹ کے پاس کوڈ بھیجنے کے لیے کوئی ای میل نہیں؛ اس کے بجائے دوبارہ سائن اِن کریں',
  sessionEnded: 'آپ کا سیشن ختم ہو گیا؛ دوبارہ سائن اِن کریں',
  confirmAgain: 'جاری رکھنے کے لیے دوبارہ تصدیق کریں کہ یہ آپ ہیں',
  signedOutAlready: 'یہ ڈیوائس پہلے ہی سائن آؤٹ ہو چکی ہے',
  lastMethod: 'آپ کا والیٹ نئے آلے پر کھلنے کا کم از کم ایک طریقہ رکھتا ہے۔',
  lastLoginMethod:
    'یہ پاس کی اس اکاؤنٹ میں سائن اِن کا واحد طریقہ ہے؛ پہلے کوئی اور پاس کی یا ای میل شامل کریں',
  passkeyExists: 'یہ پاس کی پہلے ہی والٹ کی حفاظت کرتی ہے',
  passwordExists: 'اس والٹ کا پہلے ہی ریکوری پاس ورڈ ہے',
  serviceDown: 'سائن اِن سروس ابھی جواب نہیں دے سکتی۔ بعد میں دوبارہ کوشش کریں',
  unreachable: 'سائن اِن سروس تک رسائی نہیں ہو سکی۔ دوبارہ کوشش کریں',
  signInAgain: 'جاری رکھنے کے لیے دوبارہ سائن اِن کریں',
  exportSignInAgain: 'کلید برآمد کرنے کے لیے دوبارہ سائن اِن کریں',
  recordUnreadable: 'والٹ کھولنے کا یہ طریقہ یہاں پڑھا نہیں جا سکتا۔ کوئی اور آزمائیں',
  methodMissing: 'اس والٹ کو کھولنے کا ایسا کوئی طریقہ نہیں۔ کوئی اور آزمائیں',
  passkeyHere: 'اس ڈیوائس کی ایک پاس کی پہلے ہی والٹ کی حفاظت کرتی ہے',
  passkeyUnavailable: 'پاس کیز یہاں دستیاب نہیں ہیں',
  passkeyFailed: 'پاس کی کی درخواست ناکام ہو گئی۔ دوبارہ کوشش کریں',
}

export default ur
