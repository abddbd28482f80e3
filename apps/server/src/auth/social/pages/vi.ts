import type { SocialPageMessages } from './en.js'

/** The social-login pages in Vietnamese. */
export const vietnamese: SocialPageMessages = {
  notStartedTitle: 'Chưa bắt đầu đăng nhập',
  notStartedHeading: 'Không thể bắt đầu lần đăng nhập này',
  tryAgain: 'Hãy quay lại ứng dụng và thử lại.',
  notFromFrame: 'Đăng nhập bằng chuyển hướng chỉ bắt đầu từ khung đăng nhập an toàn.',
  incomplete: 'Yêu cầu đăng nhập chưa đầy đủ.',
  returnNotAllowed: 'Ứng dụng yêu cầu quay lại một trang mà dự án này không cho phép.',
  notConfigured: 'Đăng nhập bằng {provider} chưa được thiết lập trên máy chủ này.',
  leavingTitle: 'Đang đăng nhập',
  leavingHeading: 'Đang đăng nhập…',
  leavingLink: 'Tiếp tục đến trang đăng nhập',
  refusedTitle: 'Đăng nhập bị từ chối',
  refusedHeading: 'Lần đăng nhập này không được bắt đầu trên trình duyệt này',
  refusedBody: 'Vì sự an toàn của bạn, không thể hoàn tất ở đây. Hãy quay lại ứng dụng và đăng nhập từ đó.',
  expiredTitle: 'Đăng nhập đã hết hạn',
  expiredHeading: 'Lần đăng nhập này đã hết hạn',
  expiredBody: 'Hãy đóng cửa sổ này và thử lại.',
  relayTitle: 'Hoàn tất đăng nhập',
  relayBody: 'Sắp xong rồi.',
  relayButton: 'Tiếp tục',
}
