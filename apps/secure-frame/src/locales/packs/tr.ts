// Turkish. Every key of the English table (en.ts), with the same variables.
import type { FrameMessages } from '../en.js'

const tr: FrameMessages = {
  reject: 'Reddet',
  requestDetails: 'İstek ayrıntıları',
  scrollToSee: 'İsteğin tamamını okumak için kaydırın: düğmeler, isteği gördükten sonra çalışır.',
  sending: 'Gönderiliyor…',
  signing: 'İmzalanıyor…',
  yourAccount: 'Hesabınız',
  yourSmartAccount: 'Akıllı hesabınız',
  from: 'Gönderen',
  accountType: 'Hesap türü',
  smartAccount: 'Akıllı hesap',
  accountEoa: 'Hesap (EOA)',
  appName: 'Uygulama adı',
  appNameValue: '{name} (uygulamanın kendine verdiği ad; doğrulanmadı)',
  network: 'Ağ',
  message: 'Mesaj',
  to: 'Alıcı',
  amount: 'Tutar',
  data: 'Veri',
  note: 'Not',
  warning: 'Uyarı',
  format: 'Biçim',
  domain: 'Alan adı',
  type: 'Tür',
  none: 'Yok',
  signsYouInTo: 'Oturum açılacak site',
  codeSize: 'Kod boyutu',
  codeSizeValue: '{size, plural, one {# bayt} other {# bayt}}',
  amountSentWith: '{amount} (birlikte gönderilir)',
  dataNone: 'Yok (basit bir transfer)',
  dataBytes: '{size} bayt, fonksiyon {selector}',
  dataSmartAccount:
    'Akıllı hesabınıza {count, plural, one {1 çağrı} other {# çağrı}} yaptırır ({name}), aşağıda gösterilmiştir',
  callLine: 'Alıcı {to}\nTutar {amount}\nVeri {data}',
  callLabel: 'Çağrı {index}',
  innerCallLabel: 'Akıllı hesap çağrısı {index}',
  callInnerCallLabel: 'Çağrı {call}, akıllı hesap çağrısı {index}',
  smartAccountNote:
    'Bu, akıllı hesabınızı harekete geçirir: yaptığı çağrılar onun varlıklarını (fonlarını ve tokenlarını) harcar.',
  networkFee: 'Ağ ücreti',
  paidBy: 'Ödeyen: {sponsor}',
  maxNetworkFee: 'Azami ağ ücreti',
  notSponsored: 'Sponsorlu değil',
  notSponsoredValue: 'Uygulama bu ücreti ödemiyor: {reason}. Ücreti hesabınızdan siz ödersiniz.',
  transactionType: 'İşlem türü',
  legacyTransaction: 'Eski tür (tür 0): sabit bir gas fiyatı',
  upgradesAccount:
    'Bu ilk gönderim, hesabınızı bu ağda akıllı hesaba da yükseltir (EIP-7702); adresi aynı kalır.',
  createsSmartAccount: 'Bu ilk gönderim, akıllı hesabınızı bu ağda da oluşturur.',
  feeToPay: 'Ödenecek ağ ücreti',
  marketFee: 'Piyasa ücreti',
  appFee: 'Uygulamanın ücreti',
  maxFee: 'en çok {amount}',
  maxFeeUnaffordable: 'en çok {amount} — hesabınızdakinden fazla',
  feeFarAbove: 'Uygulamanın ücreti piyasanınkinin çok üzerinde ({times} katından fazla).',
  marketFeeSelected: 'Piyasa ücreti seçili: uygulamanınkini yalnızca gerçekten ödemek istiyorsanız seçin.',
  signatureRequest: 'İmza isteği',
  signInRequest: 'Oturum açma isteği',
  signInElsewhere: 'Başka bir siteye oturum açma',
  approveTransaction: 'İşlemi onayla',
  approveCalls: '{count} çağrıyı onayla',
  approveTransactions: '{count} işlemi onayla',
  deployContract: 'Sözleşme dağıt',
  sign: 'İmzala',
  send: 'Gönder',
  deploy: 'Dağıt',
  asksSignMessage: '{origin} bu mesajı imzalamanızı istiyor.',
  asksSignIn: '{origin} hesabınızla oturum açmanızı istiyor.',
  asksSignInElsewhere: '{origin}, {domain} sitesinde oturum açmanızı istiyor.',
  asksTypedDataV1: '{origin} türlendirilmiş veri imzalamanızı istiyor (eski biçim, eth_signTypedData v1).',
  asksTypedData: '{origin} yapılandırılmış veri imzalamanızı istiyor (türlendirilmiş veri {version}).',
  asksDeploy: '{origin} bir sözleşme dağıtmanızı istiyor.',
  asksSendTransaction: '{origin} bir işlem göndermenizi istiyor.',
  asksSendCalls: '{origin} {count, plural, one {bir çağrı} other {# çağrı}} göndermenizi istiyor.',
  asksSolanaSend: '{origin} bir işlemi imzalayıp {network} ağına göndermenizi istiyor.',
  asksSolanaSign:
    '{origin} {count, plural, one {bir işlemi imzalamanızı istiyor. Uygulama onu daha sonra gönderebilir.} other {# işlemi imzalamanızı istiyor. Uygulama onları daha sonra gönderebilir.}}',
  typedDataV1: 'Türlendirilmiş veri v1 (eski, EIP-712 öncesi)',
  typedDataV3: 'Türlendirilmiş veri v3 (EIP-712, dizisiz)',
  typedDataV4: 'Türlendirilmiş veri v4 (EIP-712)',
  solanaOffchain: 'Solana zincir dışı mesajı',
  signWarning: 'Yalnızca anladığınız mesajları imzalayın. İmzalamak ücretsizdir ve fon göndermez.',
  binaryWarning:
    'Bu mesaj okunabilir bir metin değil. Yalnızca uygulamaya güveniyorsanız imzalayın: imzalı veriler başka uygulamalarda işlemlere izin verebilir.',
  typedDataWarning:
    'Türlendirilmiş imzalar transferlere izin verebilir (permit’ler, emirler). Yalnızca beklediğiniz şeyi imzalayın.',
  signInWarning:
    'Oturum açmak ücretsizdir ve fon göndermez. Yalnızca burada oturum açmak istiyorsanız imzalayın.',
  malformedSignInWarning:
    'Bu mesaj bir oturum açma gibi görünüyor ama oturum açma biçiminde (EIP-4361) değil: sizi hangi siteye oturum açtırdığı denetlenemez. Yalnızca uygulamaya güveniyorsanız imzalayın.',
  otherSiteWarning:
    'Bu mesaj sizi {domain} sitesinde oturum açtırır, ama istek {origin} adresinden geliyor. Sizden başka bir yerde oturum açmanızı isteyen bir site oradaki hesabınızı ele geçirmeye çalışıyor olabilir: nedenini bilmiyorsanız reddedin.',
  paidBySponsor: 'Ağ ücretini {sponsor} öder. Gönderilen işlemler geri alınamaz.',
  paidBySmartAccount:
    'Ağ ücretlerini akıllı hesabınız öder. Çağrıları ya hep birlikte çalışır ya da hiçbiri çalışmaz. Gönderilen işlemler geri alınamaz.',
  paidByAccount: 'Ağ ücretlerini hesabınız öder. Gönderilen işlemler geri alınamaz.',
  solanaWarnings:
    'Bu işlemin ayrıntılarında uyarılar var: önce onları okuyun. İmzalı bir işlem fonlarınızı taşıyabilir.',
  solanaSignWarning: 'İmzalı bir işlem fonlarınızı taşıyabilir. Yalnızca beklediğiniz şeyi onaylayın.',
  passkeyTitle: 'Geçiş anahtarıyla devam et',
  passkeyIntroSignUp:
    'Yeni bir cüzdan için geçiş anahtarı oluşturun. Cihazınız onu saklar; e-posta gerekmez.',
  passkeyIntroSignIn: 'Bu uygulama için kaydettiğiniz geçiş anahtarını kullanın.',
  passkeyIntroBoth:
    'Bu uygulama için kaydettiğiniz bir geçiş anahtarını kullanın ya da yeni bir cüzdan için bir tane oluşturun.',
  passkeySignUp: 'Geçiş anahtarı oluştur',
  passkeySignIn: 'Geçiş anahtarımı kullan',
  passkeyCancel: 'İptal',
  passkeyOtherWays: 'Başka bir yolla oturum aç',
  passkeyWorking: 'Geçiş anahtarınız bekleniyor…',
  passkeyWorkingInWindow: 'Kit penceresinde geçiş anahtarınız bekleniyor…',
  passkeyWindowNote:
    'Tarayıcınızın geçiş anahtarı istemini izleyin. Bu pencere iş bitince kendiliğinden kapanır.',
  passkeyPopupBlocked:
    'Bu sayfa güvenli pencerenin geçiş anahtarı kullanmasına izin vermiyor ve Kit penceresi engellendi. Açılır pencerelere izin verip tekrar deneyin.',
  passkeyWindowClosed:
    'Kit penceresi, geçiş anahtarınız kullanılmadan kapatıldı. Tekrar deneyin ve pencere kendiliğinden kapanana kadar açık bırakın.',
  passkeyNotUsed:
    'Hiçbir geçiş anahtarı kullanılmadı. Bu cihazda bu uygulama için bir tane yoksa oluşturun ya da telefonunuzdaki bir geçiş anahtarını kullanın.',
  passkeyNotUsedHere:
    'Hiçbir geçiş anahtarı kullanılmadı. Bu cihazda bu uygulama için bir tane yoksa oluşturun ya da başka bir yolla oturum açın.',
  passkeyNotCreated: 'Hiçbir geçiş anahtarı oluşturulmadı. Hazır olduğunuzda tekrar deneyin.',
  passkeyUnavailable: 'Geçiş anahtarları burada bu tarayıcıda kullanılamıyor. Başka bir yolla oturum açın.',
  passkeyUnknown:
    'Bu geçiş anahtarı burada hiçbir hesaba kayıtlı değil. Bir tane oluşturun ya da başka bir geçiş anahtarı kullanın.',
  passkeyFailed: 'Geçiş anahtarı kullanılamadı. Tekrar deneyin.',
}

export default tr
