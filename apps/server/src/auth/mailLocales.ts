// The languages of the login's e-mails and of the device-approval page: the frame sends the visitor's language with
// the e-mail login (the same tag its cards speak), and the server writes in it when it has that language, else in
// English. The tag only picks among these tables: no text of the request reaches a mail but what the templates put
// in (escaped in HTML).

/** The languages the server's e-mails and pages are written in. */
export const mailLocales = ['en', 'ar', 'es', 'ja'] as const

/** One of the server's mail languages. */
export type MailLocale = (typeof mailLocales)[number]

/** The server's language for `tag` (an exact match, else the same language), English for anything else. */
export function resolveMailLocale(tag: string | undefined): MailLocale {
  if (!tag || tag.length > 35) return 'en'
  const lower = tag.toLowerCase()
  const language = lower.split('-')[0]
  return (
    mailLocales.find((locale) => locale === lower) ??
    mailLocales.find((locale) => locale === language) ??
    'en'
  )
}

/** Whether `locale` is written right to left. */
export const isRightToLeft = (locale: MailLocale): boolean => locale === 'ar'

/** What a one-time code is for. */
export type CodePurpose = 'login' | 'update' | 'step-up'

/** The texts of the login's e-mails and pages in one language. */
export type MailTexts = {
  codeSubject(code: string): string
  /** "Your code to sign in is" (the code follows on its own line in HTML, after it in text). */
  codeLead(purpose: CodePurpose): string
  /** What closes the sentence after the code in the text mail. */
  codeEnd: string
  codeExpires(minutes: number): string
  approvalSubject: string
  approvalLead(email: string): string
  app: string
  browser: string
  ipAddress: string
  approvalAsk(minutes: number): string
  /** The same in the HTML mail, around the link (`linkHtml`, the words `approvalLink` linked). */
  approvalAskHtml(linkHtml: string, minutes: number): string
  /** The link's words in the HTML mail. */
  approvalLink: string
  notYou: string
  pageApproveTitle: string
  pageApproveHeading: string
  pageApproveBody(emailHtml: string): string
  pageApproveButton: string
  pageExpiredTitle: string
  pageExpiredHeading: string
  pageExpiredBody: string
  pageApprovedTitle: string
  pageApprovedBody: string
}

const english: MailTexts = {
  codeSubject: (code) => `${code} is your Kit code`,
  codeLead: (purpose) =>
    `Your code to ${
      purpose === 'login'
        ? 'sign in'
        : purpose === 'update'
          ? 'confirm your e-mail change'
          : 'confirm it is you (a change to your account or its keys)'
    } is`,
  codeEnd: '.',
  codeExpires: (minutes) =>
    `It expires in ${minutes} minutes. If you did not ask for it, ignore this e-mail.`,
  approvalSubject: 'Approve this device to sign in to Kit',
  approvalLead: (email) => `Someone is signing in to Kit with ${email} from a new device.`,
  app: 'App',
  browser: 'Browser',
  ipAddress: 'IP address',
  approvalAsk: (minutes) => `If it was you, open this link to approve the device (valid ${minutes} minutes):`,
  approvalLink: 'approve the device',
  approvalAskHtml: (link, minutes) => `If it was you, ${link} (valid ${minutes} minutes).`,
  notYou: 'If it was not you, ignore this e-mail.',
  pageApproveTitle: 'Approve this device',
  pageApproveHeading: 'Approve this device?',
  pageApproveBody: (email) =>
    `Someone is signing in as <strong>${email}</strong> from a new device. Approve it only if that was you.`,
  pageApproveButton: 'Approve device',
  pageExpiredTitle: 'Link expired',
  pageExpiredHeading: 'This link has expired',
  pageExpiredBody: 'Start signing in again to get a new one.',
  pageApprovedTitle: 'Device approved',
  pageApprovedBody:
    'We sent a sign-in code to your e-mail. Go back to the app and enter it there. You can close this tab.',
}

const spanish: MailTexts = {
  codeSubject: (code) => `${code} es tu código de Kit`,
  codeLead: (purpose) =>
    `Tu código para ${
      purpose === 'login'
        ? 'iniciar sesión'
        : purpose === 'update'
          ? 'confirmar el cambio de tu e-mail'
          : 'confirmar que eres tú (un cambio en tu cuenta o sus claves)'
    } es`,
  codeEnd: '.',
  codeExpires: (minutes) => `Caduca en ${minutes} minutos. Si no lo pediste, ignora este e-mail.`,
  approvalSubject: 'Aprueba este dispositivo para iniciar sesión en Kit',
  approvalLead: (email) => `Alguien está iniciando sesión en Kit con ${email} desde un dispositivo nuevo.`,
  app: 'App',
  browser: 'Navegador',
  ipAddress: 'Dirección IP',
  approvalAsk: (minutes) =>
    `Si fuiste tú, abre este enlace para aprobar el dispositivo (válido ${minutes} minutos):`,
  approvalLink: 'aprueba el dispositivo',
  approvalAskHtml: (link, minutes) => `Si fuiste tú, ${link} (válido ${minutes} minutos).`,
  notYou: 'Si no fuiste tú, ignora este e-mail.',
  pageApproveTitle: 'Aprueba este dispositivo',
  pageApproveHeading: '¿Aprobar este dispositivo?',
  pageApproveBody: (email) =>
    `Alguien está iniciando sesión como <strong>${email}</strong> desde un dispositivo nuevo. Apruébalo solo si fuiste tú.`,
  pageApproveButton: 'Aprobar dispositivo',
  pageExpiredTitle: 'Enlace caducado',
  pageExpiredHeading: 'Este enlace ha caducado',
  pageExpiredBody: 'Vuelve a iniciar sesión para recibir uno nuevo.',
  pageApprovedTitle: 'Dispositivo aprobado',
  pageApprovedBody:
    'Te enviamos un código de inicio de sesión por e-mail. Vuelve a la app e introdúcelo allí. Puedes cerrar esta pestaña.',
}

const arabic: MailTexts = {
  codeSubject: (code) => `${code} هو رمزك في Kit`,
  codeLead: (purpose) =>
    `رمزك ${
      purpose === 'login'
        ? 'لتسجيل الدخول'
        : purpose === 'update'
          ? 'لتأكيد تغيير بريدك الإلكتروني'
          : 'لتأكيد هويتك (تغيير في حسابك أو مفاتيحه)'
    } هو`,
  codeEnd: '.',
  codeExpires: (minutes) => `تنتهي صلاحيته خلال ${minutes} دقيقة. إذا لم تطلبه، فتجاهل هذه الرسالة.`,
  approvalSubject: 'وافق على هذا الجهاز لتسجيل الدخول إلى Kit',
  approvalLead: (email) => `هناك من يسجّل الدخول إلى Kit باستخدام ${email} من جهاز جديد.`,
  app: 'التطبيق',
  browser: 'المتصفح',
  ipAddress: 'عنوان IP',
  approvalAsk: (minutes) => `إذا كنت أنت، فافتح هذا الرابط للموافقة على الجهاز (صالح لمدة ${minutes} دقيقة):`,
  approvalLink: 'وافق على الجهاز',
  approvalAskHtml: (link, minutes) => `إذا كنت أنت، ${link} (صالح لمدة ${minutes} دقيقة).`,
  notYou: 'إذا لم تكن أنت، فتجاهل هذه الرسالة.',
  pageApproveTitle: 'الموافقة على هذا الجهاز',
  pageApproveHeading: 'الموافقة على هذا الجهاز؟',
  pageApproveBody: (email) =>
    `هناك من يسجّل الدخول باسم <strong>${email}</strong> من جهاز جديد. لا توافق إلا إذا كنت أنت.`,
  pageApproveButton: 'الموافقة على الجهاز',
  pageExpiredTitle: 'انتهت صلاحية الرابط',
  pageExpiredHeading: 'انتهت صلاحية هذا الرابط',
  pageExpiredBody: 'ابدأ تسجيل الدخول من جديد للحصول على رابط جديد.',
  pageApprovedTitle: 'تمت الموافقة على الجهاز',
  pageApprovedBody:
    'أرسلنا رمز تسجيل الدخول إلى بريدك الإلكتروني. عُد إلى التطبيق وأدخله هناك. يمكنك إغلاق هذه الصفحة.',
}

const japanese: MailTexts = {
  codeSubject: (code) => `${code} は Kit のコードです`,
  codeLead: (purpose) =>
    `${
      purpose === 'login'
        ? 'ログイン'
        : purpose === 'update'
          ? 'メールアドレス変更の確認'
          : '本人確認（アカウントまたはその鍵の変更）'
    }のためのコードは`,
  codeEnd: ' です。',
  codeExpires: (minutes) =>
    `有効期限は ${minutes} 分です。心当たりがない場合は、このメールを無視してください。`,
  approvalSubject: 'Kit にログインするためにこのデバイスを承認してください',
  approvalLead: (email) => `新しいデバイスから ${email} で Kit にログインしようとしています。`,
  app: 'アプリ',
  browser: 'ブラウザ',
  ipAddress: 'IP アドレス',
  approvalAsk: (minutes) =>
    `あなたの場合は、このリンクを開いてデバイスを承認してください（有効期限 ${minutes} 分）：`,
  approvalLink: 'デバイスを承認',
  approvalAskHtml: (link, minutes) => `あなたの場合は、${link}してください（有効期限 ${minutes} 分）。`,
  notYou: 'あなたでない場合は、このメールを無視してください。',
  pageApproveTitle: 'このデバイスを承認',
  pageApproveHeading: 'このデバイスを承認しますか？',
  pageApproveBody: (email) =>
    `新しいデバイスから <strong>${email}</strong> としてログインしようとしています。あなたの場合のみ承認してください。`,
  pageApproveButton: 'デバイスを承認',
  pageExpiredTitle: 'リンクの期限切れ',
  pageExpiredHeading: 'このリンクは期限切れです',
  pageExpiredBody: 'もう一度ログインして新しいリンクを受け取ってください。',
  pageApprovedTitle: 'デバイスを承認しました',
  pageApprovedBody:
    'ログインコードをメールで送りました。アプリに戻って入力してください。このタブは閉じてかまいません。',
}

const tables: Record<MailLocale, MailTexts> = { en: english, ar: arabic, es: spanish, ja: japanese }

/** The texts of `locale`. */
export const mailTexts = (locale: MailLocale): MailTexts => tables[locale]
