// Arabic: core's texts (its toasts and the errors the views show), keyed by core's English text word for word.
// `node scripts/checkCoreTexts.mjs --write` turns it into ../../ar.core.generated.ts (values only). A value
// names the same `{placeholders}` as its key, plain (no plural forms): the views put the values in by name.
const ar: Readonly<Record<string, string>> = {
  'Please enter a valid amount and receiver address': 'يُرجى إدخال مبلغ صالح وعنوان مستلم صالح',
  'Failed to send transaction. Please try again.': 'تعذّر إرسال المعاملة. يُرجى المحاولة مرة أخرى.',
  'Unsupported chain': 'سلسلة غير مدعومة',
  'Something went wrong': 'حدث خطأ ما',
  'Transaction started': 'بدأت المعاملة',
  'Network not found': 'لم يتم العثور على الشبكة',
  'Address or auth connector not found': 'لم يتم العثور على العنوان أو موصل المصادقة',
  'Invalid chainId': 'معرّف السلسلة غير صالح',
  'Error resolving name': 'خطأ في تحليل الاسم',
  'Error fetching name suggestions': 'خطأ في جلب اقتراحات الأسماء',
  'Error fetching names for address': 'خطأ في جلب أسماء العنوان',
  'Requested RPC call is not allowed': 'الإجراء غير مسموح به',
  'Action not allowed': 'الإجراء غير مسموح به',
  'Name must be at least 4 characters long': 'يجب ألا يقل الاسم عن 4 أحرف',
  'Can only contain letters, numbers and - characters': 'يمكن أن يحتوي على أحرف وأرقام والرمز - فقط',
  'Passkey added': 'تمت إضافة مفتاح المرور',
  'Recovery password added': 'تمت إضافة كلمة مرور الاسترداد',
  'Could not add a recovery method': 'تعذّرت إضافة طريقة استرداد',
  'Could not export your key': 'تعذّر تصدير مفتاحك',
  'Could not show your signed-in devices': 'تعذّر عرض أجهزتك المسجّل دخولها',
  'Could not show the ways to open your wallet': 'تعذّر عرض طرق فتح محفظتك',
  'Sign in again to export your key': 'سجّل الدخول مرة أخرى لتصدير مفتاحك',
  'Please try again after {seconds} seconds': 'يُرجى المحاولة مرة أخرى بعد {seconds} ث',
  'Error registering name {name}': 'خطأ في تسجيل الاسم {name}',
  'The request timed out after {ms} ms': 'انتهت مهلة الطلب بعد {ms} ملّي ثانية',
  'The service answered with HTTP {status}': 'ردّت الخدمة برمز HTTP {status}',
  '{provider} could not quote': 'تعذّر على {provider} تقديم عرض سعر',
  'Unable to load email login dependency': 'تعذّر تحميل مكوّن تسجيل الدخول بالبريد الإلكتروني',
  'Request was aborted': 'تم إلغاء الطلب',
  'An error occurred': 'حدث خطأ',
  'User rejected the request': 'رفض المستخدم الطلب',
  'User rejected the request.': 'رفض المستخدم الطلب.',
  'No account is connected': 'لا يوجد حساب متصل',
  'Connector not found': 'لم يتم العثور على الموصل',
  'The connection could not be checked': 'تعذّر التحقق من الاتصال',
  'Connection failed': 'فشل الاتصال',
  'The wallet did not answer in time': 'لم تستجب المحفظة في الوقت المحدد',
  'The wallet refused the request': 'رفضت المحفظة الطلب',
  'This wallet cannot connect': 'لا يمكن لهذه المحفظة الاتصال',
  'This wallet only serves EVM networks': 'هذه المحفظة تخدم شبكات EVM فقط',
  'This wallet serves none of the app’s Solana networks':
    'هذه المحفظة لا تخدم أيًّا من شبكات Solana في التطبيق',
  'This option is not available right now': 'هذا الخيار غير متاح حاليًا',
  'Unknown wallet': 'محفظة غير معروفة',
  'Switch declined': 'تم رفض التبديل',
  'Signing failed': 'فشل التوقيع',
  'This wallet cannot sign messages': 'لا يمكن لهذه المحفظة توقيع الرسائل',
  'Signature declined': 'تم رفض التوقيع',
  'Error verifying SIWE signature': 'خطأ في التحقق من توقيع SIWE',
  'This application might not support Smart Accounts': 'قد لا يدعم هذا التطبيق الحسابات الذكية',
  'Sign-in with wallet is not enabled': 'تسجيل الدخول بالمحفظة غير مفعّل',
  'Invalid email': 'بريد إلكتروني غير صالح',
  'Enter the code from the e-mail': 'أدخل الرمز الوارد في البريد الإلكتروني',
  'The sign-in window was closed before the login finished': 'أُغلقت نافذة تسجيل الدخول قبل اكتماله',
  'The sign-in window was blocked; allow pop-ups and try again':
    'تم حظر نافذة تسجيل الدخول؛ اسمح بالنوافذ المنبثقة وحاول مرة أخرى',
  'This page cannot leave for the sign-in; allow pop-ups and try again':
    'لا يمكن لهذه الصفحة الانتقال لتسجيل الدخول؛ اسمح بالنوافذ المنبثقة وحاول مرة أخرى',
  'Code email resent': 'تمت إعادة إرسال بريد الرمز',
  'Insufficient balance': 'الرصيد غير كافٍ',
  'Invalid receiver address': 'عنوان المستلم غير صالح',
  'Invalid amount': 'مبلغ غير صالح',
  'The wallet is on another network': 'المحفظة على شبكة أخرى',
  'The wallet returned no transaction hash': 'لم تُرجع المحفظة تجزئة المعاملة',
  'The wallet could not send the transaction': 'تعذّر على المحفظة إرسال المعاملة',
  'The transaction failed': 'فشلت المعاملة',
  'The wallet returned no signature': 'لم تُرجع المحفظة أي توقيع',
  'The service could not be reached': 'تعذّر الوصول إلى الخدمة',
  'The request was cancelled': 'تم إلغاء الطلب',
  'The service sent a response Kit does not understand': 'أرسلت الخدمة ردًا لا تفهمه Kit',
  'No on-ramp provider is configured on this server': 'لا يوجد مزوّد شراء مهيّأ على هذا الخادم',
  'Not signed in': 'لم يتم تسجيل الدخول',
  'The secure frame is not set up for network {caipNetworkId}': 'الإطار الآمن غير مُعدّ للشبكة {caipNetworkId}',
  'Could not reach the sign-in service': 'تعذّر الوصول إلى خدمة تسجيل الدخول',
  'The sign-in service did not answer in time': 'لم تردّ خدمة تسجيل الدخول في الوقت المحدد',
  'The sign-in service sent an unreadable answer': 'أرسلت خدمة تسجيل الدخول ردًا غير مقروء',
  'The sign-in service sent an unexpected answer': 'أرسلت خدمة تسجيل الدخول ردًا غير متوقع',
  'The sign-in service answered {status}': 'ردّت خدمة تسجيل الدخول بالرمز {status}',
  'The device was not approved in time; send the e-mail again':
    'لم تتم الموافقة على الجهاز في الوقت المحدد؛ أرسل البريد الإلكتروني مرة أخرى',
  'The Farcaster request expired; try again': 'انتهت صلاحية طلب Farcaster؛ حاول مرة أخرى',
  'This sign-in was not started in this tab, or it took too long; try again':
    'لم يبدأ تسجيل الدخول هذا في علامة التبويب هذه، أو استغرق وقتًا طويلًا؛ حاول مرة أخرى',
  'The social login took too long; try again': 'استغرق تسجيل الدخول الاجتماعي وقتًا طويلًا؛ حاول مرة أخرى',
  'The social login did not complete ({reason})': 'لم يكتمل تسجيل الدخول الاجتماعي ({reason})',
  'A redirect login returns to the page that started it':
    'يعود تسجيل الدخول بإعادة التوجيه إلى الصفحة التي بدأته',
  'This browser does not let the sign-in frame keep the login across a redirect; allow pop-ups and try again':
    'لا يسمح هذا المتصفح لإطار تسجيل الدخول بالاحتفاظ بتسجيل الدخول عبر إعادة التوجيه؛ اسمح بالنوافذ المنبثقة وحاول مرة أخرى',
  'Sign in again to add an e-mail to this account': 'سجّل الدخول مرة أخرى لإضافة بريد إلكتروني إلى هذا الحساب',
  'Sign in again to continue': 'سجّل الدخول مرة أخرى للمتابعة',
  'Smart accounts are not available on this network': 'الحسابات الذكية غير متاحة على هذه الشبكة',
  'Your account cannot pay for this: the amount plus the max network fee is more than it holds':
    'لا يستطيع حسابك دفع ذلك: المبلغ مع أقصى رسوم للشبكة أكثر مما يملكه',
  'The network’s bundler refused these calls; nothing was sent':
    'رفض مُجمِّع الشبكة هذه الاستدعاءات؛ لم يُرسَل شيء',
  'The bundler refused the operation; nothing was sent': 'رفض المُجمِّع العملية؛ لم يُرسَل شيء',
  'The operation was not included in time': 'لم تُضمَّن العملية في الوقت المحدد',
  'Wrong code. Attempts left: {count}': 'رمز خاطئ. المحاولات المتبقية: {count}',
  'The code has expired; request a new code': 'انتهت صلاحية الرمز؛ اطلب رمزًا جديدًا',
  'Too many wrong codes: this code is locked. Request a new code':
    'رموز خاطئة كثيرة جدًا: تم قفل هذا الرمز. اطلب رمزًا جديدًا',
  'No code is waiting; request a new code': 'لا يوجد رمز بانتظارك؛ اطلب رمزًا جديدًا',
  'Too many wrong codes today. Please try again after {seconds} seconds':
    'رموز خاطئة كثيرة جدًا اليوم. يُرجى المحاولة مرة أخرى بعد {seconds} ث',
  'Too many e-mails requested. Please try again after {seconds} seconds':
    'طُلبت رسائل بريد إلكتروني كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد {seconds} ث',
  'Too many requests. Please try again after {seconds} seconds':
    'طلبات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد {seconds} ث',
  'Too many sign-ins are waiting. Please try again after {seconds} seconds':
    'عمليات تسجيل دخول كثيرة جدًا قيد الانتظار. يُرجى المحاولة مرة أخرى بعد {seconds} ث',
  'Too many Farcaster sign-ins started. Please try again after {seconds} seconds':
    'بدأت عمليات تسجيل دخول كثيرة جدًا عبر Farcaster. يُرجى المحاولة مرة أخرى بعد {seconds} ث',
  'The wallet was unlocked too often. Please try again after {seconds} seconds':
    'فُتحت المحفظة مرات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد {seconds} ث',
  'Approve this device from the link in your e-mail first':
    'وافق على هذا الجهاز من الرابط في بريدك الإلكتروني أولًا',
  'This approval link is invalid, used or expired; sign in again':
    'رابط الموافقة هذا غير صالح أو مُستخدَم أو منتهي الصلاحية؛ سجّل الدخول مرة أخرى',
  'This sign-in is invalid, used or expired; sign in again':
    'تسجيل الدخول هذا غير صالح أو مُستخدَم أو منتهي الصلاحية؛ سجّل الدخول مرة أخرى',
  'This sign-in was collected already; start again': 'تم استلام تسجيل الدخول هذا من قبل؛ ابدأ من جديد',
  'Sign-in with Farcaster is not available on this server':
    'تسجيل الدخول عبر Farcaster غير متاح على هذا الخادم',
  'Your session has ended; sign in again': 'انتهت جلستك؛ سجّل الدخول مرة أخرى',
  'The account of this sign-in no longer exists': 'لم يعد حساب تسجيل الدخول هذا موجودًا',
  'Confirm it’s you again to continue': 'أكّد هويتك مرة أخرى للمتابعة',
  'This e-mail belongs to another account': 'هذا البريد الإلكتروني تابع لحساب آخر',
  'The new e-mail is the current one': 'البريد الإلكتروني الجديد هو البريد الحالي',
  'This account has no e-mail to send a code to; sign in again instead':
    'لا يملك هذا الحساب بريدًا إلكترونيًا لإرسال رمز إليه؛ سجّل الدخول مرة أخرى بدلًا من ذلك',
  'Sign-in is not allowed from this site': 'تسجيل الدخول غير مسموح به من هذا الموقع',
  'The sign-in service cannot answer right now. Try again later':
    'لا تستطيع خدمة تسجيل الدخول الرد الآن. حاول مرة أخرى لاحقًا',
  'The wallet could not complete the request.': 'تعذّر على المحفظة إكمال الطلب.',
  'The connection request expired. Try again with a new QR code.':
    'انتهت صلاحية طلب الاتصال. حاول مرة أخرى برمز QR جديد.',
  'The WalletConnect relay could not be reached.': 'تعذّر الوصول إلى مُرحِّل WalletConnect.',
  'The WalletConnect relay refused the request.': 'رفض مُرحِّل WalletConnect الطلب.',
  'The wallet or the WalletConnect relay did not answer in time.':
    'لم تردّ المحفظة أو مُرحِّل WalletConnect في الوقت المحدد.',
  'The WalletConnect request was aborted.': 'تم إلغاء طلب WalletConnect.',
  'The WalletConnect session has ended.': 'انتهت جلسة WalletConnect.',
  'The WalletConnect client is closed.': 'عميل WalletConnect مغلق.',
  'The WalletConnect request is invalid.': 'طلب WalletConnect غير صالح.',
  'The wallet did not allow this method in the session.': 'لم تسمح المحفظة بهذه الطريقة في الجلسة.',
  'The wallet sent invalid session namespaces.': 'أرسلت المحفظة نطاقات جلسة غير صالحة.',
}

export default ar
