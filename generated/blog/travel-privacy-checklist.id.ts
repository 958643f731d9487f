/* eslint-disable */
// Generated from content/blog/travel-privacy-checklist/id.md by `npm run generate`. Do not edit: change the spec and regenerate.

import type { BlogBlock } from '../../generator/runtime/blog.ts';

/** The body of "Daftar periksa privasi untuk perangkat dan data Anda saat ke luar negeri". */
export const body: readonly BlogBlock[] = [
  {
    content: [
      'Saat bepergian, Anda bergabung ke jaringan yang tidak dikenal, mencolokkan perangkat ke pengisi daya yang asing, masuk ke akun dari tempat-tempat baru, dan membawa semuanya dalam tas yang bisa saja hilang. Sedikit persiapan di rumah sudah cukup untuk memperkecil sebagian besar risiko ini. Jalankan daftar periksa ini beberapa hari sebelum berangkat, lalu ingat bagian keduanya selama di perjalanan.',
    ],
    type: 'p',
  },
  { content: ['Sebelum berangkat'], type: 'h2' },
  { content: ['Perbarui semuanya'], type: 'h3' },
  {
    content: [
      'Pasang pembaruan yang tertunda untuk sistem operasi, browser, dan aplikasi di setiap perangkat yang Anda bawa. Pembaruan menutup celah keamanan, dan memasangnya melalui koneksi lambat di luar negeri lebih merepotkan.',
    ],
    type: 'p',
  },
  { content: ['Cadangkan data Anda'], type: 'h3' },
  {
    content: [
      'Dengan cadangan yang baru, perangkat yang hilang atau dicuri hanya menjadi gangguan, bukan bencana. Cadangkan foto, dokumen, dan brankas pengelola kata sandi Anda, lalu pastikan Anda dapat memulihkannya. Tinggalkan di rumah perangkat yang tidak Anda perlukan.',
    ],
    type: 'p',
  },
  { content: ['Kunci dan enkripsi perangkat Anda'], type: 'h3' },
  {
    items: [
      [{ strong: ['Gunakan kunci layar'] }, ' dengan PIN atau frasa sandi, bukan pola pendek, dan atur agar layar cepat terkunci.'],
      [
        { strong: ['Periksa enkripsi perangkat.'] },
        ' Sebagian besar ponsel modern mengenkripsi penyimpanannya begitu kunci layar diatur. Di laptop, pastikan enkripsi disk bawaan sudah aktif.',
      ],
      [
        { strong: ['Aktifkan fitur lokasi perangkat dan penghapusan jarak jauh'] },
        ' agar Anda dapat menemukan, mengunci, atau menghapus isi ponsel atau laptop yang hilang.',
      ],
    ],
    type: 'ul',
  },
  { content: ['Siapkan akun Anda'], type: 'h3' },
  {
    items: [
      [
        { strong: ['Atur autentikasi dua faktor.'] },
        ' Jika kode Anda dikirim lewat SMS dan Anda berencana mengganti kartu SIM, pindahkan akun-akun penting ke aplikasi autentikator terlebih dahulu, dan simpan kode cadangan di tempat yang dapat Anda jangkau.',
      ],
      [
        { strong: ['Beri tahu bank Anda'] },
        ' tentang perjalanan Anda jika bank menyediakan opsi tersebut, dan pastikan aplikasinya berfungsi di ponsel Anda.',
      ],
      [
        { strong: ['Pasang aplikasi VPN Anda dan masuk selagi di rumah'] },
        ', karena toko aplikasi dan situs web bisa lebih sulit dijangkau dari beberapa jaringan di luar negeri. Jika Anda menggunakan FVP, ',
        { content: ['unduh'], href: '/download/' },
        ' aplikasinya untuk setiap perangkat dan uji koneksinya sebelum berangkat.',
      ],
    ],
    type: 'ul',
  },
  { content: ['Layanan telepon: roaming, SIM lokal, atau eSIM'], type: 'h2' },
  {
    items: [
      [
        { strong: ['Roaming'] },
        ' membuat Anda tetap memakai nomor yang biasa, sehingga SMS verifikasi dari bank dan layanan lain tetap sampai kepada Anda. Periksa ketentuan roaming paket Anda sebelum mengandalkannya.',
      ],
      [
        { strong: ['Kartu SIM lokal'] },
        ' memberi Anda nomor lokal dan data lokal, tetapi nomor Anda dari negara asal tidak bisa dihubungi selama kartunya dilepas dari ponsel, dan beberapa layanan tidak akan bisa mengirimkan kode kepada Anda.',
      ],
      [
        { strong: ['eSIM perjalanan'] },
        ' menambahkan paket data tanpa melepas SIM asal Anda, pada ponsel yang mendukung eSIM dan tidak dikunci operator. Anda dapat mempertahankan nomor asal untuk SMS dan memakai eSIM untuk data.',
      ],
    ],
    type: 'ul',
  },
  { content: ['Selama perjalanan'], type: 'h2' },
  { content: ['Wi-Fi hotel dan bandara'], type: 'h3' },
  {
    content: [
      'Anda tidak dapat mengetahui siapa yang mengelola jaringan publik atau siapa lagi yang terhubung ke sana, dan siapa pun dapat membuat hotspot dengan nama yang meyakinkan seperti “Airport Free Wi-Fi”.',
    ],
    type: 'p',
  },
  {
    items: [
      [{ strong: ['Tanyakan nama jaringan yang tepat kepada staf'] }, ', jangan menebak-nebak dari daftar.'],
      [
        { strong: ['Selesaikan halaman login terlebih dahulu'] },
        ', lalu sambungkan VPN Anda. Portal hotel dan bandara biasanya mengharuskan Anda masuk atau menyetujui ketentuan sebelum lalu lintas lain dapat berjalan.',
      ],
      [
        { strong: ['Sambungkan VPN di jaringan yang tidak Anda kendalikan.'] },
        ' VPN mengenkripsi lalu lintas Anda antara perangkat dan server VPN, sehingga orang lain di jaringan tersebut maupun pengelola jaringan tidak dapat membaca atau mengubahnya.',
      ],
      [{ strong: ['Matikan fitur bergabung otomatis'] }, ' ke jaringan terbuka, dan lupakan jaringan hotel saat check-out.'],
    ],
    type: 'ul',
  },
  {
    content: [
      'VPN bukan obat untuk segala hal: VPN tidak mencegah Anda mengetikkan kata sandi di halaman phishing dan tidak melindungi perangkat yang sudah terinfeksi.',
    ],
    type: 'p',
  },
  { content: ['Stasiun pengisian daya'], type: 'h3' },
  {
    content: ['Kabel USB membawa data sekaligus daya, jadi berhati-hatilah dengan port USB publik:'],
    type: 'p',
  },
  {
    items: [
      [
        { strong: ['Bawa pengisi daya dan kabel sendiri'] },
        ', lalu colokkan ke stopkontak dinding, dengan adaptor steker untuk negara-negara yang Anda kunjungi.',
      ],
      [{ strong: ['Bawa power bank'] }, ' untuk hari-hari panjang yang jauh dari stopkontak.'],
      [{ strong: ['Tolak permintaan untuk “memercayai” komputer'] }, ' atau mengizinkan transfer file jika Anda hanya ingin mengisi daya.'],
      [
        { strong: ['Pertimbangkan adaptor USB pemblokir data'] },
        ', yang meneruskan daya tetapi tidak meneruskan data, jika Anda sering mengandalkan port publik.',
      ],
    ],
    type: 'ul',
  },
  { content: ['Menggunakan layanan dari negara asal saat di luar negeri'], type: 'h3' },
  {
    content: [
      'Bank, layanan streaming, dan penyedia email memantau dari mana login berasal, dan masuk dari negara baru dapat memicu pemeriksaan tambahan, pemblokiran sementara, atau peringatan. Pastikan nomor Anda tetap bisa menerima kode, bawa kartu pembayaran kedua, dan ketahui cara menghubungi bank Anda dari luar negeri.',
    ],
    type: 'p',
  },
  {
    content: [
      'Menyambung ke server VPN di negara asal Anda dapat membuat layanan yang biasa Anda gunakan melihat lokasi yang sudah dikenalnya. Hal ini mungkin membantu, tetapi tidak dijamin, karena beberapa layanan memperlakukan alamat VPN dengan kehati-hatian ekstra. ',
      { content: ['Daftar server'], href: '/servers/' },
      ' kami menampilkan lokasi yang tersedia.',
    ],
    type: 'p',
  },
  { content: ['Hukum setempat berbeda-beda'], type: 'h2' },
  {
    content: [
      'Aturan tentang VPN, enkripsi, dan konten online tidak sama di semua tempat. Beberapa negara membatasi atau mengatur penggunaan VPN, apa yang boleh Anda akses bisa berbeda dari di negara asal, dan aturan tentang pemeriksaan perangkat di perbatasan juga beragam. Artikel ini bukan nasihat hukum: periksa aturan yang berlaku di setiap negara yang Anda kunjungi, misalnya di halaman imbauan perjalanan resmi pemerintah, dan patuhi aturan tersebut.',
    ],
    type: 'p',
  },
  { content: ['Ringkasnya'], type: 'h2' },
  {
    content: [
      'Perbarui, cadangkan, dan kunci perangkat Anda sebelum berangkat, dan pastikan Anda tetap punya cara untuk menerima kode verifikasi. Selama perjalanan, periksa nama jaringan, sambungkan VPN di Wi-Fi yang tidak tepercaya, isi daya dari stopkontak dinding dengan kabel sendiri, dan bersiaplah menghadapi pemeriksaan login tambahan.',
    ],
    type: 'p',
  },
];
