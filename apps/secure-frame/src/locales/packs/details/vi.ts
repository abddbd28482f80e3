// Vietnamese: the approval card's explained rows. Every key of English's (en.ts detailTexts), with the same
// variables.
import type { DetailTexts } from '../../en.js'

const vi: DetailTexts = {
  unlimited: 'Không giới hạn',
  baseUnits: '{value} đơn vị cơ sở',
  tokens: 'token',
  tokensAmount: '{amount} token',
  tokenNamed: 'token {address}, tự gọi là “{symbol}” (theo hợp đồng)',
  tokenUnnamed: 'token {address}',
  tokenTransfer: 'Chuyển token',
  tokenApproval: 'Cấp quyền token',
  approvalForAll: 'Cấp quyền toàn bộ',
  approvalRemoved: 'Thu hồi quyền',
  permit2Approval: 'Cấp quyền Permit2',
  tokenPermit: 'Giấy phép token',
  bySmartAccount: '{label} bởi tài khoản thông minh của bạn',
  transferTo: '{amount} đến {to} ({token})',
  transferFromTo: '{amount} từ {from} đến {to} ({token})',
  approveSpend: 'Cho phép {spender} tiêu {amount} từ {token} của bạn',
  allowanceAdds: 'Cộng thêm {delta} vào số {spender} đã được tiêu từ {token} của bạn',
  allowanceTakes: 'Trừ {delta} khỏi số {spender} được tiêu từ {token} của bạn',
  allowanceAddsRefused:
    'Cộng thêm {delta} vào số {spender} được tiêu từ {token} của bạn (hiện {before}); token có thể sẽ từ chối',
  allowanceTakesRefused:
    'Trừ {delta} khỏi số {spender} được tiêu từ {token} của bạn (hiện {before}); token có thể sẽ từ chối',
  allowanceTotal:
    'Cho phép {spender} tiêu tổng cộng tối đa {total} từ {token} của bạn (hiện {before}, {change})',
  approveAll:
    'Cho phép {operator} chuyển TẤT CẢ vật phẩm của bạn trong bộ sưu tập {collection}, bây giờ và sau này',
  approveAllRemoved: '{operator} không còn được chuyển vật phẩm của bạn trong {collection}',
  permitSpend: 'Cho phép {spender} tiêu {amount} từ {token} của bạn{until}',
  permitSpendUnnamed: 'Cho phép {spender} tiêu {amount} của một token không được nêu tên{until}',
  anAmount: 'một khoản',
  noEndDate: ', không có ngày kết thúc',
  untilDate: ', đến {date}',
  numbered: 'Giao dịch {index}: {label}',
  warning: 'Cảnh báo',
  feePayer: 'Người trả phí',
  transfer: 'Chuyển',
  instruction: 'Lệnh',
  authorityChange: 'Đổi quyền kiểm soát',
  closeTokenAccount: 'Đóng tài khoản token',
  transaction: 'Giao dịch',
  unknown: 'không rõ',
  solTransfer: '{amount} đến {to}',
  programInstruction:
    'Chương trình {program}, {accounts, plural, other {# tài khoản}}, {bytes, plural, other {# byte}} dữ liệu',
  lookupAccount: 'một tài khoản từ bảng tra cứu',
  lookupProgram: 'một chương trình từ bảng tra cứu',
  unreadable: 'Không đọc được; chỉ phê duyệt nếu bạn tin ứng dụng.',
  splTransfer: '{amount} từ {from} đến {to}',
  splTransferMint: '{amount} của mint {mint} từ {from} đến {to}',
  splApprove: 'Cho phép {spender} tiêu {amount} từ tài khoản token {account}',
  splApproveMint: 'Cho phép {spender} tiêu {amount} của mint {mint} từ tài khoản token {account}',
  splAuthority: 'Giao quyền kiểm soát {account} cho {authority}',
  noOne: 'không ai',
  splClose: 'Đóng {account}; SOL của nó chuyển đến {to}',
  assignWarning:
    'Assign: giao {account} cho chương trình {program}, chương trình này sau đó kiểm soát nó và những gì nó giữ',
  durableNonce:
    'Nonce bền (tài khoản {account}): sau khi ký, giao dịch này không hết hạn. Ai giữ nó đều có thể gửi nó vào bất kỳ lúc nào sau này.',
  transferHookSet:
    'Đặt hook chuyển của token {token} thành chương trình {program}: chương trình đó chạy mỗi lần token được chuyển',
  transferHookChanged: 'Thay đổi hook chuyển của token {token}',
  token2022Unexplained:
    'Lệnh Token-2022 {name} không được giải thích ở đây: nó có thể thay đổi cách token di chuyển hoặc ai kiểm soát nó',
  unknownProgram:
    'Chương trình {program}, mà thẻ này không biết, nhận tài khoản {account} của bạn ({how}): nó có thể chuyển những gì tài khoản giữ',
  programFromLookup: 'từ bảng tra cứu',
  writable: 'có thể ghi',
  withYourSignature: 'kèm chữ ký của bạn',
  writableWithSignature: 'có thể ghi, kèm chữ ký của bạn',
}

export default vi
