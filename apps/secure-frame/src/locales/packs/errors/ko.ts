// Korean: what the cards say when a call fails. Every key of English's (errorTexts.ts), with the same
// variables.
import type { ErrorTexts } from '../../errorTexts.js'

const ko: ErrorTexts = {
  wrongCode: '{count, plural, other {잘못된 코드입니다. 남은 시도: #}}',
  codeExpired: '코드가 만료되었습니다. 새 코드를 요청하세요',
  codeLocked: '잘못된 코드가 너무 많아 이 코드가 잠겼습니다. 새 코드를 요청하세요',
  noCode: '대기 중인 코드가 없습니다. 새 코드를 요청하세요',
  tooManyWrongCodes: '오늘 잘못된 코드가 너무 많습니다. {seconds}초 후에 다시 시도하세요',
  tooManyAttempts: '시도가 너무 많습니다. {seconds}초 후에 다시 시도하세요',
  emailTaken: '이 이메일은 다른 계정에 속해 있습니다',
  sameEmail: '새 이메일이 현재 이메일과 같습니다',
  noEmail: '이 계정에는 코드를 보낼 이메일이 없습니다. 대신 다시 로그인하세요',
  sessionEnded: '세션이 종료되었습니다. 다시 로그인하세요',
  confirmAgain: '계속하려면 본인임을 다시 확인하세요',
  signedOutAlready: '이 기기는 이미 로그아웃되었습니다',
  lastMethod: '지갑에는 새 기기에서 열 수 있는 방법이 하나 이상 남아 있어야 합니다.',
  lastLoginMethod:
    '이 패스키는 이 계정에 로그인하는 유일한 방법입니다. 먼저 다른 패스키나 이메일을 추가하세요',
  passkeyExists: '이 패스키는 이미 지갑을 보호하고 있습니다',
  passwordExists: '이 지갑에는 이미 복구 비밀번호가 있습니다',
  serviceDown: '로그인 서비스가 지금 응답할 수 없습니다. 나중에 다시 시도하세요',
  unreachable: '로그인 서비스에 연결할 수 없습니다. 다시 시도하세요',
  signInAgain: '계속하려면 다시 로그인하세요',
  exportSignInAgain: '키를 내보내려면 다시 로그인하세요',
  recordUnreadable: '지갑을 여는 이 방법을 여기서 읽을 수 없습니다. 다른 방법을 시도하세요',
  methodMissing: '이 지갑에는 그런 열기 방법이 없습니다. 다른 방법을 시도하세요',
  passkeyHere: '이 기기의 패스키가 이미 지갑을 보호하고 있습니다',
  passkeyUnavailable: '여기서는 패스키를 사용할 수 없습니다',
  passkeyFailed: '패스키 요청이 실패했습니다. 다시 시도하세요',
}

export default ko
