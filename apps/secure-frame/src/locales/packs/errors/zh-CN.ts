// Simplified Chinese: what the cards say when a call fails. Every key of English's (errorTexts.ts), with the same
// variables.
import type { ErrorTexts } from '../../errorTexts.js'

const zhCN: ErrorTexts = {
  wrongCode: '{count, plural, other {验证码错误。剩余尝试次数：#}}',
  codeExpired: '验证码已过期；请重新获取',
  codeLocked: '错误的验证码太多：此验证码已被锁定。请重新获取',
  noCode: '没有待用的验证码；请重新获取',
  tooManyWrongCodes: '今天输错验证码的次数太多。请在 {seconds} 秒后重试',
  tooManyAttempts: '尝试次数太多。请在 {seconds} 秒后重试',
  emailTaken: '此邮箱属于另一个账户',
  sameEmail: '新邮箱与当前邮箱相同',
  noEmail: '此账户没有可接收验证码的邮箱；请改为重新登录',
  sessionEnded: '你的会话已结束；请重新登录',
  confirmAgain: '请再次确认是你本人以继续',
  signedOutAlready: '此设备已退出登录',
  lastMethod: '你的钱包至少保留一种在新设备上打开它的方式。',
  lastLoginMethod: '此通行密钥是登录此账户的唯一方式；请先添加另一个通行密钥或邮箱',
  passkeyExists: '此通行密钥已在保护钱包',
  passwordExists: '此钱包已有恢复密码',
  serviceDown: '登录服务暂时无法响应。请稍后重试',
  unreachable: '无法连接登录服务。请重试',
  signInAgain: '请重新登录以继续',
  exportSignInAgain: '请重新登录以导出你的密钥',
  recordUnreadable: '此处无法读取这种打开钱包的方式。请换一种',
  methodMissing: '此钱包没有这种打开方式。请换一种',
  passkeyHere: '此设备上的通行密钥已在保护钱包',
  passkeyUnavailable: '此处无法使用通行密钥',
  passkeyFailed: '通行密钥请求失败。请重试',
}

export default zhCN
