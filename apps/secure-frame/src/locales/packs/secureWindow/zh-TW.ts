// Traditional Chinese: the prompt in the frame that opens the secure window (Firefox, Safari). Every key of English's
// (secureWindowTexts.ts).
import type { SecureWindowTexts } from '../../secureWindowTexts.js'

const zhTW: SecureWindowTexts = {
  promptTitle: '在安全視窗中繼續',
  promptIntro:
    '這個瀏覽器無法判斷頁面是否遮住或隱藏了你的錢包，因此你的錢包會在它專屬的視窗中向你確認，任何頁面都無法遮住這個視窗。',
  open: '開啟安全視窗',
  cancel: '取消',
  opening: '正在開啟安全視窗…',
  blocked: '你的瀏覽器封鎖了這個視窗。請允許這個網站的彈出式視窗，然後再試一次。',
  notReady: '安全視窗未能開啟。請再試一次。',
  waitingTitle: '請在安全視窗中繼續',
  waitingIntro: '你的錢包正在另一個視窗中向你確認。請在那裡完成，或在這裡取消。',
  show: '顯示視窗',
}

export default zhTW
