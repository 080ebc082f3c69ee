import type { Vocabulary } from "./vocabulary";

/** Estonian, folded ("kaasas" stays, "tegevusluba" stays, "ühineb" is "uhineb"). Endings change words: stems `*`. */
export const ET: Vocabulary = [
  // "kaasas 2 miljonit eurot", "seemneraha", "investeerimisring".
  ["fundraising", 3, "kaasas|kaasab|kaasasime|kaasanud|sulges|sai|saime ~8 #amount"],
  ["fundraising", 3, "#amount ~3 investeering*|rahastus*|kapitali*"],
  ["fundraising", 3, ["*investeerimisring*|*rahastusring*|seemneraha*", "seed-ring*|voor*"]],
  ["fundraising", 1.5, "eestvedamisel|juhtimisel"],
  ["product_update", 2.5, ["toob|toi|toome|tood turule", "lanseeris|lanseerib|lanseerisime|lanseerime"]],
  ["product_update", 2.5, ["on nuud saadaval", "on alates tanasest saadaval"]],
  ["hiring", 2, ["laiendame ~2 meeskon*", "otsime ~3 #integer"]],
  // "liitub meeskonnaga tehnoloogiajuhina", "uus tegevjuht", "nimetati juhatuse esimeheks".
  ["leadership_change", 3.5, "liitus|liitub ~8 #exec"],
  ["leadership_change", 3.5, "uus|uueks|uue ~2 #exec"],
  ["leadership_change", 3.5, "nimetati|nimetas|nimetab|maarati ~6 #exec"],
  ["leadership_change", 3, "lahkub|lahkus ~3 ettevott*|juhatus*|ametist"],
  [
    "corporate_event",
    3.5,
    [
      "omandas|omandab|omandasime|ostis|ostab ~3 #name",
      "omandas|omandab|omandasime|ostis|ostab ~3 ettevott*|idufirma*",
      "uhinevad|uhinemine|uhinemise|uhineb",
    ],
  ],
  // A licence: "sai Finantsinspektsioonilt tegevusloa".
  ["corporate_event", 3, "sai|saime|saab|saanud|andis|valjastas ~6 tegevusloa*|tegevusluba|litsents*"],
  // Expansion: "siseneb Soome turule", "avab kontori Riias".
  [
    "corporate_event",
    2.5,
    ["siseneb|sisenes|siseneme|sisenesime ~3 turule", "avab|avas|avame ~3 kontor*", "laieneb|laienes ~3 turule"],
  ],
  // A team cut, a shutdown, bankruptcy: "koondab 25 töötajat", "lõpetab tegevuse", "pankrot".
  [
    "corporate_event",
    3.5,
    [
      "koondab|koondas|koondame ~4 #integer",
      "koondab|koondas|koondame ~4 tootaja*|inimes*",
      "koondamine|koondamised|koondamisi",
      "lopetab|lopetas|lopetame ~3 tegevus*",
      "pankrot*",
    ],
  ],
  ["customer_partnership", 3, "solmis|solmib|solmisime|allkirjastas|allkirjastasid ~4 lepingu*|koostoolepingu*"],
  // A milestone: "miljones kasutaja", "juba miljon klienti".
  ["metrics_shared", 3, ["miljones ~2 kasutaja*|klient*|kuulaja*", "miljon* ~2 kasutaja*|klient*"]],
];
