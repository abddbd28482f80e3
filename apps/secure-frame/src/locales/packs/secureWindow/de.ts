// German: the prompt in the frame that opens the secure window (Firefox, Safari). Every key of English's
// (secureWindowTexts.ts).
import type { SecureWindowTexts } from '../../secureWindowTexts.js'

const de: SecureWindowTexts = {
  promptTitle: 'Weiter in einem sicheren Fenster',
  promptIntro:
    'Dieser Browser kann nicht erkennen, ob die Seite deine Wallet verdeckt oder versteckt. Deshalb fragt dich deine Wallet in einem eigenen Fenster, das keine Seite verdecken kann.',
  open: 'Sicheres Fenster öffnen',
  cancel: 'Abbrechen',
  opening: 'Das sichere Fenster wird geöffnet…',
  blocked:
    'Dein Browser hat das Fenster blockiert. Erlaube Pop-ups für diese Website und versuche es dann erneut.',
  notReady: 'Das sichere Fenster wurde nicht geöffnet. Versuche es erneut.',
  waitingTitle: 'Weiter im sicheren Fenster',
  waitingIntro: 'Deine Wallet fragt dich in einem separaten Fenster. Schließe dort ab oder brich hier ab.',
  show: 'Fenster anzeigen',
}

export default de
