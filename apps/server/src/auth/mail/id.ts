import type { MailMessages } from './en.js'

/** The e-mails and pages in Indonesian. */
export const indonesian: MailMessages = {
  codeSubject: '{code} adalah kode Kit Anda',
  codeTextLogin: 'Kode Anda untuk masuk adalah {code}.',
  codeTextUpdate: 'Kode Anda untuk mengonfirmasi perubahan email adalah {code}.',
  codeTextStepUp:
    'Kode Anda untuk mengonfirmasi bahwa ini memang Anda (perubahan pada akun Anda atau kuncinya) adalah {code}.',
  codeHtmlLogin: 'Kode Anda untuk masuk adalah:',
  codeHtmlUpdate: 'Kode Anda untuk mengonfirmasi perubahan email adalah:',
  codeHtmlStepUp:
    'Kode Anda untuk mengonfirmasi bahwa ini memang Anda (perubahan pada akun Anda atau kuncinya) adalah:',
  codeExpires: 'Kode ini berlaku selama {duration}. Jika Anda tidak memintanya, abaikan email ini.',
  approvalSubject: 'Setujui perangkat ini untuk masuk ke Kit',
  approvalLead: 'Seseorang sedang masuk ke Kit dengan {email} dari perangkat baru.',
  requestLine: '{label}: {value}',
  app: 'Aplikasi',
  browser: 'Browser',
  ipAddress: 'Alamat IP',
  browserOnSystem: '{browser} di {system}',
  unknownBrowser: 'browser tak dikenal',
  unknownBrowserOnSystem: 'browser tak dikenal di {system}',
  approvalAskText: 'Jika itu Anda, buka tautan ini untuk menyetujui perangkat (berlaku selama {duration}):',
  approvalAskHtml: 'Jika itu Anda, {link} (berlaku selama {duration}).',
  approvalLink: 'setujui perangkat ini',
  notYou: 'Jika itu bukan Anda, abaikan email ini.',
  pageApproveTitle: 'Setujui perangkat ini',
  pageApproveHeading: 'Setujui perangkat ini?',
  pageApproveBody: 'Seseorang sedang masuk sebagai {email} dari perangkat baru. Setujui hanya jika itu Anda.',
  pageApproveButton: 'Setujui perangkat',
  pageExpiredTitle: 'Tautan kedaluwarsa',
  pageExpiredHeading: 'Tautan ini sudah kedaluwarsa',
  pageExpiredBody:
    'Tautan ini sudah dipakai atau terlalu lama. Mulai masuk lagi untuk mendapatkan tautan baru.',
  pageApprovedTitle: 'Perangkat disetujui',
  pageApprovedBody:
    'Kami telah mengirim kode masuk ke email Anda. Kembali ke aplikasi dan masukkan kode itu di sana. Anda bisa menutup tab ini.',
}
