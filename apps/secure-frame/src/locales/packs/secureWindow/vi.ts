// Vietnamese: the prompt in the frame that opens the secure window (Firefox, Safari). Every key of English's
// (secureWindowTexts.ts).
import type { SecureWindowTexts } from '../../secureWindowTexts.js'

const vi: SecureWindowTexts = {
  promptTitle: 'Tiếp tục trong một cửa sổ bảo mật',
  promptIntro:
    'Trình duyệt này không thể biết trang có che hoặc ẩn ví của bạn hay không, vì vậy ví của bạn hỏi bạn trong một cửa sổ riêng mà không trang nào có thể che.',
  open: 'Mở cửa sổ bảo mật',
  cancel: 'Hủy',
  opening: 'Đang mở cửa sổ bảo mật…',
  blocked: 'Trình duyệt của bạn đã chặn cửa sổ. Hãy cho phép cửa sổ bật lên cho trang này rồi thử lại.',
  notReady: 'Cửa sổ bảo mật chưa mở được. Hãy thử lại.',
  waitingTitle: 'Tiếp tục trong cửa sổ bảo mật',
  waitingIntro: 'Ví của bạn đang hỏi bạn trong một cửa sổ riêng. Hoàn tất ở đó, hoặc hủy tại đây.',
  show: 'Hiện cửa sổ',
}

export default vi
