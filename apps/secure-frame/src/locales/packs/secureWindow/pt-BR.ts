// Brazilian Portuguese: the prompt in the frame that opens the secure window (Firefox, Safari). Every key of English's
// (secureWindowTexts.ts).
import type { SecureWindowTexts } from '../../secureWindowTexts.js'

const ptBR: SecureWindowTexts = {
  promptTitle: 'Continue em uma janela segura',
  promptIntro:
    'Este navegador não consegue saber se a página cobre ou esconde sua carteira, então sua carteira pergunta a você em uma janela própria, que nenhuma página pode cobrir.',
  open: 'Abrir janela segura',
  cancel: 'Cancelar',
  opening: 'Abrindo a janela segura…',
  blocked: 'Seu navegador bloqueou a janela. Permita pop-ups para este site e tente novamente.',
  notReady: 'A janela segura não abriu. Tente novamente.',
  waitingTitle: 'Continue na janela segura',
  waitingIntro: 'Sua carteira está perguntando em uma janela separada. Conclua lá ou cancele aqui.',
  show: 'Mostrar a janela',
}

export default ptBR
