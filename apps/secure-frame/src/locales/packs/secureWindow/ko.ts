// Korean: the prompt in the frame that opens the secure window (Firefox, Safari). Every key of English's
// (secureWindowTexts.ts).
import type { SecureWindowTexts } from '../../secureWindowTexts.js'

const ko: SecureWindowTexts = {
  promptTitle: '보안 창에서 계속',
  promptIntro:
    '이 브라우저는 페이지가 지갑을 가리거나 숨기는지 알 수 없으므로, 지갑이 어떤 페이지도 가릴 수 없는 별도의 창에서 확인을 요청합니다.',
  open: '보안 창 열기',
  cancel: '취소',
  opening: '보안 창을 여는 중…',
  blocked: '브라우저가 창을 차단했습니다. 이 사이트의 팝업을 허용한 후 다시 시도하세요.',
  notReady: '보안 창이 열리지 않았습니다. 다시 시도하세요.',
  waitingTitle: '보안 창에서 계속하세요',
  waitingIntro: '지갑이 별도의 창에서 확인을 요청하고 있습니다. 그 창에서 완료하거나 여기에서 취소하세요.',
  show: '창 표시',
}

export default ko
