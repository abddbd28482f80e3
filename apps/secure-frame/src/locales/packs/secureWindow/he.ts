// Hebrew: the prompt in the frame that opens the secure window (Firefox, Safari). Every key of English's
// (secureWindowTexts.ts).
import type { SecureWindowTexts } from '../../secureWindowTexts.js'

const he: SecureWindowTexts = {
  promptTitle: 'המשיכו בחלון מאובטח',
  promptIntro:
    'הדפדפן הזה לא יכול לדעת אם הדף מכסה או מסתיר את הארנק שלכם, ולכן הארנק שואל אתכם בחלון משלו, שאף דף לא יכול לכסות.',
  open: 'פתיחת חלון מאובטח',
  cancel: 'ביטול',
  opening: 'פותח את החלון המאובטח…',
  blocked: 'הדפדפן שלכם חסם את החלון. אפשרו חלונות קופצים באתר הזה ונסו שוב.',
  notReady: 'החלון המאובטח לא נפתח. נסו שוב.',
  waitingTitle: 'המשיכו בחלון המאובטח',
  waitingIntro: 'הארנק שלכם שואל אתכם בחלון נפרד. סיימו שם, או בטלו כאן.',
  show: 'הצגת החלון',
}

export default he
