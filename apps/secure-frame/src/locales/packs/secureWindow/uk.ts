// Ukrainian: the prompt in the frame that opens the secure window (Firefox, Safari). Every key of English's
// (secureWindowTexts.ts).
import type { SecureWindowTexts } from '../../secureWindowTexts.js'

const uk: SecureWindowTexts = {
  promptTitle: 'Продовжте в окремому захищеному вікні',
  promptIntro:
    'Цей браузер не може визначити, чи сторінка закриває або приховує ваш гаманець, тому гаманець запитує вас у власному вікні, яке не може закрити жодна сторінка.',
  open: 'Відкрити захищене вікно',
  cancel: 'Скасувати',
  opening: 'Відкриваємо захищене вікно…',
  blocked: 'Браузер заблокував вікно. Дозвольте спливні вікна для цього сайту й спробуйте ще раз.',
  notReady: 'Захищене вікно не відкрилося. Спробуйте ще раз.',
  waitingTitle: 'Продовжте в захищеному вікні',
  waitingIntro: 'Гаманець запитує вас в окремому вікні. Завершіть там або скасуйте тут.',
  show: 'Показати вікно',
}

export default uk
