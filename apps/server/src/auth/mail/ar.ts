import type { MailMessages } from './en.js'

// `{duration}` comes in the nominative ("15 دقيقة", "دقيقتان"): the sentences name it as a subject's predicate.

/** The e-mails and pages in Arabic (right to left). */
export const arabic: MailMessages = {
  codeSubject: '{code} هو رمزك في Kit',
  codeTextLogin: 'رمزك لتسجيل الدخول هو {code}.',
  codeTextUpdate: 'رمزك لتأكيد تغيير بريدك الإلكتروني هو {code}.',
  codeTextStepUp: 'رمزك لتأكيد هويتك (تغيير في حسابك أو مفاتيحه) هو {code}.',
  codeHtmlLogin: 'رمزك لتسجيل الدخول هو:',
  codeHtmlUpdate: 'رمزك لتأكيد تغيير بريدك الإلكتروني هو:',
  codeHtmlStepUp: 'رمزك لتأكيد هويتك (تغيير في حسابك أو مفاتيحه) هو:',
  codeExpires: 'مدة صلاحيته {duration}. إذا لم تطلبه، فتجاهل هذه الرسالة.',
  approvalSubject: 'وافق على هذا الجهاز لتسجيل الدخول إلى Kit',
  approvalLead: 'هناك من يسجّل الدخول إلى Kit باستخدام {email} من جهاز جديد.',
  requestLine: '{label}: {value}',
  app: 'التطبيق',
  browser: 'المتصفح',
  ipAddress: 'عنوان IP',
  browserOnSystem: '{browser} على {system}',
  unknownBrowser: 'متصفح غير معروف',
  unknownBrowserOnSystem: 'متصفح غير معروف على {system}',
  approvalAskText: 'إذا كنت أنت، فافتح هذا الرابط للموافقة على الجهاز (مدة صلاحيته {duration}):',
  approvalAskHtml: 'إذا كنت أنت، {link} (مدة صلاحيته {duration}).',
  approvalLink: 'وافق على الجهاز',
  notYou: 'إذا لم تكن أنت، فتجاهل هذه الرسالة.',
  pageApproveTitle: 'الموافقة على هذا الجهاز',
  pageApproveHeading: 'الموافقة على هذا الجهاز؟',
  pageApproveBody: 'هناك من يسجّل الدخول باسم {email} من جهاز جديد. لا توافق إلا إذا كنت أنت.',
  pageApproveButton: 'الموافقة على الجهاز',
  pageExpiredTitle: 'انتهت صلاحية الرابط',
  pageExpiredHeading: 'انتهت صلاحية هذا الرابط',
  pageExpiredBody: 'سبق استخدامه أو أصبح قديمًا جدًا. ابدأ تسجيل الدخول من جديد للحصول على رابط جديد.',
  pageApprovedTitle: 'تمت الموافقة على الجهاز',
  pageApprovedBody:
    'أرسلنا رمز تسجيل الدخول إلى بريدك الإلكتروني. عُد إلى التطبيق وأدخله هناك. يمكنك إغلاق هذه الصفحة.',
}
