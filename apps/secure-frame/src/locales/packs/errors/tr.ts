// Turkish: what the cards say when a call fails. Every key of English's (errorTexts.ts), with the same
// variables.
import type { ErrorTexts } from '../../errorTexts.js'

const tr: ErrorTexts = {
  wrongCode: '{count, plural, other {Yanlış kod. Kalan deneme: #}}',
  codeExpired: 'Kodun süresi doldu; yeni bir kod isteyin',
  codeLocked: 'Çok fazla yanlış kod: bu kod kilitlendi. Yeni bir kod isteyin',
  noCode: 'Bekleyen kod yok; yeni bir kod isteyin',
  tooManyWrongCodes: 'Bugün çok fazla yanlış kod girildi. {seconds} sn sonra tekrar deneyin',
  tooManyAttempts: 'Çok fazla deneme. {seconds} sn sonra tekrar deneyin',
  emailTaken: 'Bu e-posta başka bir hesaba ait',
  sameEmail: 'Yeni e-posta mevcut e-postayla aynı',
  noEmail: 'Bu hesabın kod gönderilecek bir e-postası yok; bunun yerine yeniden oturum açın',
  sessionEnded: 'Oturumunuz sona erdi; yeniden oturum açın',
  confirmAgain: 'Devam etmek için siz olduğunuzu yeniden onaylayın',
  signedOutAlready: 'Bu cihazın oturumu zaten kapatıldı',
  lastMethod: 'Cüzdanınız, yeni bir cihazda açılmak için en az bir yolu korur.',
  lastLoginMethod:
    'Bu geçiş anahtarı bu hesaba girmenin tek yolu; önce başka bir geçiş anahtarı veya e-posta ekleyin',
  passkeyExists: 'Bu geçiş anahtarı cüzdanı zaten koruyor',
  passwordExists: 'Bu cüzdanın zaten bir kurtarma parolası var',
  serviceDown: 'Giriş hizmeti şu anda yanıt veremiyor. Daha sonra tekrar deneyin',
  unreachable: 'Giriş hizmetine ulaşılamadı. Tekrar deneyin',
  signInAgain: 'Devam etmek için yeniden oturum açın',
  exportSignInAgain: 'Anahtarınızı dışa aktarmak için yeniden oturum açın',
  recordUnreadable: 'Cüzdanınızı açmanın bu yolu burada okunamıyor. Başka birini deneyin',
  methodMissing: 'Bu cüzdanın böyle bir açılma yolu yok. Başka birini deneyin',
  passkeyHere: 'Bu cihazdaki bir geçiş anahtarı cüzdanı zaten koruyor',
  passkeyUnavailable: 'Geçiş anahtarları burada kullanılamıyor',
  passkeyFailed: 'Geçiş anahtarı isteği başarısız oldu. Tekrar deneyin',
}

export default tr
