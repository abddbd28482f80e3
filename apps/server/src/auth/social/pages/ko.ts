import type { SocialPageMessages } from './en.js'

/** The social-login pages in Korean. */
export const korean: SocialPageMessages = {
  notStartedTitle: '로그인이 시작되지 않음',
  notStartedHeading: '이 로그인을 시작할 수 없습니다',
  tryAgain: '앱으로 돌아가 다시 시도하세요.',
  notFromFrame: '리디렉션 로그인은 보안 로그인 프레임에서만 시작됩니다.',
  incomplete: '로그인 요청이 불완전합니다.',
  returnNotAllowed: '앱이 이 프로젝트에서 허용하지 않는 페이지로 돌아가려고 했습니다.',
  notConfigured: '이 서버에는 {provider} 로그인이 설정되어 있지 않습니다.',
  leavingTitle: '로그인 중',
  leavingHeading: '로그인 중…',
  leavingLink: '로그인 페이지로 계속',
  refusedTitle: '로그인 거부됨',
  refusedHeading: '이 로그인은 이 브라우저에서 시작되지 않았습니다',
  refusedBody: '안전을 위해 여기서는 완료할 수 없습니다. 앱으로 돌아가 그곳에서 로그인하세요.',
  expiredTitle: '로그인 만료됨',
  expiredHeading: '이 로그인은 만료되었습니다',
  expiredBody: '이 창을 닫고 다시 시도하세요.',
  relayTitle: '로그인 완료하기',
  relayBody: '거의 다 됐습니다.',
  relayButton: '계속',
}
