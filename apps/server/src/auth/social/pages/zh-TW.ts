import type { SocialPageMessages } from './en.js'

/** The social-login pages in Traditional Chinese. */
export const traditionalChinese: SocialPageMessages = {
  notStartedTitle: '登入未開始',
  notStartedHeading: '無法開始這次登入',
  tryAgain: '請返回應用程式後再試一次。',
  notFromFrame: '重新導向登入只能從安全登入框架開始。',
  incomplete: '登入要求不完整。',
  returnNotAllowed: '應用程式要求返回此專案不允許的頁面。',
  notConfigured: '此伺服器未設定使用 {provider} 登入。',
  leavingTitle: '正在登入',
  leavingHeading: '正在登入…',
  leavingLink: '繼續前往登入頁面',
  refusedTitle: '登入遭拒',
  refusedHeading: '這次登入不是在此瀏覽器中開始的',
  refusedBody: '為了你的安全，無法在此完成。請返回應用程式並從那裡登入。',
  expiredTitle: '登入已過期',
  expiredHeading: '這次登入已過期',
  expiredBody: '請關閉此視窗後再試一次。',
  relayTitle: '完成登入',
  relayBody: '就快完成了。',
  relayButton: '繼續',
}
