// Urdu: the prompt in the frame that opens the secure window (Firefox, Safari). Every key of English's
// (secureWindowTexts.ts).
import type { SecureWindowTexts } from '../../secureWindowTexts.js'

const ur: SecureWindowTexts = {
  promptTitle: 'ایک محفوظ ونڈو میں جاری رکھیں',
  promptIntro:
    'یہ براؤزر نہیں بتا سکتا کہ صفحہ آپ کے والیٹ کو ڈھانپ رہا ہے یا چھپا رہا ہے، اس لیے آپ کا والیٹ آپ سے اپنی الگ ونڈو میں پوچھتا ہے، جسے کوئی صفحہ ڈھانپ نہیں سکتا۔',
  open: 'محفوظ ونڈو کھولیں',
  cancel: 'منسوخ کریں',
  opening: 'محفوظ ونڈو کھل رہی ہے…',
  blocked: 'آپ کے براؤزر نے ونڈو بلاک کر دی۔ اس سائٹ کے لیے پاپ اپس کی اجازت دیں اور دوبارہ کوشش کریں۔',
  notReady: 'محفوظ ونڈو نہیں کھلی۔ دوبارہ کوشش کریں۔',
  waitingTitle: 'محفوظ ونڈو میں جاری رکھیں',
  waitingIntro: 'آپ کا والیٹ آپ سے ایک الگ ونڈو میں پوچھ رہا ہے۔ وہاں مکمل کریں، یا یہاں منسوخ کریں۔',
  show: 'ونڈو دکھائیں',
}

export default ur
