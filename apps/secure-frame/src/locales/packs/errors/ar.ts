// Arabic: what the cards say when a call fails. Every key of English's (errorTexts.ts), with the same
// variables.
import type { ErrorTexts } from '../../errorTexts.js'

const ar: ErrorTexts = {
  wrongCode: '{count, plural, other {رمز خاطئ. المحاولات المتبقية: #}}',
  codeExpired: 'انتهت صلاحية الرمز؛ اطلب رمزًا جديدًا',
  codeLocked: 'رموز خاطئة كثيرة جدًا: تم قفل هذا الرمز. اطلب رمزًا جديدًا',
  noCode: 'لا يوجد رمز بانتظارك؛ اطلب رمزًا جديدًا',
  tooManyWrongCodes: 'رموز خاطئة كثيرة جدًا اليوم. يُرجى المحاولة مرة أخرى بعد {seconds} ث',
  tooManyAttempts: 'محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد {seconds} ث',
  emailTaken: 'هذا البريد الإلكتروني تابع لحساب آخر',
  sameEmail: 'البريد الإلكتروني الجديد هو البريد الحالي',
  noEmail: 'لا يملك هذا الحساب بريدًا إلكترونيًا لإرسال رمز إليه؛ سجّل الدخول مرة أخرى بدلًا من ذلك',
  sessionEnded: 'انتهت جلستك؛ سجّل الدخول مرة أخرى',
  confirmAgain: 'أكّد هويتك مرة أخرى للمتابعة',
  signedOutAlready: 'تم تسجيل خروج هذا الجهاز بالفعل',
  lastMethod: 'تحتفظ محفظتك بطريقة واحدة على الأقل لفتحها على جهاز جديد.',
  lastLoginMethod:
    'مفتاح المرور هذا هو الطريقة الوحيدة لتسجيل الدخول إلى هذا الحساب؛ أضف مفتاح مرور آخر أو بريدًا إلكترونيًا أولًا',
  passkeyExists: 'مفتاح المرور هذا يحمي المحفظة بالفعل',
  passwordExists: 'لهذه المحفظة كلمة مرور استرداد بالفعل',
  serviceDown: 'لا تستطيع خدمة تسجيل الدخول الرد الآن. حاول مرة أخرى لاحقًا',
  unreachable: 'تعذّر الوصول إلى خدمة تسجيل الدخول. حاول مرة أخرى',
  signInAgain: 'سجّل الدخول مرة أخرى للمتابعة',
  exportSignInAgain: 'سجّل الدخول مرة أخرى لتصدير مفتاحك',
  recordUnreadable: 'لا يمكن قراءة طريقة فتح محفظتك هذه هنا. جرّب طريقة أخرى',
  methodMissing: 'لا تملك هذه المحفظة طريقة الفتح هذه. جرّب طريقة أخرى',
  passkeyHere: 'مفتاح مرور على هذا الجهاز يحمي المحفظة بالفعل',
  passkeyUnavailable: 'مفاتيح المرور غير متاحة هنا',
  passkeyFailed: 'فشل طلب مفتاح المرور. حاول مرة أخرى',
}

export default ar
