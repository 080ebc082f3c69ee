import type { Vocabulary } from "./vocabulary";

/** Indonesian (and Malay, which writes these the same). */
export const ID: Vocabulary = [
  // "meraih pendanaan Seri A senilai US$12 juta", "mengantongi investasi"
  ["fundraising", 3, "meraih|mendapatkan|mengumpulkan|menerima|memperoleh|mengantongi|menutup ~2 pendanaan|investasi"],
  ["fundraising", 3, "pendanaan seri|tahap|awal|senilai|sebesar"],
  // Malay: "Raih Pembiayaan Pra-Siri A RM18 Juta", "pembiayaan Siri A", "mengumpul dana".
  [
    "fundraising",
    3,
    ["raih|meraih|memperoleh|mengumpul|menerima ~2 pembiayaan|dana ~3 siri|pra-siri|#amount", "pra-siri|siri a|b|c"],
  ],
  ["fundraising", 1.5, "dipimpin oleh"],
  ["corporate_event", 3.5, "mengakuisisi|diakuisisi"],
  ["corporate_event", 3.5, "akuisisi ~2 oleh|atas|terhadap"],
  ["corporate_event", 3.5, "merger dengan"],
  // A licence that makes it a regulated business: "resmi mengantongi izin usaha dari OJK", "memperoleh lisensi".
  ["corporate_event", 3, "mengantongi|memperoleh|mendapatkan|mendapat|menerima|meraih ~3 izin|lisensi"],
  // A milestone passed: "menembus 1 juta pengguna", "mencapai 50.000 merchant".
  [
    "metrics_shared",
    3,
    "menembus|mencapai|melampaui ~2 #number ~3 pengguna|pelanggan|unduhan|transaksi|merchant|mitra|nasabah",
  ],
  ["corporate_event", 3.5, "berganti|mengganti|ganti nama"],
  ["corporate_event", 3.5, "menghentikan|menutup ~2 operasional|operasi|layanan|bisnis|usaha"],
  ["leadership_change", 3.5, "menunjuk|ditunjuk|diangkat ~4 sebagai"],
  ["leadership_change", 3, "mengundurkan diri"],
  ["leadership_change", 2.5, "#exec baru"],
  ["customer_partnership", 3, "bermitra dengan"],
  ["customer_partnership", 3, "kemitraan|kerja sama ~2 dengan"],
  ["customer_partnership", 3, "menjalin kerja sama"],
  ["customer_partnership", 3, "menandatangani ~3 perjanjian|kesepakatan|kontrak"],
  ["product_update", 2.5, "meluncurkan|resmi meluncur"],
  // A feature: "Ciri baharu “SakuPay Overseas”", "fitur baru", "kini boleh digunakan untuk bayar di Thailand".
  ["product_update", 2.5, ["ciri|fitur baharu|baru", "kini|sekarang boleh|bisa digunakan|membayar|bayar"]],
  ["hiring", 2, "sedang merekrut"],
  // Expansion into a new city or country, as corporate_event in English: "Ojekita hadir di Surabaya dan Medan",
  // "resmi berekspansi ke Vietnam", "merambah pasar Filipina".
  ["corporate_event", 2.5, ["hadir|beroperasi di #place", "ekspansi|berekspansi|merambah ?pasar ke|di #place"]],
  // A team cut and an insolvency: "PHK 40 karyawan", "dinyatakan pailit".
  ["corporate_event", 3.5, "phk|memberhentikan ~4 #integer karyawan|pekerja|pegawai"],
  // "melakukan PHK terhadap sekitar 30% karyawannya", "pemutusan hubungan kerja".
  ["corporate_event", 3.5, ["melakukan phk", "pemutusan hubungan kerja"]],
  // A chain stocking the product: "Sekarang ada di Apotek Sentosa Farma", "di lebih dari 650 gerai Watsons".
  [
    "customer_partnership",
    3,
    [
      "ada|tersedia|dijual di ~1 apotek|gerai|toko|supermarket|minimarket|swalayan|outlet",
      "#integer gerai|toko|apotek|outlet #name",
    ],
  ],
  ["corporate_event", 3.5, ["dinyatakan pailit", "pkpu", "gugatan pailit"]],
];
