import type { Vocabulary } from "./vocabulary";

/** Danish and Norwegian (Bokmål), folded: "ø" is "o", "æ" "ae", "å" "a". */
export const DA: Vocabulary = [
  // "rejser 25 mio. kr.", "henter 40 millioner kroner", "har fået 3 mio. euro", "lukker en investeringsrunde"
  ["fundraising", 3, "rejser|rejste|rejst|henter|hentet|hentede|far|fik|faet|sikrer|sikret|sikrede ~8 #amount"],
  ["fundraising", 3, "*investeringsrunde|*finansieringsrunde|*kapitalrunde|seedrunde|emisjon"],
  ["fundraising", 1.5, "anfort|ledet af"],
  ["product_update", 2.5, "lancerer|lancerede|lanserer|lanserte|praesenterer|introducerer"],
  ["product_update", 2.5, "nu|na tilgaengelig|tilgjengelig"],
  // A release note's label: "Nyt: del regningen med MobilePay", "Nytt: …".
  ["product_update", 1, "nyt|nytt|ny|nyhed|nyhet|forbedret|rettet :"],
  ["hiring", 2.5, "vi ansaetter|vi soger|vi soker|vi rekrutterer"],
  ["leadership_change", 3.5, "ny|nye #exec"],
  ["leadership_change", 3.5, "bliver|blir|udnaevnt|utnevnt ~6 som|til ?ny #exec"],
  ["leadership_change", 3, "forlader|forlater virksomheden|selskabet|selskapet"],
  // "Havnelys bliver en del af Nordvolt-gruppen", "opkøbt af", "overtager alle aktier", "kjøpt av"
  ["corporate_event", 3.5, "bliver|blir ?nu en del af|av"],
  ["corporate_event", 3.5, "opkobt|kobt|overtaget|kjopt|oppkjopt af|av"],
  [
    "corporate_event",
    3.5,
    "overtager|overtar|opkober|kjoper|kober|kjope|kobe ~4 aktier|aktiene|aksjer|aksjene|aktierne|selskabet|selskapet",
  ],
  // The company bought named, a country's adjective between: "Fjordlogg kjøper danske Timeværk", "køber svenske Lönna".
  ["corporate_event", 3.5, "kjoper|kjopte|kober|kobte ?danske|norske|svenske|finske|tyske|britiske|hollandske #name"],
  ["corporate_event", 3.5, "fusionerer|fusjonerer med"],
  ["corporate_event", 3.5, "lukker|lukke|avvikler ~3 virksomheden|selskabet|selskapet|driften"],
  ["customer_partnership", 3, "partnerskab|partnerskap|samarbejde|samarbeid med"],
  // An agreement entered, its compounds too: "indgår samarbejde om", "har indgået en treårig samarbejdsaftale".
  ["customer_partnership", 3, "indgar|indgaet|signerer|inngar|inngatt ~3 *aftale|*avtale|samarbejde|samarbeid"],
  ["corporate_event", 3.5, "skifter|skiftet navn"],
  ["corporate_event", 2, "nyt|nytt navn"],
  // A team cut and a bankruptcy: "afskedige 14 medarbejdere", "si opp 20 ansatte", "er gået konkurs".
  [
    "corporate_event",
    3.5,
    "afskedige*|fyre|fyrer|fyret|fyrede|opsige|opsiger|opsagt|permittere*|nedlaegge*|nedlegge* ~6 #integer " +
      "medarbejdere|medarbeidere|ansatte|kolleger|kollegaer|stillinger",
  ],
  ["corporate_event", 3.5, "si|sier|sa opp ~4 #integer ansatte|medarbeidere"],
  ["corporate_event", 3, "nedskaeringer|nedbemanning|fyringsrunde|massefyring"],
  [
    "corporate_event",
    3.5,
    ["gar|gik|gaet|gatt|gikk ?i konkurs", "erklaeret|erklaert|begjaert ~2 konkurs", "konkursbegjaering|konkursbo"],
  ],
  ["corporate_event", 3.5, "bytter|byttet|endrer|endret|aendrer|aendret navn"],
  // A regulator's approval of the product: "opnår CE-mærkning", "fik FDA-godkendelse", "har fått CE-merking".
  [
    "product_update",
    3,
    [
      "opnar|opnaet|opnaede|far|fik|faet|fatt|modtager|modtog|modtaget ~3 ce-maerkning|merking|maerket",
      "opnar|opnaet|opnaede|far|fik|faet|fatt|modtager|modtog|modtaget ~3 *godkendelse|*godkjenning",
    ],
  ],
  // A customer choosing the company: "Region Hovedstaden vælger Nattevagt", "Posten velger Ruteplan".
  ["customer_partnership", 2.5, "vaelger|valgte|velger|valgt #name"],
  // A plant put to work: "anlægget er sat i drift", "tar i bruk fabrikken", "indvier fabrikken".
  [
    "corporate_event",
    2.5,
    [
      "sat|sattes|satt|settes|sættes|saettes ~2 i drift",
      "indvier|indviede|innvier|innviet ~3 *fabrik|*fabrikk|*anlaeg|*anlegg",
    ],
  ],
  // A hire into the leadership: "Tandtid ansætter Mette Skovgaard som CFO".
  ["leadership_change", 3.5, "ansaetter|ansatte|ansat|ansetter|ansatt ~4 som ?ny #exec"],
  // The company buying another: "Vagtplan opkøber norske Turnusløsning AS".
  ["corporate_event", 3.5, "opkober|opkobte|oppkjoper|oppkjopte|opkjoper"],
  // A product out: "Indkøbsmodulet er her", "nå er appen lansert".
  ["product_update", 2.5, ["er her .,:!$", "er nu live|her", "er lansert|lanceret"]],
  // Job cuts told gently, Danish and Norwegian: "vi siger farvel til 14 kolleger", "vi sier farvel til 20 ansatte";
  // an office closed: "vi lukker derfor kontoret i Malmö".
  [
    "corporate_event",
    3.5,
    "siger|sige|sier|si farvel til #integer ?kolleger|medarbejdere|ansatte|medarbeidere|kollegaer",
  ],
  ["corporate_event", 3, "lukker|lukke|lukket|legger ~3 kontoret|kontor|afdelingen|avdelingen i #place"],
  // A first venue abroad: "Ristet åbner sin første kaffebar i Sverige", "åpner sin første butikk i Sverige".
  ["corporate_event", 2.5, "abner|aabner|apner|aapner ~4 forste|foerste ~3 i|uden|utenfor #place"],
  // Press for a round: "Medvind henter 60 millioner", "henter 60 millioner kroner".
  ["fundraising", 3, "henter|hentet|rejser ~2 #number millioner|mio|mill"],
  // A new name, Danish and Norwegian: "Pengeplan heter nå Ruta", "har skiftet navn til Ruta AS".
  [
    "corporate_event",
    3.5,
    ["heter|hedder na|nu #name", "skiftet|skiftede|skifter|byttet|byttede|skiftar navn|navnet til"],
  ],
  // Shelves: "Nordlæg kommer på hylderne hos Matas", "på hyllene hos Vinmonopolet".
  ["customer_partnership", 3, "hylderne|hyllene|hyllerne hos #name"],
  // A chain's stores: "i alle Matas' 260 butikker", "selges i 120 butikker"; a heading's "nu hos Matas".
  [
    "customer_partnership",
    3,
    [
      "kobe|kjope|saelges|selges|fas ~8 #integer butikker|butikkerne|butikkene",
      "nu|na hos #name $",
      "nu|na hos #name ?#name .$",
    ],
  ],
];
