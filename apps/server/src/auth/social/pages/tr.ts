import type { SocialPageMessages } from './en.js'

/** The social-login pages in Turkish. */
export const turkish: SocialPageMessages = {
  notStartedTitle: 'Giriş başlatılmadı',
  notStartedHeading: 'Bu giriş başlatılamadı',
  tryAgain: 'Uygulamaya dönüp yeniden deneyin.',
  notFromFrame: 'Yönlendirmeli giriş yalnızca güvenli giriş çerçevesinden başlar.',
  incomplete: 'Giriş isteği eksik.',
  returnNotAllowed: 'Uygulama, bu projenin izin vermediği bir sayfaya dönmek istedi.',
  notConfigured: '{provider} ile giriş bu sunucuda yapılandırılmamış.',
  leavingTitle: 'Giriş yapılıyor',
  leavingHeading: 'Giriş yapılıyor…',
  leavingLink: 'Giriş sayfasına devam et',
  refusedTitle: 'Giriş reddedildi',
  refusedHeading: 'Bu giriş bu tarayıcıda başlatılmadı',
  refusedBody: 'Güvenliğiniz için burada tamamlanamaz. Uygulamaya dönüp oradan giriş yapın.',
  expiredTitle: 'Girişin süresi doldu',
  expiredHeading: 'Bu girişin süresi doldu',
  expiredBody: 'Bu pencereyi kapatıp yeniden deneyin.',
  relayTitle: 'Girişi tamamla',
  relayBody: 'Neredeyse bitti.',
  relayButton: 'Devam',
}
