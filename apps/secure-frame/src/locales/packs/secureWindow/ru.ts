// Russian: the prompt in the frame that opens the secure window (Firefox, Safari). Every key of English's
// (secureWindowTexts.ts).
import type { SecureWindowTexts } from '../../secureWindowTexts.js'

const ru: SecureWindowTexts = {
  promptTitle: 'Продолжите в отдельном защищённом окне',
  promptIntro:
    'Этот браузер не может определить, закрывает или скрывает ли страница ваш кошелёк, поэтому кошелёк спрашивает вас в собственном окне, которое не может закрыть ни одна страница.',
  open: 'Открыть защищённое окно',
  cancel: 'Отмена',
  opening: 'Открываем защищённое окно…',
  blocked: 'Браузер заблокировал окно. Разрешите всплывающие окна для этого сайта и попробуйте снова.',
  notReady: 'Защищённое окно не открылось. Попробуйте снова.',
  waitingTitle: 'Продолжите в защищённом окне',
  waitingIntro: 'Кошелёк спрашивает вас в отдельном окне. Завершите там или отмените здесь.',
  show: 'Показать окно',
}

export default ru
