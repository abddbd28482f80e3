// Turkish: core's texts (its toasts and the errors the views show), keyed by core's English text word for word.
// `node scripts/checkCoreTexts.mjs --write` turns it into ../../tr.core.generated.ts (values only). A value
// names the same `{placeholders}` as its key, plain (no plural forms): the views put the values in by name.
const tr: Readonly<Record<string, string>> = {
  'Please enter a valid amount and receiver address': 'Geçerli bir tutar ve alıcı adresi girin',
  'Failed to send transaction. Please try again.': 'İşlem gönderilemedi. Lütfen tekrar deneyin.',
  'Unsupported chain': 'Desteklenmeyen zincir',
  'Something went wrong': 'Bir şeyler ters gitti',
  'Transaction started': 'İşlem başlatıldı',
  'Network not found': 'Ağ bulunamadı',
  'Address or auth connector not found': 'Adres veya kimlik doğrulama bağlayıcısı bulunamadı',
  'Invalid chainId': 'Geçersiz chainId',
  'Error resolving name': 'Ad çözümlenirken hata oluştu',
  'Error fetching name suggestions': 'Ad önerileri alınırken hata oluştu',
  'Error fetching names for address': 'Adresin adları alınırken hata oluştu',
  'Requested RPC call is not allowed': 'İşleme izin verilmiyor',
  'Action not allowed': 'İşleme izin verilmiyor',
  'Name must be at least 4 characters long': 'Ad en az 4 karakter olmalıdır',
  'Can only contain letters, numbers and - characters': 'Yalnızca harf, rakam ve - karakteri içerebilir',
  'Passkey added': 'Geçiş anahtarı eklendi',
  'Recovery password added': 'Kurtarma parolası eklendi',
  'Could not add a recovery method': 'Kurtarma yöntemi eklenemedi',
  'Could not export your key': 'Anahtarınız dışa aktarılamadı',
  'Could not show your signed-in devices': 'Oturum açık cihazlarınız gösterilemedi',
  'Could not show the ways to open your wallet': 'Cüzdanınızı açma yolları gösterilemedi',
  'Sign in again to export your key': 'Anahtarınızı dışa aktarmak için yeniden oturum açın',
  'Please try again after {seconds} seconds': '{seconds} sn sonra tekrar deneyin',
  'Error registering name {name}': '{name} adı kaydedilirken hata oluştu',
  'The request timed out after {ms} ms': 'İstek {ms} ms sonra zaman aşımına uğradı',
  'The service answered with HTTP {status}': 'Hizmet HTTP {status} ile yanıt verdi',
  '{provider} could not quote': '{provider} fiyat teklifi veremedi',
  'Unable to load email login dependency': 'E-posta ile giriş bileşeni yüklenemedi',
  'Request was aborted': 'İstek yarıda kesildi',
  'An error occurred': 'Bir hata oluştu',
  'User rejected the request': 'Kullanıcı isteği reddetti',
  'User rejected the request.': 'Kullanıcı isteği reddetti.',
  'No account is connected': 'Bağlı hesap yok',
  'Connector not found': 'Bağlayıcı bulunamadı',
  'The connection could not be checked': 'Bağlantı kontrol edilemedi',
  'Connection failed': 'Bağlantı başarısız oldu',
  'The wallet did not answer in time': 'Cüzdan zamanında yanıt vermedi',
  'The wallet refused the request': 'Cüzdan isteği reddetti',
  'This wallet cannot connect': 'Bu cüzdan bağlanamıyor',
  'This wallet only serves EVM networks': 'Bu cüzdan yalnızca EVM ağlarını destekler',
  'This wallet serves none of the app’s Solana networks':
    'Bu cüzdan uygulamanın Solana ağlarının hiçbirini desteklemiyor',
  'This option is not available right now': 'Bu seçenek şu anda kullanılamıyor',
  'Unknown wallet': 'Bilinmeyen cüzdan',
  'Switch declined': 'Geçiş reddedildi',
  'Signing failed': 'İmzalama başarısız oldu',
  'This wallet cannot sign messages': 'Bu cüzdan mesaj imzalayamaz',
  'Signature declined': 'İmza reddedildi',
  'Error verifying SIWE signature': 'SIWE imzası doğrulanırken hata oluştu',
  'This application might not support Smart Accounts': 'Bu uygulama akıllı hesapları desteklemiyor olabilir',
  'Sign-in with wallet is not enabled': 'Cüzdanla giriş etkin değil',
  'Invalid email': 'Geçersiz e-posta',
  'Enter the code from the e-mail': 'E-postadaki kodu girin',
  'The sign-in window was closed before the login finished': 'Giriş penceresi giriş tamamlanmadan kapatıldı',
  'The sign-in window was blocked; allow pop-ups and try again':
    'Giriş penceresi engellendi; açılır pencerelere izin verip tekrar deneyin',
  'This page cannot leave for the sign-in; allow pop-ups and try again':
    'Bu sayfa giriş için ayrılamıyor; açılır pencerelere izin verip tekrar deneyin',
  'Code email resent': 'Kod e-postası yeniden gönderildi',
  'Insufficient balance': 'Yetersiz bakiye',
  'Invalid receiver address': 'Geçersiz alıcı adresi',
  'Invalid amount': 'Geçersiz tutar',
  'The wallet is on another network': 'Cüzdan başka bir ağda',
  'The wallet returned no transaction hash': 'Cüzdan işlem karması döndürmedi',
  'The wallet could not send the transaction': 'Cüzdan işlemi gönderemedi',
  'The transaction failed': 'İşlem başarısız oldu',
  'The wallet returned no signature': 'Cüzdan imza döndürmedi',
  'The service could not be reached': 'Hizmete ulaşılamadı',
  'The request was cancelled': 'İstek iptal edildi',
  'The service sent a response Kit does not understand': "Hizmet, Kit'in anlamadığı bir yanıt gönderdi",
  'No on-ramp provider is configured on this server':
    'Bu sunucuda yapılandırılmış bir satın alma sağlayıcısı yok',
  'Not signed in': 'Oturum açılmadı',
  'The secure frame is not set up for network {caipNetworkId}':
    'Güvenli çerçeve {caipNetworkId} ağı için ayarlanmamış',
  'Could not reach the sign-in service': 'Giriş hizmetine ulaşılamadı',
  'The sign-in service did not answer in time': 'Giriş hizmeti zamanında yanıt vermedi',
  'The sign-in service sent an unreadable answer': 'Giriş hizmeti okunamayan bir yanıt gönderdi',
  'The sign-in service sent an unexpected answer': 'Giriş hizmeti beklenmedik bir yanıt gönderdi',
  'The sign-in service answered {status}': 'Giriş hizmeti {status} ile yanıt verdi',
  'The device was not approved in time; send the e-mail again':
    'Cihaz zamanında onaylanmadı; e-postayı yeniden gönderin',
  'The Farcaster request expired; try again': 'Farcaster isteğinin süresi doldu; tekrar deneyin',
  'This sign-in was not started in this tab, or it took too long; try again':
    'Bu giriş bu sekmede başlatılmadı veya çok uzun sürdü; tekrar deneyin',
  'The social login took too long; try again': 'Sosyal giriş çok uzun sürdü; tekrar deneyin',
  'The social login did not complete ({reason})': 'Sosyal giriş tamamlanmadı ({reason})',
  'A redirect login returns to the page that started it': 'Yönlendirmeli giriş, onu başlatan sayfaya döner',
  'This browser does not let the sign-in frame keep the login across a redirect; allow pop-ups and try again':
    'Bu tarayıcı, giriş çerçevesinin yönlendirme boyunca girişi korumasına izin vermiyor; açılır pencerelere izin verip tekrar deneyin',
  'Sign in again to add an e-mail to this account': 'Bu hesaba e-posta eklemek için yeniden oturum açın',
  'Sign in again to continue': 'Devam etmek için yeniden oturum açın',
  'Smart accounts are not available on this network': 'Akıllı hesaplar bu ağda kullanılamıyor',
  'Your account cannot pay for this: the amount plus the max network fee is more than it holds':
    'Hesabınız bunu ödeyemez: tutar artı azami ağ ücreti, hesaptaki bakiyeden fazla',
  'The network’s bundler refused these calls; nothing was sent':
    'Ağın bundler’ı bu çağrıları reddetti; hiçbir şey gönderilmedi',
  'The bundler refused the operation; nothing was sent': 'Bundler işlemi reddetti; hiçbir şey gönderilmedi',
  'The operation was not included in time': 'İşlem zamanında dahil edilmedi',
  'Wrong code. Attempts left: {count}': 'Yanlış kod. Kalan deneme: {count}',
  'The code has expired; request a new code': 'Kodun süresi doldu; yeni bir kod isteyin',
  'Too many wrong codes: this code is locked. Request a new code':
    'Çok fazla yanlış kod: bu kod kilitlendi. Yeni bir kod isteyin',
  'No code is waiting; request a new code': 'Bekleyen kod yok; yeni bir kod isteyin',
  'Too many wrong codes today. Please try again after {seconds} seconds':
    'Bugün çok fazla yanlış kod girildi. {seconds} sn sonra tekrar deneyin',
  'Too many e-mails requested. Please try again after {seconds} seconds':
    'Çok fazla e-posta istendi. {seconds} sn sonra tekrar deneyin',
  'Too many requests. Please try again after {seconds} seconds':
    'Çok fazla istek. {seconds} sn sonra tekrar deneyin',
  'Too many sign-ins are waiting. Please try again after {seconds} seconds':
    'Bekleyen çok fazla giriş var. {seconds} sn sonra tekrar deneyin',
  'Too many Farcaster sign-ins started. Please try again after {seconds} seconds':
    'Çok fazla Farcaster girişi başlatıldı. {seconds} sn sonra tekrar deneyin',
  'The wallet was unlocked too often. Please try again after {seconds} seconds':
    'Cüzdanın kilidi çok sık açıldı. {seconds} sn sonra tekrar deneyin',
  'Approve this device from the link in your e-mail first':
    'Önce bu cihazı e-postanızdaki bağlantıdan onaylayın',
  'This approval link is invalid, used or expired; sign in again':
    'Bu onay bağlantısı geçersiz, kullanılmış veya süresi dolmuş; yeniden oturum açın',
  'This sign-in is invalid, used or expired; sign in again':
    'Bu giriş geçersiz, kullanılmış veya süresi dolmuş; yeniden oturum açın',
  'This sign-in was collected already; start again': 'Bu giriş zaten alındı; baştan başlayın',
  'Sign-in with Farcaster is not available on this server': 'Farcaster ile giriş bu sunucuda kullanılamıyor',
  'Your session has ended; sign in again': 'Oturumunuz sona erdi; yeniden oturum açın',
  'The account of this sign-in no longer exists': 'Bu girişin hesabı artık yok',
  'Confirm it’s you again to continue': 'Devam etmek için siz olduğunuzu yeniden onaylayın',
  'This e-mail belongs to another account': 'Bu e-posta başka bir hesaba ait',
  'The new e-mail is the current one': 'Yeni e-posta mevcut e-postayla aynı',
  'This account has no e-mail to send a code to; sign in again instead':
    'Bu hesabın kod gönderilecek bir e-postası yok; bunun yerine yeniden oturum açın',
  'Sign-in is not allowed from this site': 'Bu siteden girişe izin verilmiyor',
  'The sign-in service cannot answer right now. Try again later':
    'Giriş hizmeti şu anda yanıt veremiyor. Daha sonra tekrar deneyin',
  'The wallet could not complete the request.': 'Cüzdan isteği tamamlayamadı.',
  'The connection request expired. Try again with a new QR code.':
    'Bağlantı isteğinin süresi doldu. Yeni bir QR koduyla tekrar deneyin.',
  'The WalletConnect relay could not be reached.': 'WalletConnect aktarıcısına ulaşılamadı.',
  'The WalletConnect relay refused the request.': 'WalletConnect aktarıcısı isteği reddetti.',
  'The wallet or the WalletConnect relay did not answer in time.':
    'Cüzdan veya WalletConnect aktarıcısı zamanında yanıt vermedi.',
  'The WalletConnect request was aborted.': 'WalletConnect isteği iptal edildi.',
  'The WalletConnect session has ended.': 'WalletConnect oturumu sona erdi.',
  'The WalletConnect client is closed.': 'WalletConnect istemcisi kapalı.',
  'The WalletConnect request is invalid.': 'WalletConnect isteği geçersiz.',
  'The wallet did not allow this method in the session.': 'Cüzdan bu yönteme oturumda izin vermedi.',
  'The wallet sent invalid session namespaces.': 'Cüzdan geçersiz oturum ad alanları gönderdi.',
}

export default tr
