// Spanish: the prompt in the frame that opens the secure window (Firefox, Safari). Every key of English's
// (secureWindowTexts.ts).
import type { SecureWindowTexts } from '../../secureWindowTexts.js'

const es: SecureWindowTexts = {
  promptTitle: 'Continúa en una ventana segura',
  promptIntro:
    'Este navegador no puede saber si la página cubre u oculta tu cartera, así que tu cartera te pregunta en una ventana propia que ninguna página puede cubrir.',
  open: 'Abrir ventana segura',
  cancel: 'Cancelar',
  opening: 'Abriendo la ventana segura…',
  blocked:
    'Tu navegador bloqueó la ventana. Permite las ventanas emergentes en este sitio e inténtalo de nuevo.',
  notReady: 'La ventana segura no se abrió. Inténtalo de nuevo.',
  waitingTitle: 'Continúa en la ventana segura',
  waitingIntro: 'Tu cartera te pregunta en una ventana aparte. Termina allí o cancela aquí.',
  show: 'Mostrar la ventana',
}

export default es
