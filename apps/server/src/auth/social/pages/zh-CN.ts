import type { SocialPageMessages } from './en.js'

/** The social-login pages in Simplified Chinese. */
export const simplifiedChinese: SocialPageMessages = {
  notStartedTitle: '登录未开始',
  notStartedHeading: '无法开始此次登录',
  tryAgain: '请返回应用后重试。',
  notFromFrame: '重定向登录只能从安全登录框架中开始。',
  incomplete: '登录请求不完整。',
  returnNotAllowed: '应用要求返回到此项目不允许的页面。',
  notConfigured: '此服务器未配置使用 {provider} 登录。',
  leavingTitle: '正在登录',
  leavingHeading: '正在登录…',
  leavingLink: '继续前往登录页面',
  refusedTitle: '登录被拒绝',
  refusedHeading: '此次登录不是在此浏览器中开始的',
  refusedBody: '为了你的安全，无法在此完成。请返回应用并从那里登录。',
  expiredTitle: '登录已过期',
  expiredHeading: '此次登录已过期',
  expiredBody: '请关闭此窗口后重试。',
  relayTitle: '完成登录',
  relayBody: '马上就好。',
  relayButton: '继续',
}
