// Persian: what the cards say when a call fails. Every key of English's (errorTexts.ts), with the same
// variables.
import type { ErrorTexts } from '../../errorTexts.js'

const fa: ErrorTexts = {
  wrongCode: '{count, plural, other {کد نادرست است. تلاش‌های باقی‌مانده: #}}',
  codeExpired: 'کد منقضی شده است؛ کد جدیدی درخواست کنید',
  codeLocked: 'کدهای نادرست بیش از حد: این کد قفل شد. کد جدیدی درخواست کنید',
  noCode: 'هیچ کدی در انتظار نیست؛ کد جدیدی درخواست کنید',
  tooManyWrongCodes: 'امروز کدهای نادرست بیش از حد وارد شده است. لطفاً پس از {seconds} ثانیه دوباره تلاش کنید',
  tooManyAttempts: 'تلاش‌های بیش از حد. لطفاً پس از {seconds} ثانیه دوباره تلاش کنید',
  emailTaken: 'این ایمیل متعلق به حساب دیگری است',
  sameEmail: 'ایمیل جدید همان ایمیل فعلی است',
  noEmail: 'این حساب ایمیلی برای ارسال کد ندارد؛ به‌جای آن دوباره وارد شوید',
  sessionEnded: 'نشست شما پایان یافته است؛ دوباره وارد شوید',
  confirmAgain: 'برای ادامه دوباره تأیید کنید که خودتان هستید',
  signedOutAlready: 'این دستگاه قبلاً خارج شده است',
  lastMethod: 'کیف پول شما دست‌کم یک راه برای باز شدن در دستگاه تازه نگه می‌دارد.',
  lastLoginMethod: 'این کلید عبور تنها راه ورود به این حساب است؛ ابتدا کلید عبور دیگر یا یک ایمیل اضافه کنید',
  passkeyExists: 'این کلید عبور از قبل از کیف پول محافظت می‌کند',
  passwordExists: 'این کیف پول از قبل رمز بازیابی دارد',
  serviceDown: 'سرویس ورود اکنون نمی‌تواند پاسخ دهد. بعداً دوباره تلاش کنید',
  unreachable: 'دسترسی به سرویس ورود ممکن نشد. دوباره تلاش کنید',
  signInAgain: 'برای ادامه دوباره وارد شوید',
  exportSignInAgain: 'برای صدور کلید دوباره وارد شوید',
  recordUnreadable: 'این راه باز کردن کیف پول اینجا خوانده نمی‌شود. راه دیگری را امتحان کنید',
  methodMissing: 'این کیف پول چنین راهی برای باز شدن ندارد. راه دیگری را امتحان کنید',
  passkeyHere: 'یک کلید عبور روی این دستگاه از قبل از کیف پول محافظت می‌کند',
  passkeyUnavailable: 'کلیدهای عبور اینجا در دسترس نیستند',
  passkeyFailed: 'درخواست کلید عبور ناموفق بود. دوباره تلاش کنید',
}

export default fa
