// Indonesian: the prompt in the frame that opens the secure window (Firefox, Safari). Every key of English's
// (secureWindowTexts.ts).
import type { SecureWindowTexts } from '../../secureWindowTexts.js'

const id: SecureWindowTexts = {
  promptTitle: 'Lanjutkan di jendela yang aman',
  promptIntro:
    'Browser ini tidak dapat mengetahui apakah halaman menutupi atau menyembunyikan dompet Anda, jadi dompet Anda bertanya di jendelanya sendiri, yang tidak dapat ditutupi halaman mana pun.',
  open: 'Buka jendela aman',
  cancel: 'Batal',
  opening: 'Membuka jendela aman…',
  blocked: 'Browser Anda memblokir jendela. Izinkan pop-up untuk situs ini lalu coba lagi.',
  notReady: 'Jendela aman tidak terbuka. Coba lagi.',
  waitingTitle: 'Lanjutkan di jendela aman',
  waitingIntro: 'Dompet Anda bertanya di jendela terpisah. Selesaikan di sana, atau batalkan di sini.',
  show: 'Tampilkan jendela',
}

export default id
