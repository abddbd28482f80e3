// Persian: core's texts (its toasts and the errors the views show), keyed by core's English text word for word.
// `node scripts/checkCoreTexts.mjs --write` turns it into ../../fa.core.generated.ts (values only). A value
// names the same `{placeholders}` as its key, plain (no plural forms): the views put the values in by name.
const fa: Readonly<Record<string, string>> = {
  'Please enter a valid amount and receiver address': 'لطفاً مبلغ و نشانی گیرنده معتبر وارد کنید',
  'Failed to send transaction. Please try again.': 'ارسال تراکنش ناموفق بود. لطفاً دوباره تلاش کنید.',
  'Unsupported chain': 'زنجیره پشتیبانی نمی‌شود',
  'Something went wrong': 'مشکلی پیش آمد',
  'Transaction started': 'تراکنش آغاز شد',
  'Network not found': 'شبکه پیدا نشد',
  'Address or auth connector not found': 'نشانی یا رابط احراز هویت پیدا نشد',
  'Invalid chainId': 'شناسه زنجیره نامعتبر است',
  'Error resolving name': 'خطا در یافتن نام',
  'Error fetching name suggestions': 'خطا در دریافت پیشنهادهای نام',
  'Error fetching names for address': 'خطا در دریافت نام‌های این نشانی',
  'Requested RPC call is not allowed': 'این کار مجاز نیست',
  'Action not allowed': 'این کار مجاز نیست',
  'Name must be at least 4 characters long': 'نام باید دست‌کم ۴ نویسه باشد',
  'Can only contain letters, numbers and - characters': 'فقط می‌تواند حرف، عدد و نویسه - داشته باشد',
  'Passkey added': 'کلید عبور افزوده شد',
  'Recovery password added': 'گذرواژه بازیابی افزوده شد',
  'Could not add a recovery method': 'افزودن روش بازیابی ممکن نشد',
  'Could not export your key': 'صدور کلید شما ممکن نشد',
  'Could not show your signed-in devices': 'نمایش دستگاه‌های واردشده ممکن نشد',
  'Could not show the ways to open your wallet': 'نمایش راه‌های باز کردن کیف پول ممکن نشد',
  'Sign in again to export your key': 'برای صدور کلید دوباره وارد شوید',
  'Please try again after {seconds} seconds': 'لطفاً پس از {seconds} ثانیه دوباره تلاش کنید',
  'Error registering name {name}': 'خطا در ثبت نام {name}',
  'The request timed out after {ms} ms': 'زمان درخواست پس از {ms} میلی‌ثانیه به پایان رسید',
  'The service answered with HTTP {status}': 'سرویس با HTTP {status} پاسخ داد',
  '{provider} could not quote': '{provider} نتوانست قیمت بدهد',
  'Unable to load email login dependency': 'بارگیری بخش ورود با ایمیل ممکن نشد',
  'Request was aborted': 'درخواست لغو شد',
  'An error occurred': 'خطایی رخ داد',
  'User rejected the request': 'کاربر درخواست را رد کرد',
  'User rejected the request.': 'کاربر درخواست را رد کرد.',
  'No account is connected': 'هیچ حسابی متصل نیست',
  'Connector not found': 'رابط پیدا نشد',
  'The connection could not be checked': 'بررسی اتصال ممکن نشد',
  'Connection failed': 'اتصال ناموفق بود',
  'The wallet did not answer in time': 'کیف پول به‌موقع پاسخ نداد',
  'The wallet refused the request': 'کیف پول درخواست را رد کرد',
  'This wallet cannot connect': 'این کیف پول نمی‌تواند متصل شود',
  'This wallet only serves EVM networks': 'این کیف پول فقط شبکه‌های EVM را پشتیبانی می‌کند',
  'This wallet serves none of the app’s Solana networks':
    'این کیف پول هیچ‌یک از شبکه‌های Solana این برنامه را پشتیبانی نمی‌کند',
  'This option is not available right now': 'این گزینه اکنون در دسترس نیست',
  'Unknown wallet': 'کیف پول ناشناخته',
  'Switch declined': 'تغییر شبکه رد شد',
  'Signing failed': 'امضا ناموفق بود',
  'This wallet cannot sign messages': 'این کیف پول نمی‌تواند پیام امضا کند',
  'Signature declined': 'امضا رد شد',
  'Error verifying SIWE signature': 'خطا در تأیید امضای SIWE',
  'This application might not support Smart Accounts': 'ممکن است این برنامه از حساب‌های هوشمند پشتیبانی نکند',
  'Sign-in with wallet is not enabled': 'ورود با کیف پول فعال نیست',
  'Invalid email': 'ایمیل نامعتبر است',
  'Enter the code from the e-mail': 'کد ایمیل‌شده را وارد کنید',
  'The sign-in window was closed before the login finished': 'پنجره ورود پیش از پایان ورود بسته شد',
  'The sign-in window was blocked; allow pop-ups and try again':
    'پنجره ورود مسدود شد؛ پنجره‌های بازشو را مجاز کنید و دوباره تلاش کنید',
  'This page cannot leave for the sign-in; allow pop-ups and try again':
    'این صفحه نمی‌تواند برای ورود جابه‌جا شود؛ پنجره‌های بازشو را مجاز کنید و دوباره تلاش کنید',
  'Code email resent': 'ایمیل کد دوباره ارسال شد',
  'Insufficient balance': 'موجودی کافی نیست',
  'Invalid receiver address': 'نشانی گیرنده نامعتبر است',
  'Invalid amount': 'مبلغ نامعتبر است',
  'The wallet is on another network': 'کیف پول روی شبکه دیگری است',
  'The wallet returned no transaction hash': 'کیف پول هش تراکنش را برنگرداند',
  'The wallet could not send the transaction': 'کیف پول نتوانست تراکنش را ارسال کند',
  'The transaction failed': 'تراکنش ناموفق بود',
  'The wallet returned no signature': 'کیف پول امضایی برنگرداند',
  'The service could not be reached': 'دسترسی به سرویس ممکن نشد',
  'The request was cancelled': 'درخواست لغو شد',
  'The service sent a response Kit does not understand': 'سرویس پاسخی فرستاد که Kit آن را نمی‌فهمد',
  'No on-ramp provider is configured on this server': 'هیچ ارائه‌دهنده خریدی روی این سرور پیکربندی نشده است',
  'Not signed in': 'وارد نشده‌اید',
  'The secure frame is not set up for network {caipNetworkId}':
    'قاب امن برای شبکهٔ {caipNetworkId} تنظیم نشده است',
  'Could not reach the sign-in service': 'دسترسی به سرویس ورود ممکن نشد',
  'The sign-in service did not answer in time': 'سرویس ورود به‌موقع پاسخ نداد',
  'The sign-in service sent an unreadable answer': 'سرویس ورود پاسخی ناخوانا فرستاد',
  'The sign-in service sent an unexpected answer': 'سرویس ورود پاسخی غیرمنتظره فرستاد',
  'The sign-in service answered {status}': 'سرویس ورود با {status} پاسخ داد',
  'The device was not approved in time; send the e-mail again':
    'دستگاه به‌موقع تأیید نشد؛ ایمیل را دوباره بفرستید',
  'The Farcaster request expired; try again': 'درخواست Farcaster منقضی شد؛ دوباره تلاش کنید',
  'This sign-in was not started in this tab, or it took too long; try again':
    'این ورود در این زبانه شروع نشده یا بیش از حد طول کشیده است؛ دوباره تلاش کنید',
  'The social login took too long; try again': 'ورود اجتماعی بیش از حد طول کشید؛ دوباره تلاش کنید',
  'The social login did not complete ({reason})': 'ورود اجتماعی کامل نشد ({reason})',
  'A redirect login returns to the page that started it':
    'ورود با تغییر مسیر به صفحه‌ای که آن را شروع کرده برمی‌گردد',
  'This browser does not let the sign-in frame keep the login across a redirect; allow pop-ups and try again':
    'این مرورگر اجازه نمی‌دهد قاب ورود، ورود را پس از تغییر مسیر نگه دارد؛ پنجره‌های بازشو را مجاز کنید و دوباره تلاش کنید',
  'Sign in again to add an e-mail to this account': 'برای افزودن ایمیل به این حساب دوباره وارد شوید',
  'Sign in again to continue': 'برای ادامه دوباره وارد شوید',
  'Smart accounts are not available on this network': 'حساب‌های هوشمند در این شبکه در دسترس نیستند',
  'Your account cannot pay for this: the amount plus the max network fee is more than it holds':
    'حساب شما توان پرداخت این را ندارد: مبلغ به‌علاوهٔ حداکثر کارمزد شبکه بیش از موجودی آن است',
  'The network’s bundler refused these calls; nothing was sent':
    'باندلر شبکه این فراخوانی‌ها را رد کرد؛ چیزی ارسال نشد',
  'The bundler refused the operation; nothing was sent': 'باندلر عملیات را رد کرد؛ چیزی ارسال نشد',
  'The operation was not included in time': 'عملیات به‌موقع درج نشد',
  'Wrong code. Attempts left: {count}': 'کد نادرست است. تلاش‌های باقی‌مانده: {count}',
  'The code has expired; request a new code': 'کد منقضی شده است؛ کد جدیدی درخواست کنید',
  'Too many wrong codes: this code is locked. Request a new code':
    'کدهای نادرست بیش از حد: این کد قفل شد. کد جدیدی درخواست کنید',
  'No code is waiting; request a new code': 'هیچ کدی در انتظار نیست؛ کد جدیدی درخواست کنید',
  'Too many wrong codes today. Please try again after {seconds} seconds':
    'امروز کدهای نادرست بیش از حد وارد شده است. لطفاً پس از {seconds} ثانیه دوباره تلاش کنید',
  'Too many e-mails requested. Please try again after {seconds} seconds':
    'ایمیل‌های بیش از حد درخواست شده است. لطفاً پس از {seconds} ثانیه دوباره تلاش کنید',
  'Too many requests. Please try again after {seconds} seconds':
    'درخواست‌های بیش از حد. لطفاً پس از {seconds} ثانیه دوباره تلاش کنید',
  'Too many sign-ins are waiting. Please try again after {seconds} seconds':
    'ورودهای بیش از حد در انتظارند. لطفاً پس از {seconds} ثانیه دوباره تلاش کنید',
  'Too many Farcaster sign-ins started. Please try again after {seconds} seconds':
    'ورودهای بیش از حد با Farcaster شروع شده است. لطفاً پس از {seconds} ثانیه دوباره تلاش کنید',
  'The wallet was unlocked too often. Please try again after {seconds} seconds':
    'کیف پول بیش از حد باز شده است. لطفاً پس از {seconds} ثانیه دوباره تلاش کنید',
  'Approve this device from the link in your e-mail first':
    'ابتدا این دستگاه را از پیوند موجود در ایمیلتان تأیید کنید',
  'This approval link is invalid, used or expired; sign in again':
    'این پیوند تأیید نامعتبر، استفاده‌شده یا منقضی است؛ دوباره وارد شوید',
  'This sign-in is invalid, used or expired; sign in again':
    'این ورود نامعتبر، استفاده‌شده یا منقضی است؛ دوباره وارد شوید',
  'This sign-in was collected already; start again': 'این ورود قبلاً دریافت شده است؛ از نو شروع کنید',
  'Sign-in with Farcaster is not available on this server': 'ورود با Farcaster در این سرور در دسترس نیست',
  'Your session has ended; sign in again': 'نشست شما پایان یافته است؛ دوباره وارد شوید',
  'The account of this sign-in no longer exists': 'حساب این ورود دیگر وجود ندارد',
  'Confirm it’s you again to continue': 'برای ادامه دوباره تأیید کنید که خودتان هستید',
  'This e-mail belongs to another account': 'این ایمیل متعلق به حساب دیگری است',
  'The new e-mail is the current one': 'ایمیل جدید همان ایمیل فعلی است',
  'This account has no e-mail to send a code to; sign in again instead':
    'این حساب ایمیلی برای ارسال کد ندارد؛ به‌جای آن دوباره وارد شوید',
  'Sign-in is not allowed from this site': 'ورود از این سایت مجاز نیست',
  'The sign-in service cannot answer right now. Try again later':
    'سرویس ورود اکنون نمی‌تواند پاسخ دهد. بعداً دوباره تلاش کنید',
  'The wallet could not complete the request.': 'کیف پول نتوانست درخواست را کامل کند.',
  'The connection request expired. Try again with a new QR code.':
    'درخواست اتصال منقضی شد. با یک کد QR جدید دوباره تلاش کنید.',
  'The WalletConnect relay could not be reached.': 'دسترسی به رله WalletConnect ممکن نشد.',
  'The WalletConnect relay refused the request.': 'رله WalletConnect درخواست را رد کرد.',
  'The wallet or the WalletConnect relay did not answer in time.':
    'کیف پول یا رله WalletConnect به‌موقع پاسخ نداد.',
  'The WalletConnect request was aborted.': 'درخواست WalletConnect لغو شد.',
  'The WalletConnect session has ended.': 'نشست WalletConnect پایان یافته است.',
  'The WalletConnect client is closed.': 'کلاینت WalletConnect بسته است.',
  'The WalletConnect request is invalid.': 'درخواست WalletConnect نامعتبر است.',
  'The wallet did not allow this method in the session.': 'کیف پول این روش را در نشست مجاز نکرد.',
  'The wallet sent invalid session namespaces.': 'کیف پول فضاهای نام نشست نامعتبر فرستاد.',
}

export default fa
