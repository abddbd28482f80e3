// Simplified Chinese: the prompt in the frame that opens the secure window (Firefox, Safari). Every key of English's
// (secureWindowTexts.ts).
import type { SecureWindowTexts } from '../../secureWindowTexts.js'

const zhCN: SecureWindowTexts = {
  promptTitle: '在安全窗口中继续',
  promptIntro:
    '此浏览器无法判断页面是否遮挡或隐藏了你的钱包，因此你的钱包会在它自己的窗口中向你确认，任何页面都无法遮挡该窗口。',
  open: '打开安全窗口',
  cancel: '取消',
  opening: '正在打开安全窗口…',
  blocked: '你的浏览器拦截了该窗口。请允许此网站的弹出窗口，然后重试。',
  notReady: '安全窗口未能打开。请重试。',
  waitingTitle: '请在安全窗口中继续',
  waitingIntro: '你的钱包正在一个单独的窗口中向你确认。请在那里完成，或在此处取消。',
  show: '显示窗口',
}

export default zhCN
