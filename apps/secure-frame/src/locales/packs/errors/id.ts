// Indonesian: what the cards say when a call fails. Every key of English's (errorTexts.ts), with the same
// variables.
import type { ErrorTexts } from '../../errorTexts.js'

const id: ErrorTexts = {
  wrongCode: '{count, plural, other {Kode salah. Sisa percobaan: #}}',
  codeExpired: 'Kode sudah kedaluwarsa; minta kode baru',
  codeLocked: 'Terlalu banyak kode salah: kode ini dikunci. Minta kode baru',
  noCode: 'Tidak ada kode yang menunggu; minta kode baru',
  tooManyWrongCodes: 'Terlalu banyak kode salah hari ini. Coba lagi dalam {seconds} detik',
  tooManyAttempts: 'Terlalu banyak percobaan. Coba lagi dalam {seconds} detik',
  emailTaken: 'Email ini milik akun lain',
  sameEmail: 'Email baru sama dengan yang sekarang',
  noEmail: 'Akun ini tidak punya email untuk dikirimi kode; masuk lagi saja',
  sessionEnded: 'Sesi Anda telah berakhir; masuk lagi',
  confirmAgain: 'Konfirmasi lagi bahwa ini Anda untuk melanjutkan',
  signedOutAlready: 'Perangkat ini sudah keluar',
  lastMethod: 'Dompet Anda menyimpan setidaknya satu cara untuk membukanya di perangkat baru.',
  lastLoginMethod:
    'Passkey ini satu-satunya cara masuk ke akun ini; tambahkan passkey lain atau email terlebih dahulu',
  passkeyExists: 'Passkey ini sudah melindungi dompet',
  passwordExists: 'Dompet ini sudah memiliki kata sandi pemulihan',
  serviceDown: 'Layanan masuk tidak dapat menjawab saat ini. Coba lagi nanti',
  unreachable: 'Tidak dapat menghubungi layanan masuk. Coba lagi',
  signInAgain: 'Masuk lagi untuk melanjutkan',
  exportSignInAgain: 'Masuk lagi untuk mengekspor kunci Anda',
  recordUnreadable: 'Cara membuka dompet ini tidak dapat dibaca di sini. Coba cara lain',
  methodMissing: 'Dompet ini tidak punya cara membuka seperti itu. Coba cara lain',
  passkeyHere: 'Passkey di perangkat ini sudah melindungi dompet',
  passkeyUnavailable: 'Passkey tidak tersedia di sini',
  passkeyFailed: 'Permintaan passkey gagal. Coba lagi',
}

export default id
