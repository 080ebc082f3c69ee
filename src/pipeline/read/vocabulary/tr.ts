import type { Vocabulary } from "./vocabulary";

/** Turkish, folded ("yatırım aldı" is "yatirim aldi", "satın" "satin", "iş birliği" "is birligi"). */
export const TR: Vocabulary = [
  // "2 milyon dolar yatırım aldı", "Seri A yatırım turunu tamamladı"
  ["fundraising", 3, "yatirim aldi|almisti|aldigini|aliyor"],
  ["fundraising", 3, "yatirim turu|turunu|turunda"],
  ["fundraising", 3, "tohum|seri ?a|b|c yatirim*"],
  ["fundraising", 3, "#amount ~3 yatirim|degerleme"],
  ["corporate_event", 3.5, "satin aldi|aldigini|alindi|alindigini|alacak|alimi|alma"],
  ["corporate_event", 3.5, "birlesme|birlesti|birlesiyor"],
  ["corporate_event", 3.5, "adini ~3 degistirdi|degistiriyor"],
  ["corporate_event", 2, "yeni adi"],
  // "Oyunhane artık Kaleo Games": the old name is now the new, the name ending the clause ("artık Migros
  // raflarında" is on a chain's shelves).
  ["corporate_event", 3.5, ["= artık #name .,!:$", "= artık #name #name .,!:$", "= artık #name #name #name .,!:$"]],
  // A chain stocking the product: "artık Migros raflarında", "A101 mağazalarında satışa sunuldu".
  [
    "customer_partnership",
    3,
    ["#name ~2 raflarinda|raflarindayiz|rafinda|raflarina", "#name ~2 magazalarinda|subelerinde ~3 satisa|satista"],
  ],
  ["leadership_change", 3.5, "~4 olarak atandi|atadi|goreve basladi"],
  ["leadership_change", 3, "yeni #exec"],
  ["leadership_change", 3, "yeni genel mudur*"],
  ["customer_partnership", 3, "is birligi|isbirligi ~2 yapti|anlasmasi|imzaladi|kurdu"],
  // A contract signed, with whom told before ("… Belediyesi ile 3 yıllık sözleşmesi imzaladı"), and a tender won.
  [
    "customer_partnership",
    3,
    [
      "anlasma|anlasmasi|sozlesme|sozlesmesi|protokol|protokolu imzaladi|imzaladik|imzalandi|imzaladigini",
      "ihale|ihaleyi kazandi|kazandik",
    ],
  ],
  ["customer_partnership", 3, "ortakligi|ortaklik"],
  ["product_update", 2.5, "kullanima sundu|acti"],
  ["product_update", 2.5, "piyasaya surdu"],
  // A team cut and a bankruptcy: "120 çalışanını işten çıkardı", "iflas başvurusu", "konkordato ilan etti".
  ["corporate_event", 3.5, "#integer ~3 isten cikar*"],
  ["corporate_event", 3.5, ["iflas etti|basvurusu|erteleme", "iflasini istedi|acikladi", "konkordato ilan|talep*"]],
  // The company's own launch and a licence: "yeni uygulamamızı tanıttık", "lisansını aldı".
  ["product_update", 2.5, ["tanitti|tanittik|tanitiyor|tanitiyoruz", "kullanima sunduk|sunuyoruz", "yayinda"]],
  ["corporate_event", 3, "lisans|lisansi|lisansini|izin|iznini ~2 aldi|aldik"],
  // A shutdown: "faaliyetlerini sonlandırıyor", "hizmetimizi kapatıyoruz".
  ["corporate_event", 3.5, ["faaliyetlerini|faaliyetlerimizi sonlandir*|durdur*", "kapatiyoruz|kapaniyor"]],
];
