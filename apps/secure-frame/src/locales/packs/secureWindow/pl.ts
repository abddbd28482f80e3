// Polish: the prompt in the frame that opens the secure window (Firefox, Safari). Every key of English's
// (secureWindowTexts.ts).
import type { SecureWindowTexts } from '../../secureWindowTexts.js'

const pl: SecureWindowTexts = {
  promptTitle: 'Kontynuuj w osobnym bezpiecznym oknie',
  promptIntro:
    'Ta przeglądarka nie potrafi sprawdzić, czy strona zasłania lub ukrywa Twój portfel, więc portfel pyta Cię we własnym oknie, którego żadna strona nie może zasłonić.',
  open: 'Otwórz bezpieczne okno',
  cancel: 'Anuluj',
  opening: 'Otwieranie bezpiecznego okna…',
  blocked: 'Przeglądarka zablokowała okno. Zezwól na wyskakujące okna dla tej witryny i spróbuj ponownie.',
  notReady: 'Bezpieczne okno się nie otworzyło. Spróbuj ponownie.',
  waitingTitle: 'Kontynuuj w bezpiecznym oknie',
  waitingIntro: 'Portfel pyta Cię w osobnym oknie. Dokończ tam albo anuluj tutaj.',
  show: 'Pokaż okno',
}

export default pl
