import type { SocialPageMessages } from './en.js'

/** The social-login pages in Indonesian. */
export const indonesian: SocialPageMessages = {
  notStartedTitle: 'Proses masuk tidak dimulai',
  notStartedHeading: 'Proses masuk ini tidak dapat dimulai',
  tryAgain: 'Kembali ke aplikasi dan coba lagi.',
  notFromFrame: 'Masuk melalui pengalihan hanya dimulai dari bingkai masuk yang aman.',
  incomplete: 'Permintaan masuk tidak lengkap.',
  returnNotAllowed: 'Aplikasi meminta kembali ke halaman yang tidak diizinkan oleh proyek ini.',
  notConfigured: 'Masuk dengan {provider} belum dikonfigurasi di server ini.',
  leavingTitle: 'Sedang masuk',
  leavingHeading: 'Sedang masuk…',
  leavingLink: 'Lanjutkan ke halaman masuk',
  refusedTitle: 'Proses masuk ditolak',
  refusedHeading: 'Proses masuk ini tidak dimulai di browser ini',
  refusedBody:
    'Demi keamanan Anda, proses ini tidak dapat diselesaikan di sini. Kembali ke aplikasi dan masuk dari sana.',
  expiredTitle: 'Proses masuk kedaluwarsa',
  expiredHeading: 'Proses masuk ini sudah kedaluwarsa',
  expiredBody: 'Tutup jendela ini dan coba lagi.',
  relayTitle: 'Selesaikan proses masuk',
  relayBody: 'Hampir selesai.',
  relayButton: 'Lanjutkan',
}
