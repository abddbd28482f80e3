// Vietnamese: what the cards say when a call fails. Every key of English's (errorTexts.ts), with the same
// variables.
import type { ErrorTexts } from '../../errorTexts.js'

const vi: ErrorTexts = {
  wrongCode: '{count, plural, other {Mã sai. Số lần thử còn lại: #}}',
  codeExpired: 'Mã đã hết hạn; hãy yêu cầu mã mới',
  codeLocked: 'Quá nhiều mã sai: mã này đã bị khóa. Hãy yêu cầu mã mới',
  noCode: 'Không có mã nào đang chờ; hãy yêu cầu mã mới',
  tooManyWrongCodes: 'Hôm nay nhập sai mã quá nhiều lần. Vui lòng thử lại sau {seconds} giây',
  tooManyAttempts: 'Quá nhiều lần thử. Vui lòng thử lại sau {seconds} giây',
  emailTaken: 'Email này thuộc về một tài khoản khác',
  sameEmail: 'Email mới trùng với email hiện tại',
  noEmail: 'Tài khoản này không có email để gửi mã; hãy đăng nhập lại',
  sessionEnded: 'Phiên của bạn đã kết thúc; hãy đăng nhập lại',
  confirmAgain: 'Xác nhận lại đó là bạn để tiếp tục',
  signedOutAlready: 'Thiết bị này đã đăng xuất',
  lastMethod: 'Ví của bạn luôn giữ ít nhất một cách để mở trên thiết bị mới.',
  lastLoginMethod:
    'Khóa truy cập này là cách duy nhất để đăng nhập tài khoản này; hãy thêm khóa truy cập khác hoặc email trước',
  passkeyExists: 'Khóa truy cập này đã bảo vệ ví',
  passwordExists: 'Ví này đã có mật khẩu khôi phục',
  serviceDown: 'Dịch vụ đăng nhập hiện không thể trả lời. Hãy thử lại sau',
  unreachable: 'Không thể kết nối với dịch vụ đăng nhập. Hãy thử lại',
  signInAgain: 'Đăng nhập lại để tiếp tục',
  exportSignInAgain: 'Hãy đăng nhập lại để xuất khóa của bạn',
  recordUnreadable: 'Không đọc được cách mở ví này ở đây. Hãy thử cách khác',
  methodMissing: 'Ví này không có cách mở như vậy. Hãy thử cách khác',
  passkeyHere: 'Một khóa truy cập trên thiết bị này đã bảo vệ ví',
  passkeyUnavailable: 'Khóa truy cập không khả dụng ở đây',
  passkeyFailed: 'Yêu cầu khóa truy cập thất bại. Hãy thử lại',
}

export default vi
