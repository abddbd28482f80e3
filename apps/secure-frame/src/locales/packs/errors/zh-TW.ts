// Traditional Chinese: what the cards say when a call fails. Every key of English's (errorTexts.ts), with the same
// variables.
import type { ErrorTexts } from '../../errorTexts.js'

const zhTW: ErrorTexts = {
  wrongCode: '{count, plural, other {驗證碼錯誤。剩餘嘗試次數：#}}',
  codeExpired: '驗證碼已逾期；請索取新的驗證碼',
  codeLocked: '錯誤的驗證碼太多：此驗證碼已鎖定。請索取新的驗證碼',
  noCode: '沒有等待中的驗證碼；請索取新的驗證碼',
  tooManyWrongCodes: '今天輸入錯誤驗證碼的次數太多。請在 {seconds} 秒後再試一次',
  tooManyAttempts: '嘗試次數太多。請在 {seconds} 秒後再試一次',
  emailTaken: '此電子郵件屬於另一個帳戶',
  sameEmail: '新的電子郵件與目前的相同',
  noEmail: '此帳戶沒有可接收驗證碼的電子郵件；請改為重新登入',
  sessionEnded: '你的工作階段已結束；請重新登入',
  confirmAgain: '請再次確認是你本人以繼續',
  signedOutAlready: '此裝置已登出',
  lastMethod: '你的錢包至少會保留一種在新裝置上開啟它的方式。',
  lastLoginMethod: '此通行金鑰是登入此帳戶的唯一方式；請先新增另一個通行金鑰或電子郵件',
  passkeyExists: '此通行金鑰已在保護錢包',
  passwordExists: '此錢包已有復原密碼',
  serviceDown: '登入服務目前無法回應。請稍後再試',
  unreachable: '無法連線到登入服務。請再試一次',
  signInAgain: '請重新登入以繼續',
  exportSignInAgain: '請重新登入以匯出你的金鑰',
  recordUnreadable: '此處無法讀取這種開啟錢包的方式。請換一種',
  methodMissing: '此錢包沒有這種開啟方式。請換一種',
  passkeyHere: '此裝置上的通行金鑰已在保護錢包',
  passkeyUnavailable: '此處無法使用通行金鑰',
  passkeyFailed: '通行金鑰請求失敗。請再試一次',
}

export default zhTW
