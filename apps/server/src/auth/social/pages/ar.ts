import type { SocialPageMessages } from './en.js'

/** The social-login pages in Arabic (right to left). */
export const arabic: SocialPageMessages = {
  notStartedTitle: 'لم يبدأ تسجيل الدخول',
  notStartedHeading: 'تعذّر بدء تسجيل الدخول هذا',
  tryAgain: 'ارجع إلى التطبيق وحاول مرة أخرى.',
  notFromFrame: 'لا يبدأ تسجيل الدخول بإعادة التوجيه إلا من إطار تسجيل الدخول الآمن.',
  incomplete: 'طلب تسجيل الدخول غير مكتمل.',
  returnNotAllowed: 'طلب التطبيق العودة إلى صفحة لا يسمح بها هذا المشروع.',
  notConfigured: 'تسجيل الدخول باستخدام {provider} غير مُعدّ على هذا الخادم.',
  leavingTitle: 'جارٍ تسجيل الدخول',
  leavingHeading: 'جارٍ تسجيل الدخول…',
  leavingLink: 'المتابعة إلى صفحة تسجيل الدخول',
  refusedTitle: 'رُفض تسجيل الدخول',
  refusedHeading: 'لم يبدأ تسجيل الدخول هذا في هذا المتصفح',
  refusedBody: 'حفاظًا على أمانك، لا يمكن إكماله هنا. ارجع إلى التطبيق وسجّل الدخول من هناك.',
  expiredTitle: 'انتهت صلاحية تسجيل الدخول',
  expiredHeading: 'انتهت صلاحية تسجيل الدخول هذا',
  expiredBody: 'أغلق هذه النافذة وحاول مرة أخرى.',
  relayTitle: 'إكمال تسجيل الدخول',
  relayBody: 'أوشكت على الانتهاء.',
  relayButton: 'متابعة',
}
