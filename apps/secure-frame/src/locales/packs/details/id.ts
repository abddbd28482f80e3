// Indonesian: the approval card's explained rows. Every key of English's (en.ts detailTexts), with the same
// variables.
import type { DetailTexts } from '../../en.js'

const id: DetailTexts = {
  unlimited: 'Tanpa batas',
  baseUnits: '{value} unit dasar',
  tokens: 'token',
  tokensAmount: '{amount} token',
  tokenNamed: 'token {address}, yang menyebut dirinya “{symbol}” (klaim kontrak)',
  tokenUnnamed: 'token {address}',
  tokenTransfer: 'Transfer token',
  tokenApproval: 'Persetujuan token',
  approvalForAll: 'Persetujuan atas semuanya',
  approvalRemoved: 'Persetujuan dicabut',
  permit2Approval: 'Persetujuan Permit2',
  tokenPermit: 'Izin token',
  bySmartAccount: '{label} oleh akun pintar Anda',
  transferTo: '{amount} ke {to} ({token})',
  transferFromTo: '{amount} dari {from} ke {to} ({token})',
  approveSpend: 'Mengizinkan {spender} membelanjakan {amount} dari {token} Anda',
  allowanceAdds: 'Menambahkan {delta} ke jumlah yang sudah boleh dibelanjakan {spender} dari {token} Anda',
  allowanceTakes: 'Mengurangi {delta} dari jumlah yang boleh dibelanjakan {spender} dari {token} Anda',
  allowanceAddsRefused:
    'Menambahkan {delta} ke jumlah yang boleh dibelanjakan {spender} dari {token} Anda (sekarang {before}); token kemungkinan besar menolaknya',
  allowanceTakesRefused:
    'Mengurangi {delta} dari jumlah yang boleh dibelanjakan {spender} dari {token} Anda (sekarang {before}); token kemungkinan besar menolaknya',
  allowanceTotal:
    'Mengizinkan {spender} membelanjakan hingga {total} secara total dari {token} Anda (sekarang {before}, {change})',
  approveAll:
    'Mengizinkan {operator} memindahkan SEMUA item Anda dari koleksi {collection}, sekarang dan nanti',
  approveAllRemoved: '{operator} tidak lagi boleh memindahkan item Anda dari {collection}',
  permitSpend: 'Mengizinkan {spender} membelanjakan {amount} dari {token} Anda{until}',
  permitSpendUnnamed: 'Mengizinkan {spender} membelanjakan {amount} dari token yang tidak disebutkan{until}',
  anAmount: 'sejumlah',
  noEndDate: ', tanpa tanggal berakhir',
  untilDate: ', hingga {date}',
  numbered: 'Transaksi {index}: {label}',
  warning: 'Peringatan',
  feePayer: 'Pembayar biaya',
  transfer: 'Transfer',
  instruction: 'Instruksi',
  authorityChange: 'Perubahan otoritas',
  closeTokenAccount: 'Tutup akun token',
  transaction: 'Transaksi',
  unknown: 'tidak diketahui',
  solTransfer: '{amount} ke {to}',
  programInstruction:
    'Program {program}, {accounts, plural, other {# akun}}, {bytes, plural, other {# byte}} data',
  lookupAccount: 'akun dari tabel pencarian',
  lookupProgram: 'program dari tabel pencarian',
  unreadable: 'Tidak dapat dibaca; setujui hanya jika Anda memercayai aplikasi.',
  splTransfer: '{amount} dari {from} ke {to}',
  splTransferMint: '{amount} dari mint {mint} dari {from} ke {to}',
  splApprove: 'Mengizinkan {spender} membelanjakan {amount} dari akun token {account}',
  splApproveMint: 'Mengizinkan {spender} membelanjakan {amount} dari mint {mint} dari akun token {account}',
  splAuthority: 'Menyerahkan kendali {account} kepada {authority}',
  noOne: 'tidak seorang pun',
  splClose: 'Menutup {account}; SOL-nya masuk ke {to}',
  assignWarning:
    'Assign: menyerahkan {account} ke program {program}, yang kemudian mengendalikannya beserta isinya',
  durableNonce:
    'Nonce tahan lama (akun {account}): setelah ditandatangani, transaksi ini tidak kedaluwarsa. Siapa pun yang memegangnya dapat mengirimnya kapan saja nanti.',
  transferHookSet:
    'Menetapkan hook transfer token {token} ke program {program}: program itu berjalan pada setiap transfer token',
  transferHookChanged: 'Mengubah hook transfer token {token}',
  token2022Unexplained:
    'Instruksi Token-2022 {name} tidak dijabarkan di sini: instruksi ini dapat mengubah cara token berpindah atau siapa yang mengendalikannya',
  unknownProgram:
    'Program {program}, yang tidak dikenal kartu ini, menerima akun Anda {account} ({how}): program itu dapat memindahkan isi akun',
  programFromLookup: 'dari tabel pencarian',
  writable: 'dapat ditulis',
  withYourSignature: 'dengan tanda tangan Anda',
  writableWithSignature: 'dapat ditulis, dengan tanda tangan Anda',
}

export default id
