// Italian: the prompt in the frame that opens the secure window (Firefox, Safari). Every key of English's
// (secureWindowTexts.ts).
import type { SecureWindowTexts } from '../../secureWindowTexts.js'

const it: SecureWindowTexts = {
  promptTitle: 'Continua in una finestra sicura',
  promptIntro:
    'Questo browser non può sapere se la pagina copre o nasconde il tuo wallet, quindi il tuo wallet ti chiede conferma in una finestra tutta sua, che nessuna pagina può coprire.',
  open: 'Apri la finestra sicura',
  cancel: 'Annulla',
  opening: 'Apertura della finestra sicura…',
  blocked: 'Il browser ha bloccato la finestra. Consenti i pop-up per questo sito, poi riprova.',
  notReady: 'La finestra sicura non si è aperta. Riprova.',
  waitingTitle: 'Continua nella finestra sicura',
  waitingIntro: 'Il tuo wallet ti chiede conferma in una finestra separata. Completa lì, oppure annulla qui.',
  show: 'Mostra la finestra',
}

export default it
