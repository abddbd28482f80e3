// Persian: the prompt in the frame that opens the secure window (Firefox, Safari). Every key of English's
// (secureWindowTexts.ts).
import type { SecureWindowTexts } from '../../secureWindowTexts.js'

const fa: SecureWindowTexts = {
  promptTitle: 'در یک پنجرهٔ امن ادامه دهید',
  promptIntro:
    'این مرورگر نمی‌تواند تشخیص دهد که صفحه کیف پول شما را می‌پوشاند یا پنهان می‌کند، پس کیف پول شما در پنجره‌ای جداگانه از شما می‌پرسد که هیچ صفحه‌ای نمی‌تواند آن را بپوشاند.',
  open: 'باز کردن پنجرهٔ امن',
  cancel: 'لغو',
  opening: 'در حال باز کردن پنجرهٔ امن…',
  blocked: 'مرورگر شما پنجره را مسدود کرد. پنجره‌های بازشو را برای این سایت مجاز کنید و دوباره تلاش کنید.',
  notReady: 'پنجرهٔ امن باز نشد. دوباره تلاش کنید.',
  waitingTitle: 'در پنجرهٔ امن ادامه دهید',
  waitingIntro: 'کیف پول شما در پنجره‌ای جداگانه از شما می‌پرسد. آنجا کار را تمام کنید یا اینجا لغو کنید.',
  show: 'نمایش پنجره',
}

export default fa
