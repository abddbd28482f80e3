// Urdu: core's texts (its toasts and the errors the views show), keyed by core's English text word for word.
// `node scripts/checkCoreTexts.mjs --write` turns it into ../../ur.core.generated.ts (values only). A value
// names the same `{placeholders}` as its key, plain (no plural forms): the views put the values in by name.
const ur: Readonly<Record<string, string>> = {
  'Please enter a valid amount and receiver address': 'براہ کرم درست رقم اور وصول کنندہ کا پتہ درج کریں',
  'Failed to send transaction. Please try again.': 'لین دین بھیجا نہیں جا سکا۔ براہ کرم دوبارہ کوشش کریں۔',
  'Unsupported chain': 'غیر معاون چین',
  'Something went wrong': 'کچھ غلط ہو گیا',
  'Transaction started': 'لین دین شروع ہو گیا',
  'Network not found': 'نیٹ ورک نہیں ملا',
  'Address or auth connector not found': 'پتہ یا تصدیقی کنیکٹر نہیں ملا',
  'Invalid chainId': 'غلط chainId',
  'Error resolving name': 'نام تلاش کرنے میں خرابی',
  'Error fetching name suggestions': 'نام کی تجاویز لانے میں خرابی',
  'Error fetching names for address': 'پتے کے نام لانے میں خرابی',
  'Requested RPC call is not allowed': 'اس کارروائی کی اجازت نہیں',
  'Action not allowed': 'اس کارروائی کی اجازت نہیں',
  'Name must be at least 4 characters long': 'نام کم از کم 4 حروف کا ہونا چاہیے',
  'Can only contain letters, numbers and - characters': 'صرف حروف، اعداد اور - شامل ہو سکتے ہیں',
  'Passkey added': 'پاس کی شامل ہو گئی',
  'Recovery password added': 'بازیابی پاس ورڈ شامل ہو گیا',
  'Could not add a recovery method': 'بازیابی کا طریقہ شامل نہیں ہو سکا',
  'Could not export your key': 'آپ کی کلید برآمد نہیں ہو سکی',
  'Could not show your signed-in devices': 'آپ کے سائن اِن آلات نہیں دکھائے جا سکے',
  'Could not show the ways to open your wallet': 'والیٹ کھولنے کے طریقے نہیں دکھائے جا سکے',
  'Sign in again to export your key': 'کلید برآمد کرنے کے لیے دوبارہ سائن اِن کریں',
  'Please try again after {seconds} seconds': 'براہ کرم {seconds} سیکنڈ بعد دوبارہ کوشش کریں',
  'Error registering name {name}': 'نام {name} رجسٹر کرنے میں خرابی',
  'The request timed out after {ms} ms': 'درخواست کا وقت {ms} ملی سیکنڈ بعد ختم ہو گیا',
  'The service answered with HTTP {status}': 'سروس نے HTTP {status} کے ساتھ جواب دیا',
  '{provider} could not quote': '{provider} قیمت نہیں دے سکا',
  'Unable to load email login dependency': 'ای میل لاگ اِن کا جزو لوڈ نہیں ہو سکا',
  'Request was aborted': 'درخواست منسوخ کر دی گئی',
  'An error occurred': 'ایک خرابی پیش آئی',
  'User rejected the request': 'صارف نے درخواست مسترد کر دی',
  'User rejected the request.': 'صارف نے درخواست مسترد کر دی۔',
  'No account is connected': 'کوئی اکاؤنٹ منسلک نہیں',
  'Connector not found': 'کنیکٹر نہیں ملا',
  'The connection could not be checked': 'کنکشن کی جانچ نہیں ہو سکی',
  'Connection failed': 'کنکشن ناکام ہو گیا',
  'The wallet did not answer in time': 'والیٹ نے وقت پر جواب نہیں دیا',
  'The wallet refused the request': 'والیٹ نے درخواست مسترد کر دی',
  'This wallet cannot connect': 'یہ والیٹ منسلک نہیں ہو سکتا',
  'This wallet only serves EVM networks': 'یہ والیٹ صرف EVM نیٹ ورکس کے لیے ہے',
  'This wallet serves none of the app’s Solana networks':
    'یہ والیٹ ایپ کے کسی Solana نیٹ ورک کو سپورٹ نہیں کرتا',
  'This option is not available right now': 'یہ آپشن ابھی دستیاب نہیں',
  'Unknown wallet': 'نامعلوم والیٹ',
  'Switch declined': 'تبدیلی مسترد کر دی گئی',
  'Signing failed': 'دستخط ناکام ہو گئے',
  'This wallet cannot sign messages': 'یہ والیٹ پیغامات پر دستخط نہیں کر سکتا',
  'Signature declined': 'دستخط مسترد کر دیے گئے',
  'Error verifying SIWE signature': 'SIWE دستخط کی تصدیق میں خرابی',
  'This application might not support Smart Accounts': 'ممکن ہے یہ ایپ اسمارٹ اکاؤنٹس کو سپورٹ نہ کرے',
  'Sign-in with wallet is not enabled': 'والیٹ سے سائن اِن فعال نہیں',
  'Invalid email': 'غلط ای میل',
  'Enter the code from the e-mail': 'ای میل میں موجود کوڈ درج کریں',
  'The sign-in window was closed before the login finished':
    'سائن اِن مکمل ہونے سے پہلے سائن اِن ونڈو بند ہو گئی',
  'The sign-in window was blocked; allow pop-ups and try again':
    'سائن اِن ونڈو بلاک ہو گئی؛ پاپ اپس کی اجازت دیں اور دوبارہ کوشش کریں',
  'This page cannot leave for the sign-in; allow pop-ups and try again':
    'یہ صفحہ سائن اِن کے لیے نہیں جا سکتا؛ پاپ اپس کی اجازت دیں اور دوبارہ کوشش کریں',
  'Code email resent': 'کوڈ والی ای میل دوبارہ بھیج دی گئی',
  'Insufficient balance': 'ناکافی بیلنس',
  'Invalid receiver address': 'وصول کنندہ کا پتہ غلط ہے',
  'Invalid amount': 'غلط رقم',
  'The wallet is on another network': 'والیٹ کسی اور نیٹ ورک پر ہے',
  'The wallet returned no transaction hash': 'والیٹ نے لین دین کا ہیش واپس نہیں کیا',
  'The wallet could not send the transaction': 'والیٹ لین دین نہیں بھیج سکا',
  'The transaction failed': 'لین دین ناکام ہو گیا',
  'The wallet returned no signature': 'والیٹ نے کوئی دستخط واپس نہیں کیا',
  'The service could not be reached': 'سروس تک رسائی نہیں ہو سکی',
  'The request was cancelled': 'درخواست منسوخ کر دی گئی',
  'The service sent a response Kit does not understand': 'سروس نے ایسا جواب بھیجا جو Kit نہیں سمجھتا',
  'No on-ramp provider is configured on this server':
    'اس سرور پر خریداری کا کوئی فراہم کنندہ ترتیب نہیں دیا گیا',
  'Not signed in': 'سائن ان نہیں ہے',
  'The secure frame is not set up for network {caipNetworkId}':
    'محفوظ فریم نیٹ ورک {caipNetworkId} کے لیے سیٹ نہیں ہے',
  'Could not reach the sign-in service': 'سائن اِن سروس تک رسائی نہیں ہو سکی',
  'The sign-in service did not answer in time': 'سائن اِن سروس نے وقت پر جواب نہیں دیا',
  'The sign-in service sent an unreadable answer': 'سائن اِن سروس نے ناقابلِ مطالعہ جواب بھیجا',
  'The sign-in service sent an unexpected answer': 'سائن اِن سروس نے غیر متوقع جواب بھیجا',
  'The sign-in service answered {status}': 'سائن اِن سروس نے {status} کے ساتھ جواب دیا',
  'The device was not approved in time; send the e-mail again':
    'ڈیوائس وقت پر منظور نہیں ہوئی؛ ای میل دوبارہ بھیجیں',
  'The Farcaster request expired; try again': 'Farcaster کی درخواست کی میعاد ختم ہو گئی؛ دوبارہ کوشش کریں',
  'This sign-in was not started in this tab, or it took too long; try again':
    'یہ سائن اِن اس ٹیب میں شروع نہیں ہوا، یا بہت وقت لگا؛ دوبارہ کوشش کریں',
  'The social login took too long; try again': 'سوشل لاگ اِن میں بہت وقت لگا؛ دوبارہ کوشش کریں',
  'The social login did not complete ({reason})': 'سوشل لاگ اِن مکمل نہیں ہوا ({reason})',
  'A redirect login returns to the page that started it':
    'ری ڈائریکٹ لاگ اِن اسی صفحے پر لوٹتا ہے جس نے اسے شروع کیا',
  'This browser does not let the sign-in frame keep the login across a redirect; allow pop-ups and try again':
    'یہ براؤزر سائن اِن فریم کو ری ڈائریکٹ کے بعد لاگ اِن رکھنے نہیں دیتا؛ پاپ اپس کی اجازت دیں اور دوبارہ کوشش کریں',
  'Sign in again to add an e-mail to this account':
    'اس اکاؤنٹ میں ای میل شامل کرنے کے لیے دوبارہ سائن اِن کریں',
  'Sign in again to continue': 'جاری رکھنے کے لیے دوبارہ سائن اِن کریں',
  'Smart accounts are not available on this network': 'اس نیٹ ورک پر اسمارٹ اکاؤنٹس دستیاب نہیں ہیں',
  'Your account cannot pay for this: the amount plus the max network fee is more than it holds':
    'آپ کا اکاؤنٹ اس کی ادائیگی نہیں کر سکتا: رقم اور زیادہ سے زیادہ نیٹ ورک فیس اس کے بیلنس سے زیادہ ہیں',
  'The network’s bundler refused these calls; nothing was sent':
    'نیٹ ورک کے بنڈلر نے یہ کالز مسترد کر دیں؛ کچھ نہیں بھیجا گیا',
  'The bundler refused the operation; nothing was sent': 'بنڈلر نے آپریشن مسترد کر دیا؛ کچھ نہیں بھیجا گیا',
  'The operation was not included in time': 'آپریشن وقت پر شامل نہیں ہوا',
  'Wrong code. Attempts left: {count}': 'غلط کوڈ۔ باقی کوششیں: {count}',
  'The code has expired; request a new code': 'کوڈ کی میعاد ختم ہو گئی؛ نیا کوڈ طلب کریں',
  'Too many wrong codes: this code is locked. Request a new code':
    'بہت زیادہ غلط کوڈ: یہ کوڈ لاک ہو گیا۔ نیا کوڈ طلب کریں',
  'No code is waiting; request a new code': 'کوئی کوڈ منتظر نہیں؛ نیا کوڈ طلب کریں',
  'Too many wrong codes today. Please try again after {seconds} seconds':
    'آج بہت زیادہ غلط کوڈ۔ براہ کرم {seconds} سیکنڈ بعد دوبارہ کوشش کریں',
  'Too many e-mails requested. Please try again after {seconds} seconds':
    'بہت زیادہ ای میلز طلب کی گئیں۔ براہ کرم {seconds} سیکنڈ بعد دوبارہ کوشش کریں',
  'Too many requests. Please try again after {seconds} seconds':
    'بہت زیادہ درخواستیں۔ براہ کرم {seconds} سیکنڈ بعد دوبارہ کوشش کریں',
  'Too many sign-ins are waiting. Please try again after {seconds} seconds':
    'بہت زیادہ سائن اِن منتظر ہیں۔ براہ کرم {seconds} سیکنڈ بعد دوبارہ کوشش کریں',
  'Too many Farcaster sign-ins started. Please try again after {seconds} seconds':
    'Farcaster سے بہت زیادہ سائن اِن شروع کیے گئے۔ براہ کرم {seconds} سیکنڈ بعد دوبارہ کوشش کریں',
  'The wallet was unlocked too often. Please try again after {seconds} seconds':
    'والٹ بہت بار کھولا گیا۔ براہ کرم {seconds} سیکنڈ بعد دوبارہ کوشش کریں',
  'Approve this device from the link in your e-mail first':
    'پہلے اپنی ای میل کے لنک سے اس ڈیوائس کو منظور کریں',
  'This approval link is invalid, used or expired; sign in again':
    'یہ منظوری لنک غلط، استعمال شدہ یا میعاد ختم ہے؛ دوبارہ سائن اِن کریں',
  'This sign-in is invalid, used or expired; sign in again':
    'یہ سائن اِن غلط، استعمال شدہ یا میعاد ختم ہے؛ دوبارہ سائن اِن کریں',
  'This sign-in was collected already; start again':
    'یہ سائن اِن پہلے ہی وصول ہو چکا ہے؛ نئے سرے سے شروع کریں',
  'Sign-in with Farcaster is not available on this server':
    'اس سرور پر Farcaster کے ساتھ سائن اِن دستیاب نہیں ہے',
  'Your session has ended; sign in again': 'آپ کا سیشن ختم ہو گیا؛ دوبارہ سائن اِن کریں',
  'The account of this sign-in no longer exists': 'اس سائن اِن کا اکاؤنٹ اب موجود نہیں ہے',
  'Confirm it’s you again to continue': 'جاری رکھنے کے لیے دوبارہ تصدیق کریں کہ یہ آپ ہیں',
  'This e-mail belongs to another account': 'یہ ای میل کسی دوسرے اکاؤنٹ کی ہے',
  'The new e-mail is the current one': 'نئی ای میل وہی ہے جو ابھی ہے',
  'This account has no e-mail to send a code to; sign in again instead':
    'اس اکاؤنٹ کے پاس کوڈ بھیجنے کے لیے کوئی ای میل نہیں؛ اس کے بجائے دوبارہ سائن اِن کریں',
  'Sign-in is not allowed from this site': 'اس سائٹ سے سائن اِن کی اجازت نہیں ہے',
  'The sign-in service cannot answer right now. Try again later':
    'سائن اِن سروس ابھی جواب نہیں دے سکتی۔ بعد میں دوبارہ کوشش کریں',
  'The wallet could not complete the request.': 'والٹ درخواست مکمل نہیں کر سکا۔',
  'The connection request expired. Try again with a new QR code.':
    'کنکشن کی درخواست کی میعاد ختم ہو گئی۔ نئے QR کوڈ کے ساتھ دوبارہ کوشش کریں۔',
  'The WalletConnect relay could not be reached.': 'WalletConnect ریلے تک رسائی نہیں ہو سکی۔',
  'The WalletConnect relay refused the request.': 'WalletConnect ریلے نے درخواست مسترد کر دی۔',
  'The wallet or the WalletConnect relay did not answer in time.':
    'والٹ یا WalletConnect ریلے نے وقت پر جواب نہیں دیا۔',
  'The WalletConnect request was aborted.': 'WalletConnect کی درخواست منسوخ کر دی گئی۔',
  'The WalletConnect session has ended.': 'WalletConnect سیشن ختم ہو گیا۔',
  'The WalletConnect client is closed.': 'WalletConnect کلائنٹ بند ہے۔',
  'The WalletConnect request is invalid.': 'WalletConnect کی درخواست غلط ہے۔',
  'The wallet did not allow this method in the session.': 'والٹ نے سیشن میں اس طریقے کی اجازت نہیں دی۔',
  'The wallet sent invalid session namespaces.': 'والٹ نے سیشن کے غلط نیم اسپیسز بھیجے۔',
}

export default ur
