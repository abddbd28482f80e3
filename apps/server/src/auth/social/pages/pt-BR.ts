import type { SocialPageMessages } from './en.js'

/** The social-login pages in Brazilian Portuguese. */
export const brazilianPortuguese: SocialPageMessages = {
  notStartedTitle: 'Login não iniciado',
  notStartedHeading: 'Não foi possível iniciar este login',
  tryAgain: 'Volte ao app e tente novamente.',
  notFromFrame: 'Um login por redirecionamento só começa pelo quadro seguro de login.',
  incomplete: 'A solicitação de login está incompleta.',
  returnNotAllowed: 'O app pediu para voltar a uma página que este projeto não permite.',
  notConfigured: 'O login com {provider} não está configurado neste servidor.',
  leavingTitle: 'Entrando',
  leavingHeading: 'Entrando…',
  leavingLink: 'Continuar para a página de login',
  refusedTitle: 'Login recusado',
  refusedHeading: 'Este login não foi iniciado neste navegador',
  refusedBody: 'Para sua segurança, ele não pode ser concluído aqui. Volte ao app e entre por lá.',
  expiredTitle: 'Login expirado',
  expiredHeading: 'Este login expirou',
  expiredBody: 'Feche esta janela e tente novamente.',
  relayTitle: 'Concluir o login',
  relayBody: 'Está quase pronto.',
  relayButton: 'Continuar',
}
