// Brazilian Portuguese: what the cards say when a call fails. Every key of English's (errorTexts.ts), with the same
// variables.
import type { ErrorTexts } from '../../errorTexts.js'

const ptBR: ErrorTexts = {
  wrongCode: '{count, plural, other {Código errado. Tentativas restantes: #}}',
  codeExpired: 'O código expirou; peça um novo código',
  codeLocked: 'Códigos errados demais: este código foi bloqueado. Peça um novo código',
  noCode: 'Nenhum código está aguardando; peça um novo código',
  tooManyWrongCodes: 'Códigos errados demais hoje. Tente novamente em {seconds} s',
  tooManyAttempts: 'Tentativas demais. Tente novamente em {seconds} s',
  emailTaken: 'Este e-mail pertence a outra conta',
  sameEmail: 'O novo e-mail é o atual',
  noEmail: 'Esta conta não tem e-mail para receber um código; entre novamente',
  sessionEnded: 'Sua sessão terminou; entre novamente',
  confirmAgain: 'Confirme de novo que é você para continuar',
  signedOutAlready: 'Este dispositivo já saiu da conta',
  lastMethod: 'Sua carteira mantém pelo menos uma forma de abri-la em um novo dispositivo.',
  lastLoginMethod:
    'Esta chave de acesso é a única forma de entrar nesta conta; adicione antes outra chave de acesso ou um e-mail',
  passkeyExists: 'Esta chave de acesso já protege a carteira',
  passwordExists: 'Esta carteira já tem uma senha de recuperação',
  serviceDown: 'O serviço de login não pode responder agora. Tente novamente mais tarde',
  unreachable: 'Não foi possível acessar o serviço de login. Tente novamente',
  signInAgain: 'Entre novamente para continuar',
  exportSignInAgain: 'Entre novamente para exportar sua chave',
  recordUnreadable: 'Esta forma de abrir sua carteira não pode ser lida aqui. Tente outra',
  methodMissing: 'Esta carteira não tem essa forma de ser aberta. Tente outra',
  passkeyHere: 'Uma chave de acesso deste dispositivo já protege a carteira',
  passkeyUnavailable: 'Chaves de acesso não estão disponíveis aqui',
  passkeyFailed: 'A solicitação da chave de acesso falhou. Tente novamente',
}

export default ptBR
