import type { Vocabulary } from "./vocabulary";

/** Lithuanian, folded ("pritraukė" is "pritrauke", "įsigijo" "isigijo"). Its endings change words: stems end in `*`. */
export const LT: Vocabulary = [
  // "pritraukė 3 mln. eurų investicijų", "pradinio finansavimo raundas", "seed investicijų etapas".
  ["fundraising", 3, "pritrauke|pritraukia|pritraukeme|surinko|gavo|gavome ~8 #amount"],
  ["fundraising", 3, "#amount ~3 investicij*|finansavim*"],
  ["fundraising", 3, "investiciju|finansavimo|seed ~2 raund*|etap*"],
  ["fundraising", 1.5, "vadovaujant|vadovavo ~3 #name"],
  ["product_update", 2.5, "pristato|pristate|pristatome|pristateme|isleido|isleidzia|paleido|paleidzia|paleidome"],
  ["product_update", 2.5, "jau prieinam*|galima"],
  ["hiring", 2, ["pleciame|pleciasi ~2 komand*", "ieskome ~3 #integer"]],
  // "prisijungė kaip technologijų vadovas", "naujasis generalinis direktorius", "paskirta finansų direktore".
  ["leadership_change", 3.5, "prisijunge|prisijungia ~8 #exec"],
  ["leadership_change", 3.5, "naujas|naujasis|naujoji|nauja|naujuoju ~2 #exec"],
  ["leadership_change", 3.5, "paskirtas|paskirta|paskyre|skiria ~6 #exec"],
  ["leadership_change", 3, "palieka|paliko ~2 imon*|bendrov*|pareig*"],
  [
    "corporate_event",
    3.5,
    [
      "isigijo|isigyja|isigijome|nupirko|perima|peeme ~3 #name",
      "isigijo|isigyja|isigijome|nupirko|perima|peeme ~3 imon*|bendrov*|startuol*",
      "susijungia|susijungimas|susijungimo",
    ],
  ],
  // A licence: "gavo Lietuvos banko elektroninių pinigų įstaigos licenciją".
  ["corporate_event", 3, "gavo|gavome|gauna|isdave|isduoda ~6 licencij*|leidim*"],
  // Expansion: "įžengia į Latvijos rinką", "atidaro biurą Rygoje".
  ["corporate_event", 2.5, ["izengia|izenge|iejo|ieina|iejome ~3 rink*", "atidaro|atidare|atidarome ~3 biur*"]],
  // A team cut, a shutdown, bankruptcy: "atleidžia 30 darbuotojų", "nutraukia veiklą", "bankrotas".
  [
    "corporate_event",
    3.5,
    [
      "atleidzia|atleido|atleidziame ~4 #integer",
      "atleidzia|atleido|atleidziame ~4 darbuotoj*",
      "mazina|sumazino|mazinome ~3 darbuotoju|komand*",
      "nutraukia|nutrauke|stabdo|sustabde ~3 veikl*",
      "bankrot*",
    ],
  ],
  ["customer_partnership", 3, ["pasirase|pasiraso|pasirasome ~4 sutart*|susitarim*", "bendradarbiavimo sutart*"]],
  // A milestone: "užsiregistravo milijonasis naudotojas", "mus jau klauso milijonas", "milijonas klientų".
  [
    "metrics_shared",
    3,
    ["milijonasis|milijonoji ~2 naudotoj*|klient*|klausytoj*|vartotoj*", "milijon* ~2 naudotoj*|klient*|vartotoj*"],
  ],
  ["metrics_shared", 3, "jau ~3 milijonas"],
];
