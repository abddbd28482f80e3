import type { MailMessages } from './en.js'

/** The e-mails and pages in Vietnamese. */
export const vietnamese: MailMessages = {
  codeSubject: '{code} là mã Kit của bạn',
  codeTextLogin: 'Mã đăng nhập của bạn là {code}.',
  codeTextUpdate: 'Mã xác nhận thay đổi email của bạn là {code}.',
  codeTextStepUp: 'Mã xác nhận chính bạn (thay đổi tài khoản hoặc khóa của tài khoản) là {code}.',
  codeHtmlLogin: 'Mã đăng nhập của bạn là:',
  codeHtmlUpdate: 'Mã xác nhận thay đổi email của bạn là:',
  codeHtmlStepUp: 'Mã xác nhận chính bạn (thay đổi tài khoản hoặc khóa của tài khoản) là:',
  codeExpires: 'Mã hết hạn sau {duration}. Nếu bạn không yêu cầu mã này, hãy bỏ qua email này.',
  approvalSubject: 'Phê duyệt thiết bị này để đăng nhập vào Kit',
  approvalLead: 'Có người đang đăng nhập vào Kit bằng {email} từ một thiết bị mới.',
  requestLine: '{label}: {value}',
  app: 'Ứng dụng',
  browser: 'Trình duyệt',
  ipAddress: 'Địa chỉ IP',
  browserOnSystem: '{browser} trên {system}',
  unknownBrowser: 'một trình duyệt không xác định',
  unknownBrowserOnSystem: 'một trình duyệt không xác định trên {system}',
  approvalAskText: 'Nếu đó là bạn, hãy mở liên kết này để phê duyệt thiết bị (có hiệu lực trong {duration}):',
  approvalAskHtml: 'Nếu đó là bạn, hãy {link} (có hiệu lực trong {duration}).',
  approvalLink: 'phê duyệt thiết bị',
  notYou: 'Nếu đó không phải là bạn, hãy bỏ qua email này.',
  pageApproveTitle: 'Phê duyệt thiết bị này',
  pageApproveHeading: 'Phê duyệt thiết bị này?',
  pageApproveBody:
    'Có người đang đăng nhập với tư cách {email} từ một thiết bị mới. Chỉ phê duyệt nếu đó là bạn.',
  pageApproveButton: 'Phê duyệt thiết bị',
  pageExpiredTitle: 'Liên kết đã hết hạn',
  pageExpiredHeading: 'Liên kết này đã hết hạn',
  pageExpiredBody: 'Liên kết đã được dùng hoặc đã quá cũ. Hãy bắt đầu đăng nhập lại để nhận liên kết mới.',
  pageApprovedTitle: 'Đã phê duyệt thiết bị',
  pageApprovedBody:
    'Chúng tôi đã gửi mã đăng nhập đến email của bạn. Hãy quay lại ứng dụng và nhập mã ở đó. Bạn có thể đóng tab này.',
}
