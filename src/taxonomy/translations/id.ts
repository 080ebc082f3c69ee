import type { Translations } from "./types";

/** Indonesian and Malay. */
export const ID: Translations = {
  health: "kesehatan|kesihatan|medis|perubatan",
  "health/care-delivery": "rumah sakit|klinik|klinik pratama|puskesmas|pasien|pesakit|dokter|doktor",
  "health/care-delivery/pharmacy": "apotek|farmasi",
  "health/pharma": "obat|obat-obatan|perusahaan farmasi",
  "health/medtech": "alat kesehatan|alat medis",
  "health/dental": "dokter gigi|klinik gigi",
  "consumer/food-beverage":
    "makanan|minuman|makanan dan minuman|kedai kopi|warung kopi|kopi|kafe|restoran|rumah makan|roti|toko roti|" +
    "kuliner|gerai kopi",
  "consumer/fashion-beauty/beauty": "kosmetik|kecantikan|perawatan kulit|tabir surya",
  "consumer/fashion-beauty/apparel": "busana|pakaian|fesyen|sepatu",
  "consumer/travel": "hotel|resor|pariwisata|wisatawan|agen perjalanan|penginapan",
  "consumer/home/home-goods": "mebel|furnitur",
  "fintech/banking": "bank digital|perbankan",
  "fintech/insurtech": "asuransi|insurans|perusahaan asuransi",
  "fintech/lending": "pinjaman|kredit|pinjol|pembiayaan",
  "fintech/accounting": "akuntansi|pembukuan",
  "industrial/manufacturing": "pabrik|manufaktur|produsen|baja",
  "industrial/manufacturing/advanced-materials": "kimia|petrokimia",
  "industrial/construction": "konstruksi|kontraktor|pembangunan",
  "industrial/logistics": "logistik|ekspedisi|pengiriman barang|kurir",
  "climate/solar": "tenaga surya|panel surya|pembangkit listrik tenaga surya|plts",
  "climate/wind": "tenaga angin|tenaga bayu",
  climate: "dekarbonisasi|rendah karbon|nol emisi|energi terbarukan|tenaga boleh diperbaharui",
  "climate/agtech": "pertanian|petani|perkebunan|perikanan|peternakan|nelayan",
  proptech: "properti|perumahan|real estat|hartanah",
  edtech: "sekolah|pendidikan|universitas|kampus|bimbel",
  legaltech: "firma hukum|kantor hukum|pengacara|notaris",
  mobility: "otomotif|dealer mobil|ojek|transportasi",
  "work/recruiting": "rekrutmen|penyalur tenaga kerja",
  "climate/buildings": "efisiensi energi|bangunan hijau",
};
