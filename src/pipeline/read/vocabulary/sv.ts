import type { Vocabulary } from "./vocabulary";

/** Swedish. */
export const SV: Vocabulary = [
  // "tar in 42 miljoner kronor", "reser 3 miljoner euro", "säkrar finansiering"
  ["fundraising", 3, "tar|tog|tagit in ~8 #amount"],
  ["fundraising", 3, "reser|reste|rest|sakrar|sakrade|far|fick ~8 #amount"],
  ["fundraising", 3, "finansieringsrunda|investeringsrunda|nyemission|seedrunda"],
  ["fundraising", 1.5, "ledd|ledda av"],
  ["product_update", 2.5, "lanserar|lanserade|presenterar|introducerar"],
  ["product_update", 2.5, "nu tillganglig|tillgangligt"],
  // A release note's label: "Nytt: dela betalningar med Swish".
  ["product_update", 1, "nytt|ny|nyhet|forbattrat|fixat :"],
  ["hiring", 2.5, "vi soker|vi anstaller|vi rekryterar"],
  ["leadership_change", 3.5, "ny|nya #exec"],
  ["leadership_change", 3.5, "utses|utsedd|blir ~6 till|som ?ny #exec"],
  ["leadership_change", 3, "lamnar bolaget|foretaget"],
  ["corporate_event", 3.5, "forvarvar|forvarvade|forvarvas|kopt|kops|uppkopt"],
  ["corporate_event", 3.5, "forvarv av"],
  ["corporate_event", 3.5, "gar samman med"],
  ["customer_partnership", 3, "partnerskap|samarbete med"],
  ["customer_partnership", 3, "valjer|valde ~4 som"],
  // "tecknar avtal med Västra Götalandsregionen", "byter namn till".
  ["customer_partnership", 3, "tecknar|tecknat|tecknade|signerar|signerat|skriver ~3 avtal|ramavtal med"],
  // A framework agreement is a customer's, whoever else signs it: "ICA Sverige och Hyllan har tecknat ett ramavtal".
  ["customer_partnership", 3, "tecknar|tecknat|tecknade|signerar|signerat ~2 ramavtal"],
  ["corporate_event", 3.5, "byter|bytt|bytte namn"],
  ["corporate_event", 2, "nytt namn"],
  // A team cut and a bankruptcy: "varslar 30 anställda", "säger upp 12 medarbetare", "har gått i konkurs".
  ["corporate_event", 3.5, "varslar|varslade|varslat ~4 #integer anstallda|medarbetare|tjanster|personer"],
  ["corporate_event", 3.5, "sager|sade upp ~4 #integer anstallda|medarbetare|personer"],
  ["corporate_event", 3, "uppsagningar|varsel om uppsagning"],
  // A team made smaller: "vi minskar organisationen från 58 till 44 personer", "Vi minskar teamet".
  [
    "corporate_event",
    3.5,
    [
      "minskar|minskade|minskat ~2 teamet|organisationen|personalstyrkan|bemanningen ~3 fran #integer till #integer",
      "vi minskar|minskade teamet|organisationen|personalstyrkan",
    ],
  ],
  [
    "corporate_event",
    3.5,
    [
      "gar|gatt|gick i konkurs",
      "forsatt|forsatts|forsattes i konkurs",
      "ansoker|ansokt|ansokte om konkurs|rekonstruktion",
      "konkursansokan",
    ],
  ],
  // A wind-down: "avvecklar verksamheten", "lägger ner tjänsten", "stänger ner bolaget".
  ["corporate_event", 3.5, "avvecklar|avvecklas|avvecklade ?hela verksamheten|bolaget|foretaget|tjansten"],
  ["corporate_event", 3.5, "lagger|lade|stanger|stangde ner ~2 verksamheten|bolaget|foretaget|tjansten"],
  // A regulator's approval of the product: "får CE-märkning", "erhåller FDA-godkännande".
  [
    "product_update",
    3,
    [
      "far|fick|fatt|erhaller|erhallit|erholl ~3 ce-markning|markt",
      "far|fick|fatt|erhaller|erhallit|erholl ~3 *godkannande",
    ],
  ],
  // A plant put to work: "Pilotanläggningen i Luleå är i drift", "tog fabriken i drift", "invigde anläggningen".
  [
    "corporate_event",
    2.5,
    [
      "*anlaggningen|*anlaggning|*fabriken|*fabrik|*verket ~4 ar|togs ?nu i drift",
      "tar|tog|tagit|tas|togs ~4 i drift",
      "invigde|inviger|invigt|invigs ~3 *anlaggningen|*anlaggning|*fabriken|*fabrik",
    ],
  ],
  // A new head named by the company: "Boplikt utser Johanna Lindqvist till ny vd".
  ["leadership_change", 3.5, "utser|utsag|anstaller|anstallde|rekryterar|rekryterade ~4 till|som ?ny #exec"],
  // A product out: "Inköpsmodulen är här", "nu är appen lanserad".
  ["product_update", 2.5, ["ar har .,:!$", "ar nu live|har", "ar lanserad|lanserat"]],
  // Retail: "lanseras i 380 ICA-butiker", "finns nu i 200 butiker"; a deal with a chain: "Avtalet med ICA Sverige".
  ["customer_partnership", 3, "lanseras|finns|saljs ~3 #integer ~2 butiker|butik"],
  ["customer_partnership", 2.5, "avtalet med #name"],
  // Job cuts: "säger upp 30 medarbetare", "vi säger adjö till 14 kollegor".
  ["corporate_event", 3.5, "sager|saga upp ~2 #integer ?medarbetare|anstallda|personer"],
  ["corporate_event", 3.5, "sager adjo|farval till #integer ?kollegor|medarbetare"],
  ["customer_partnership", 3, "hyllorna hos|pa #name"],
];
