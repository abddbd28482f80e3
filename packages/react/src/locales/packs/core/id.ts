// Indonesian: core's texts (its toasts and the errors the views show), keyed by core's English text word for word.
// `node scripts/checkCoreTexts.mjs --write` turns it into ../../id.core.generated.ts (values only). A value
// names the same `{placeholders}` as its key, plain (no plural forms): the views put the values in by name.
const id: Readonly<Record<string, string>> = {
  'Please enter a valid amount and receiver address': 'Masukkan jumlah dan alamat penerima yang valid',
  'Failed to send transaction. Please try again.': 'Gagal mengirim transaksi. Coba lagi.',
  'Unsupported chain': 'Chain tidak didukung',
  'Something went wrong': 'Terjadi kesalahan',
  'Transaction started': 'Transaksi dimulai',
  'Network not found': 'Jaringan tidak ditemukan',
  'Address or auth connector not found': 'Alamat atau konektor autentikasi tidak ditemukan',
  'Invalid chainId': 'chainId tidak valid',
  'Error resolving name': 'Gagal menemukan nama',
  'Error fetching name suggestions': 'Gagal mengambil saran nama',
  'Error fetching names for address': 'Gagal mengambil nama untuk alamat',
  'Requested RPC call is not allowed': 'Tindakan tidak diizinkan',
  'Action not allowed': 'Tindakan tidak diizinkan',
  'Name must be at least 4 characters long': 'Nama minimal 4 karakter',
  'Can only contain letters, numbers and - characters': 'Hanya boleh berisi huruf, angka, dan karakter -',
  'Passkey added': 'Passkey ditambahkan',
  'Recovery password added': 'Kata sandi pemulihan ditambahkan',
  'Could not add a recovery method': 'Tidak dapat menambahkan metode pemulihan',
  'Could not export your key': 'Tidak dapat mengekspor kunci Anda',
  'Could not show your signed-in devices': 'Tidak dapat menampilkan perangkat tempat Anda masuk',
  'Could not show the ways to open your wallet': 'Tidak dapat menampilkan cara membuka dompet Anda',
  'Sign in again to export your key': 'Masuk lagi untuk mengekspor kunci Anda',
  'Please try again after {seconds} seconds': 'Coba lagi dalam {seconds} detik',
  'Error registering name {name}': 'Gagal mendaftarkan nama {name}',
  'The request timed out after {ms} ms': 'Waktu permintaan habis setelah {ms} ms',
  'The service answered with HTTP {status}': 'Layanan menjawab dengan HTTP {status}',
  '{provider} could not quote': '{provider} tidak dapat memberi penawaran',
  'Unable to load email login dependency': 'Tidak dapat memuat komponen login email',
  'Request was aborted': 'Permintaan dihentikan',
  'An error occurred': 'Terjadi galat',
  'User rejected the request': 'Pengguna menolak permintaan',
  'User rejected the request.': 'Pengguna menolak permintaan.',
  'No account is connected': 'Tidak ada akun yang terhubung',
  'Connector not found': 'Konektor tidak ditemukan',
  'The connection could not be checked': 'Koneksi tidak dapat diperiksa',
  'Connection failed': 'Koneksi gagal',
  'The wallet did not answer in time': 'Dompet tidak menjawab tepat waktu',
  'The wallet refused the request': 'Dompet menolak permintaan',
  'This wallet cannot connect': 'Dompet ini tidak dapat terhubung',
  'This wallet only serves EVM networks': 'Dompet ini hanya melayani jaringan EVM',
  'This wallet serves none of the app’s Solana networks':
    'Dompet ini tidak melayani jaringan Solana aplikasi ini',
  'This option is not available right now': 'Opsi ini sedang tidak tersedia',
  'Unknown wallet': 'Dompet tidak dikenal',
  'Switch declined': 'Peralihan ditolak',
  'Signing failed': 'Penandatanganan gagal',
  'This wallet cannot sign messages': 'Dompet ini tidak dapat menandatangani pesan',
  'Signature declined': 'Tanda tangan ditolak',
  'Error verifying SIWE signature': 'Gagal memverifikasi tanda tangan SIWE',
  'This application might not support Smart Accounts': 'Aplikasi ini mungkin tidak mendukung akun pintar',
  'Sign-in with wallet is not enabled': 'Masuk dengan dompet tidak diaktifkan',
  'Invalid email': 'Email tidak valid',
  'Enter the code from the e-mail': 'Masukkan kode dari email',
  'The sign-in window was closed before the login finished': 'Jendela masuk ditutup sebelum login selesai',
  'The sign-in window was blocked; allow pop-ups and try again':
    'Jendela masuk diblokir; izinkan pop-up lalu coba lagi',
  'This page cannot leave for the sign-in; allow pop-ups and try again':
    'Halaman ini tidak dapat berpindah untuk masuk; izinkan pop-up lalu coba lagi',
  'Code email resent': 'Email kode dikirim ulang',
  'Insufficient balance': 'Saldo tidak cukup',
  'Invalid receiver address': 'Alamat penerima tidak valid',
  'Invalid amount': 'Jumlah tidak valid',
  'The wallet is on another network': 'Dompet berada di jaringan lain',
  'The wallet returned no transaction hash': 'Dompet tidak mengembalikan hash transaksi',
  'The wallet could not send the transaction': 'Dompet tidak dapat mengirim transaksi',
  'The transaction failed': 'Transaksi gagal',
  'The wallet returned no signature': 'Dompet tidak mengembalikan tanda tangan',
  'The service could not be reached': 'Layanan tidak dapat dijangkau',
  'The request was cancelled': 'Permintaan dibatalkan',
  'The service sent a response Kit does not understand': 'Layanan mengirim jawaban yang tidak dipahami Kit',
  'No on-ramp provider is configured on this server':
    'Tidak ada penyedia pembelian yang dikonfigurasi di server ini',
  'Not signed in': 'Belum masuk',
  'The secure frame is not set up for network {caipNetworkId}':
    'Bingkai aman tidak disiapkan untuk jaringan {caipNetworkId}',
  'Could not reach the sign-in service': 'Tidak dapat menghubungi layanan masuk',
  'The sign-in service did not answer in time': 'Layanan masuk tidak menjawab tepat waktu',
  'The sign-in service sent an unreadable answer': 'Layanan masuk mengirim jawaban yang tidak terbaca',
  'The sign-in service sent an unexpected answer': 'Layanan masuk mengirim jawaban yang tidak terduga',
  'The sign-in service answered {status}': 'Layanan masuk menjawab {status}',
  'The device was not approved in time; send the e-mail again':
    'Perangkat tidak disetujui tepat waktu; kirim ulang email',
  'The Farcaster request expired; try again': 'Permintaan Farcaster kedaluwarsa; coba lagi',
  'This sign-in was not started in this tab, or it took too long; try again':
    'Proses masuk ini tidak dimulai di tab ini, atau terlalu lama; coba lagi',
  'The social login took too long; try again': 'Masuk dengan akun sosial terlalu lama; coba lagi',
  'The social login did not complete ({reason})': 'Masuk dengan akun sosial tidak selesai ({reason})',
  'A redirect login returns to the page that started it':
    'Masuk lewat pengalihan kembali ke halaman yang memulainya',
  'This browser does not let the sign-in frame keep the login across a redirect; allow pop-ups and try again':
    'Browser ini tidak membiarkan bingkai masuk menyimpan proses masuk melewati pengalihan; izinkan pop-up dan coba lagi',
  'Sign in again to add an e-mail to this account': 'Masuk lagi untuk menambahkan email ke akun ini',
  'Sign in again to continue': 'Masuk lagi untuk melanjutkan',
  'Smart accounts are not available on this network': 'Akun pintar tidak tersedia di jaringan ini',
  'Your account cannot pay for this: the amount plus the max network fee is more than it holds':
    'Akun Anda tidak dapat membayar ini: jumlah ditambah biaya jaringan maksimum melebihi saldonya',
  'The network’s bundler refused these calls; nothing was sent':
    'Bundler jaringan menolak panggilan ini; tidak ada yang dikirim',
  'The bundler refused the operation; nothing was sent':
    'Bundler menolak operasi ini; tidak ada yang dikirim',
  'The operation was not included in time': 'Operasi tidak dimasukkan tepat waktu',
  'Wrong code. Attempts left: {count}': 'Kode salah. Sisa percobaan: {count}',
  'The code has expired; request a new code': 'Kode sudah kedaluwarsa; minta kode baru',
  'Too many wrong codes: this code is locked. Request a new code':
    'Terlalu banyak kode salah: kode ini dikunci. Minta kode baru',
  'No code is waiting; request a new code': 'Tidak ada kode yang menunggu; minta kode baru',
  'Too many wrong codes today. Please try again after {seconds} seconds':
    'Terlalu banyak kode salah hari ini. Coba lagi dalam {seconds} detik',
  'Too many e-mails requested. Please try again after {seconds} seconds':
    'Terlalu banyak email diminta. Coba lagi dalam {seconds} detik',
  'Too many requests. Please try again after {seconds} seconds':
    'Terlalu banyak permintaan. Coba lagi dalam {seconds} detik',
  'Too many sign-ins are waiting. Please try again after {seconds} seconds':
    'Terlalu banyak proses masuk yang menunggu. Coba lagi dalam {seconds} detik',
  'Too many Farcaster sign-ins started. Please try again after {seconds} seconds':
    'Terlalu banyak proses masuk Farcaster dimulai. Coba lagi dalam {seconds} detik',
  'The wallet was unlocked too often. Please try again after {seconds} seconds':
    'Dompet terlalu sering dibuka. Coba lagi dalam {seconds} detik',
  'Approve this device from the link in your e-mail first':
    'Setujui perangkat ini dulu dari tautan di email Anda',
  'This approval link is invalid, used or expired; sign in again':
    'Tautan persetujuan ini tidak valid, sudah dipakai, atau kedaluwarsa; masuk lagi',
  'This sign-in is invalid, used or expired; sign in again':
    'Proses masuk ini tidak valid, sudah dipakai, atau kedaluwarsa; masuk lagi',
  'This sign-in was collected already; start again': 'Proses masuk ini sudah diambil; mulai lagi',
  'Sign-in with Farcaster is not available on this server':
    'Masuk dengan Farcaster tidak tersedia di server ini',
  'Your session has ended; sign in again': 'Sesi Anda telah berakhir; masuk lagi',
  'The account of this sign-in no longer exists': 'Akun dari proses masuk ini sudah tidak ada',
  'Confirm it’s you again to continue': 'Konfirmasi lagi bahwa ini Anda untuk melanjutkan',
  'This e-mail belongs to another account': 'Email ini milik akun lain',
  'The new e-mail is the current one': 'Email baru sama dengan yang sekarang',
  'This account has no e-mail to send a code to; sign in again instead':
    'Akun ini tidak punya email untuk dikirimi kode; masuk lagi saja',
  'Sign-in is not allowed from this site': 'Masuk tidak diizinkan dari situs ini',
  'The sign-in service cannot answer right now. Try again later':
    'Layanan masuk tidak dapat menjawab saat ini. Coba lagi nanti',
  'The wallet could not complete the request.': 'Dompet tidak dapat menyelesaikan permintaan.',
  'The connection request expired. Try again with a new QR code.':
    'Permintaan koneksi kedaluwarsa. Coba lagi dengan kode QR baru.',
  'The WalletConnect relay could not be reached.': 'Relay WalletConnect tidak dapat dihubungi.',
  'The WalletConnect relay refused the request.': 'Relay WalletConnect menolak permintaan.',
  'The wallet or the WalletConnect relay did not answer in time.':
    'Dompet atau relay WalletConnect tidak menjawab tepat waktu.',
  'The WalletConnect request was aborted.': 'Permintaan WalletConnect dibatalkan.',
  'The WalletConnect session has ended.': 'Sesi WalletConnect telah berakhir.',
  'The WalletConnect client is closed.': 'Klien WalletConnect ditutup.',
  'The WalletConnect request is invalid.': 'Permintaan WalletConnect tidak valid.',
  'The wallet did not allow this method in the session.': 'Dompet tidak mengizinkan metode ini dalam sesi.',
  'The wallet sent invalid session namespaces.': 'Dompet mengirim namespace sesi yang tidak valid.',
}

export default id
