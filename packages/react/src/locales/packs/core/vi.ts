// Vietnamese: core's texts (its toasts and the errors the views show), keyed by core's English text word for word.
// `node scripts/checkCoreTexts.mjs --write` turns it into ../../vi.core.generated.ts (values only). A value
// names the same `{placeholders}` as its key, plain (no plural forms): the views put the values in by name.
const vi: Readonly<Record<string, string>> = {
  'Please enter a valid amount and receiver address': 'Vui lòng nhập số tiền và địa chỉ người nhận hợp lệ',
  'Failed to send transaction. Please try again.': 'Không gửi được giao dịch. Vui lòng thử lại.',
  'Unsupported chain': 'Chuỗi không được hỗ trợ',
  'Something went wrong': 'Đã xảy ra sự cố',
  'Transaction started': 'Đã bắt đầu giao dịch',
  'Network not found': 'Không tìm thấy mạng',
  'Address or auth connector not found': 'Không tìm thấy địa chỉ hoặc trình kết nối xác thực',
  'Invalid chainId': 'chainId không hợp lệ',
  'Error resolving name': 'Lỗi khi phân giải tên',
  'Error fetching name suggestions': 'Lỗi khi lấy gợi ý tên',
  'Error fetching names for address': 'Lỗi khi lấy tên của địa chỉ',
  'Requested RPC call is not allowed': 'Thao tác không được phép',
  'Action not allowed': 'Thao tác không được phép',
  'Name must be at least 4 characters long': 'Tên phải có ít nhất 4 ký tự',
  'Can only contain letters, numbers and - characters': 'Chỉ được chứa chữ cái, chữ số và ký tự -',
  'Passkey added': 'Đã thêm khóa truy cập',
  'Recovery password added': 'Đã thêm mật khẩu khôi phục',
  'Could not add a recovery method': 'Không thể thêm phương thức khôi phục',
  'Could not export your key': 'Không thể xuất khóa của bạn',
  'Could not show your signed-in devices': 'Không thể hiển thị các thiết bị đã đăng nhập',
  'Could not show the ways to open your wallet': 'Không thể hiển thị các cách mở ví của bạn',
  'Sign in again to export your key': 'Hãy đăng nhập lại để xuất khóa của bạn',
  'Please try again after {seconds} seconds': 'Vui lòng thử lại sau {seconds} giây',
  'Error registering name {name}': 'Lỗi khi đăng ký tên {name}',
  'The request timed out after {ms} ms': 'Yêu cầu đã hết thời gian chờ sau {ms} ms',
  'The service answered with HTTP {status}': 'Dịch vụ đã trả lời với HTTP {status}',
  '{provider} could not quote': '{provider} không thể báo giá',
  'Unable to load email login dependency': 'Không thể tải thành phần đăng nhập bằng email',
  'Request was aborted': 'Yêu cầu đã bị hủy giữa chừng',
  'An error occurred': 'Đã xảy ra lỗi',
  'User rejected the request': 'Người dùng đã từ chối yêu cầu',
  'User rejected the request.': 'Người dùng đã từ chối yêu cầu.',
  'No account is connected': 'Không có tài khoản nào được kết nối',
  'Connector not found': 'Không tìm thấy trình kết nối',
  'The connection could not be checked': 'Không thể kiểm tra kết nối',
  'Connection failed': 'Kết nối thất bại',
  'The wallet did not answer in time': 'Ví không phản hồi kịp thời',
  'The wallet refused the request': 'Ví đã từ chối yêu cầu',
  'This wallet cannot connect': 'Ví này không thể kết nối',
  'This wallet only serves EVM networks': 'Ví này chỉ hỗ trợ mạng EVM',
  'This wallet serves none of the app’s Solana networks': 'Ví này không hỗ trợ mạng Solana nào của ứng dụng',
  'This option is not available right now': 'Tùy chọn này hiện không khả dụng',
  'Unknown wallet': 'Ví không xác định',
  'Switch declined': 'Đã từ chối chuyển đổi',
  'Signing failed': 'Ký thất bại',
  'This wallet cannot sign messages': 'Ví này không thể ký tin nhắn',
  'Signature declined': 'Đã từ chối chữ ký',
  'Error verifying SIWE signature': 'Lỗi khi xác minh chữ ký SIWE',
  'This application might not support Smart Accounts':
    'Ứng dụng này có thể không hỗ trợ tài khoản thông minh',
  'Sign-in with wallet is not enabled': 'Đăng nhập bằng ví chưa được bật',
  'Invalid email': 'Email không hợp lệ',
  'Enter the code from the e-mail': 'Nhập mã trong email',
  'The sign-in window was closed before the login finished':
    'Cửa sổ đăng nhập đã đóng trước khi đăng nhập xong',
  'The sign-in window was blocked; allow pop-ups and try again':
    'Cửa sổ đăng nhập bị chặn; hãy cho phép cửa sổ bật lên rồi thử lại',
  'This page cannot leave for the sign-in; allow pop-ups and try again':
    'Trang này không thể chuyển đi để đăng nhập; hãy cho phép cửa sổ bật lên rồi thử lại',
  'Code email resent': 'Đã gửi lại email chứa mã',
  'Insufficient balance': 'Số dư không đủ',
  'Invalid receiver address': 'Địa chỉ người nhận không hợp lệ',
  'Invalid amount': 'Số tiền không hợp lệ',
  'The wallet is on another network': 'Ví đang ở mạng khác',
  'The wallet returned no transaction hash': 'Ví không trả về mã băm giao dịch',
  'The wallet could not send the transaction': 'Ví không thể gửi giao dịch',
  'The transaction failed': 'Giao dịch thất bại',
  'The wallet returned no signature': 'Ví không trả về chữ ký',
  'The service could not be reached': 'Không thể kết nối tới dịch vụ',
  'The request was cancelled': 'Yêu cầu đã bị hủy',
  'The service sent a response Kit does not understand': 'Dịch vụ gửi một phản hồi mà Kit không hiểu',
  'No on-ramp provider is configured on this server': 'Máy chủ này chưa cấu hình nhà cung cấp mua',
  'Not signed in': 'Chưa đăng nhập',
  'The secure frame is not set up for network {caipNetworkId}':
    'Khung bảo mật chưa được thiết lập cho mạng {caipNetworkId}',
  'Could not reach the sign-in service': 'Không thể kết nối với dịch vụ đăng nhập',
  'The sign-in service did not answer in time': 'Dịch vụ đăng nhập không trả lời kịp thời',
  'The sign-in service sent an unreadable answer': 'Dịch vụ đăng nhập gửi câu trả lời không đọc được',
  'The sign-in service sent an unexpected answer': 'Dịch vụ đăng nhập gửi câu trả lời không mong đợi',
  'The sign-in service answered {status}': 'Dịch vụ đăng nhập trả lời {status}',
  'The device was not approved in time; send the e-mail again':
    'Thiết bị không được phê duyệt kịp thời; hãy gửi lại email',
  'The Farcaster request expired; try again': 'Yêu cầu Farcaster đã hết hạn; hãy thử lại',
  'This sign-in was not started in this tab, or it took too long; try again':
    'Lần đăng nhập này không bắt đầu trong thẻ này, hoặc mất quá lâu; hãy thử lại',
  'The social login took too long; try again': 'Đăng nhập mạng xã hội mất quá lâu; hãy thử lại',
  'The social login did not complete ({reason})': 'Đăng nhập mạng xã hội chưa hoàn tất ({reason})',
  'A redirect login returns to the page that started it':
    'Đăng nhập qua chuyển hướng sẽ quay lại trang đã bắt đầu nó',
  'This browser does not let the sign-in frame keep the login across a redirect; allow pop-ups and try again':
    'Trình duyệt này không cho khung đăng nhập giữ phiên đăng nhập qua chuyển hướng; hãy cho phép cửa sổ bật lên và thử lại',
  'Sign in again to add an e-mail to this account': 'Đăng nhập lại để thêm email vào tài khoản này',
  'Sign in again to continue': 'Đăng nhập lại để tiếp tục',
  'Smart accounts are not available on this network': 'Tài khoản thông minh không khả dụng trên mạng này',
  'Your account cannot pay for this: the amount plus the max network fee is more than it holds':
    'Tài khoản của bạn không thể trả khoản này: số tiền cộng phí mạng tối đa nhiều hơn số dư',
  'The network’s bundler refused these calls; nothing was sent':
    'Bundler của mạng đã từ chối các lệnh gọi này; không có gì được gửi',
  'The bundler refused the operation; nothing was sent': 'Bundler đã từ chối thao tác; không có gì được gửi',
  'The operation was not included in time': 'Thao tác không được đưa vào kịp thời',
  'Wrong code. Attempts left: {count}': 'Mã sai. Số lần thử còn lại: {count}',
  'The code has expired; request a new code': 'Mã đã hết hạn; hãy yêu cầu mã mới',
  'Too many wrong codes: this code is locked. Request a new code':
    'Quá nhiều mã sai: mã này đã bị khóa. Hãy yêu cầu mã mới',
  'No code is waiting; request a new code': 'Không có mã nào đang chờ; hãy yêu cầu mã mới',
  'Too many wrong codes today. Please try again after {seconds} seconds':
    'Hôm nay nhập sai mã quá nhiều lần. Vui lòng thử lại sau {seconds} giây',
  'Too many e-mails requested. Please try again after {seconds} seconds':
    'Đã yêu cầu quá nhiều email. Vui lòng thử lại sau {seconds} giây',
  'Too many requests. Please try again after {seconds} seconds':
    'Quá nhiều yêu cầu. Vui lòng thử lại sau {seconds} giây',
  'Too many sign-ins are waiting. Please try again after {seconds} seconds':
    'Có quá nhiều lượt đăng nhập đang chờ. Vui lòng thử lại sau {seconds} giây',
  'Too many Farcaster sign-ins started. Please try again after {seconds} seconds':
    'Đã bắt đầu quá nhiều lượt đăng nhập Farcaster. Vui lòng thử lại sau {seconds} giây',
  'The wallet was unlocked too often. Please try again after {seconds} seconds':
    'Ví đã được mở khóa quá nhiều lần. Vui lòng thử lại sau {seconds} giây',
  'Approve this device from the link in your e-mail first':
    'Trước hết hãy phê duyệt thiết bị này từ liên kết trong email của bạn',
  'This approval link is invalid, used or expired; sign in again':
    'Liên kết phê duyệt này không hợp lệ, đã dùng hoặc đã hết hạn; hãy đăng nhập lại',
  'This sign-in is invalid, used or expired; sign in again':
    'Lần đăng nhập này không hợp lệ, đã dùng hoặc đã hết hạn; hãy đăng nhập lại',
  'This sign-in was collected already; start again': 'Lần đăng nhập này đã được nhận; hãy bắt đầu lại',
  'Sign-in with Farcaster is not available on this server':
    'Đăng nhập bằng Farcaster không khả dụng trên máy chủ này',
  'Your session has ended; sign in again': 'Phiên của bạn đã kết thúc; hãy đăng nhập lại',
  'The account of this sign-in no longer exists': 'Tài khoản của lần đăng nhập này không còn tồn tại',
  'Confirm it’s you again to continue': 'Xác nhận lại đó là bạn để tiếp tục',
  'This e-mail belongs to another account': 'Email này thuộc về một tài khoản khác',
  'The new e-mail is the current one': 'Email mới trùng với email hiện tại',
  'This account has no e-mail to send a code to; sign in again instead':
    'Tài khoản này không có email để gửi mã; hãy đăng nhập lại',
  'Sign-in is not allowed from this site': 'Không được phép đăng nhập từ trang này',
  'The sign-in service cannot answer right now. Try again later':
    'Dịch vụ đăng nhập hiện không thể trả lời. Hãy thử lại sau',
  'The wallet could not complete the request.': 'Ví không thể hoàn tất yêu cầu.',
  'The connection request expired. Try again with a new QR code.':
    'Yêu cầu kết nối đã hết hạn. Hãy thử lại với mã QR mới.',
  'The WalletConnect relay could not be reached.': 'Không thể kết nối với relay WalletConnect.',
  'The WalletConnect relay refused the request.': 'Relay WalletConnect đã từ chối yêu cầu.',
  'The wallet or the WalletConnect relay did not answer in time.':
    'Ví hoặc relay WalletConnect không trả lời kịp thời.',
  'The WalletConnect request was aborted.': 'Yêu cầu WalletConnect đã bị hủy.',
  'The WalletConnect session has ended.': 'Phiên WalletConnect đã kết thúc.',
  'The WalletConnect client is closed.': 'Ứng dụng khách WalletConnect đã đóng.',
  'The WalletConnect request is invalid.': 'Yêu cầu WalletConnect không hợp lệ.',
  'The wallet did not allow this method in the session.': 'Ví không cho phép phương thức này trong phiên.',
  'The wallet sent invalid session namespaces.': 'Ví đã gửi không gian tên phiên không hợp lệ.',
}

export default vi
