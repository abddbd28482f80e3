// Turkish: the prompt in the frame that opens the secure window (Firefox, Safari). Every key of English's
// (secureWindowTexts.ts).
import type { SecureWindowTexts } from '../../secureWindowTexts.js'

const tr: SecureWindowTexts = {
  promptTitle: 'Güvenli bir pencerede devam edin',
  promptIntro:
    'Bu tarayıcı, sayfanın cüzdanınızı örtüp örtmediğini ya da gizleyip gizlemediğini anlayamaz; bu yüzden cüzdanınız size, hiçbir sayfanın örtemeyeceği kendi penceresinde sorar.',
  open: 'Güvenli pencereyi aç',
  cancel: 'İptal',
  opening: 'Güvenli pencere açılıyor…',
  blocked: 'Tarayıcınız pencereyi engelledi. Bu site için açılır pencerelere izin verin ve tekrar deneyin.',
  notReady: 'Güvenli pencere açılmadı. Tekrar deneyin.',
  waitingTitle: 'Güvenli pencerede devam edin',
  waitingIntro: 'Cüzdanınız size ayrı bir pencerede soruyor. Orada tamamlayın veya burada iptal edin.',
  show: 'Pencereyi göster',
}

export default tr
