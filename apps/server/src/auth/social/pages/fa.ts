import type { SocialPageMessages } from './en.js'

/** The social-login pages in Persian (right to left). */
export const persian: SocialPageMessages = {
  notStartedTitle: 'ورود آغاز نشد',
  notStartedHeading: 'این ورود نتوانست آغاز شود',
  tryAgain: 'به برنامه برگردید و دوباره امتحان کنید.',
  notFromFrame: 'ورود با تغییر مسیر فقط از قاب امن ورود آغاز می‌شود.',
  incomplete: 'درخواست ورود ناقص است.',
  returnNotAllowed: 'برنامه خواست به صفحه‌ای برگردد که این پروژه اجازه نمی‌دهد.',
  notConfigured: 'ورود با {provider} روی این سرور پیکربندی نشده است.',
  leavingTitle: 'در حال ورود',
  leavingHeading: 'در حال ورود…',
  leavingLink: 'ادامه به صفحهٔ ورود',
  refusedTitle: 'ورود رد شد',
  refusedHeading: 'این ورود در این مرورگر آغاز نشده است',
  refusedBody: 'برای امنیت شما، نمی‌تواند اینجا به پایان برسد. به برنامه برگردید و از همان‌جا وارد شوید.',
  expiredTitle: 'ورود منقضی شد',
  expiredHeading: 'این ورود منقضی شده است',
  expiredBody: 'این پنجره را ببندید و دوباره امتحان کنید.',
  relayTitle: 'تکمیل ورود',
  relayBody: 'تقریباً تمام است.',
  relayButton: 'ادامه',
}
