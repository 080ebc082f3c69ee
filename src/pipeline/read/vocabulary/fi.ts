import type { Vocabulary } from "./vocabulary";

/** Finnish, folded ("kerää" is "keraa", "yhteistyö" "yhteistyo"). Its endings change words, so stems end in `*`. */
export const FI: Vocabulary = [
  // "kerää 5 miljoonan euron rahoituksen", "siemenrahoituskierros"
  ["fundraising", 3, "keraa|kerasi|kerannyt|sai|saa|saanut ~6 rahoitu*|miljoon*|sijoitu*"],
  ["fundraising", 3, "*rahoituskierro*|siemenrahoitu*"],
  ["fundraising", 3, "miljoonan|miljoonaa euron|euroa|dollarin ~2 rahoitu*"],
  ["corporate_event", 3.5, "ostaa|osti|ostanut ~4 yhtio*|liiketoimin*|osakekanna*"],
  ["corporate_event", 3.5, "yritysosto*|yrityskaup*|sulautu*"],
  ["corporate_event", 3.5, "vaihtaa|vaihtoi nimensa|nimea|nimen"],
  ["corporate_event", 2, "uusi nimi"],
  ["leadership_change", 3.5, "uudeksi ~3 toimitusjohtaja*|teknologiajohtaja*|talousjohtaja*|johtaja*"],
  ["leadership_change", 3.5, "nimitetty|nimitetaan|nimitti ~5 toimitusjohtaja*|johtaja*"],
  ["customer_partnership", 3, "yhteistyo* ~3 kanssa"],
  ["customer_partnership", 3, "kumppanuu*"],
  // "Tampereen kaupunki valitsi Reittipisteen": a customer choosing the company.
  ["customer_partnership", 3, "valitsi|valitsee|valinnut ~3 toimittaja*|kumppani*"],
  ["customer_partnership", 3, "= valitsi|valitsee|valinnut #name"],
  ["customer_partnership", 3, "solmi* ~3 sopimu*"],
  // A launch, told by the company too: "Tänään julkaisimme Vahti AI:n".
  ["product_update", 2.5, "julkaisee|julkaisi|julkaisimme|julkaisemme|lanseeraa|lanseerasi|lanseerasimme|lanseeraamme"],
  // A team cut and a bankruptcy: "irtisanoo 40 työntekijää", "muutosneuvottelut", "haettu konkurssiin".
  [
    "corporate_event",
    3.5,
    "irtisanoo|irtisanoi|irtisanotaan|vahentaa|vahensi ~6 #integer tyontekijaa|henkiloa|tyopaikkaa",
  ],
  ["corporate_event", 3, ["muutosneuvottelut|muutosneuvotteluihin|irtisanomiset", "yt-neuvottelut"]],
  ["corporate_event", 3.5, "konkurssiin|yrityssaneeraukseen"],
  // An office, a plant or a shop opened, an expansion abroad: "on avannut ensimmäisen toimistonsa Yhdysvaltoihin",
  // "laajentaa toimintaansa Ruotsiin" (a place's endings vary: the noun tells it).
  [
    "corporate_event",
    2.5,
    [
      "avaa|avasi|avannut|avaamme|avasimme ~3 toimisto*|konttori*|tehta*|myymala*|toimipi*",
      "laajentaa|laajentui|laajentuu|laajeni|laajennamme ~2 toiminta*|kansainvalis*|ulkomail*",
    ],
  ],
];
