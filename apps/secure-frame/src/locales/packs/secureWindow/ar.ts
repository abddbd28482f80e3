// Arabic: the prompt in the frame that opens the secure window (Firefox, Safari). Every key of English's
// (secureWindowTexts.ts).
import type { SecureWindowTexts } from '../../secureWindowTexts.js'

const ar: SecureWindowTexts = {
  promptTitle: 'تابع في نافذة آمنة',
  promptIntro:
    'لا يستطيع هذا المتصفح معرفة ما إذا كانت الصفحة تغطي محفظتك أو تخفيها، لذا تسألك محفظتك في نافذة خاصة بها لا تستطيع أي صفحة تغطيتها.',
  open: 'فتح النافذة الآمنة',
  cancel: 'إلغاء',
  opening: 'جارٍ فتح النافذة الآمنة…',
  blocked: 'حظر متصفحك النافذة. اسمح بالنوافذ المنبثقة لهذا الموقع ثم حاول مرة أخرى.',
  notReady: 'لم تُفتح النافذة الآمنة. حاول مرة أخرى.',
  waitingTitle: 'تابع في النافذة الآمنة',
  waitingIntro: 'تسألك محفظتك في نافذة منفصلة. أكمل هناك، أو ألغِ هنا.',
  show: 'إظهار النافذة',
}

export default ar
