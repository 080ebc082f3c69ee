/*
 * The watch list's vocabulary as data (docs/pipeline.md "Runs: collect, diff, analyse"): words that say nothing of
 * what to watch, generic business words, short words kept and synonyms (the catch-all's and the quick picks' words:
 * watch-quick-picks.ts).
 */

/** Words that carry no subject of their own in a watch list. */
export const FILLER = new Set([
  "signal",
  "signals",
  // "customer wins", "press coverage", "founder visibility": the kind itself, said as its trade says it.
  "win",
  "wins",
  "coverage",
  "visibility",
  "mentions",
  "update",
  "updates",
  "news",
  "any",
  "anything",
  "all",
  "about",
  "around",
  "new",
  // "new" in the other languages a watch list is written in: "nuevos países", "novas cidades", "kota baru".
  ..."nuevo nuevos nueva nuevas novo novos nova novas nouveau nouveaux nouvelle nouvelles neue neuen neuer".split(" "),
  ..."nuovo nuovi nuova nuove nieuw nieuwe baru".split(" "),
  "the",
  "and",
  "for",
  "with",
  "from",
  "into",
  "their",
  "its",
  "our",
  "of",
  "on",
  "in",
  "to",
  "a",
  "an",
  "or",
  "changes",
  "change",
  // "changes" in the other languages a watch list is written in: "Cambios de precios", "Changements de prix".
  ..."cambio cambios changement changements modification modifications mudanca mudancas alteracao alteracoes".split(
    " ",
  ),
  ..."cambiamento cambiamenti anderung anderungen wijziging wijzigingen verandering veranderingen".split(" "),
  ..."zmiana zmiany perubahan endring endringer aendring aendringer andring andringar forandring".split(" "),
  "shared",
  "mentions",
  "mention",
  "when",
  "they",
  "track",
  "watch",
  "what",
  "that",
  "this",
  "also",
  "especially",
  "like",
  "such",
  "as",
  "more",
  "other",
  // "other" and "to" in the other languages a watch list is written in: "uitbreiding naar andere regio's".
  ..."andere anderen otros otras outros outras autres altri altre naar".split(" "),
  "things",
  "stuff",
  "info",
  "information",
  "activity",
  "if",
  "any",
  "big",
  "major",
  "important",
  // "the big one here": a pronoun and an adverb, no thing watched.
  "one",
  "ones",
  "here",
  "there",
  // What a list says around its items: "Only fundraising news, please.", "Fundraising too", "alert us on".
  "only",
  "please",
  "too",
  "we",
  "us",
  "alert",
  "alerts",
]);

/**
 * The words joining two items of a list: "Funding and hiring", "Finanzierung und Übernahmen", "Rondas y fusiones",
 * "isim değişikliği ve üst yönetim değişiklikleri" (not Dutch "en", which is French and Spanish "in").
 */
export const AND_WORDS = new Set(["and", "und", "et", "y", "e", "och", "og", "oraz", "ve", "dan", "ja"]);

/** Words a full stop follows without ending the sentence: "esp. Series B", "e.g.", "Inc.". */
export const ABBREVIATIONS = new Set(
  "esp eg ie incl etc approx vs inc ltd corp co nr bzw zb usw ca inkl ggf evtl ex ej cf resp vgl st dr mr ms mrs".split(
    " ",
  ),
);

/**
 * Words so common in company news that they say little on their own; the rest are specific. A
 * phrase's weight sits on its specific words ("industrial" decides
 * "partnerships with industrial companies", not "companies").
 */
export const GENERIC = new Set([
  "company",
  "companies",
  "business",
  "businesses",
  "team",
  "teams",
  "product",
  "products",
  "service",
  "services",
  "platform",
  "solution",
  "solutions",
  "customer",
  "customers",
  "client",
  "clients",
  "market",
  "markets",
  "industry",
  "industries",
  "growth",
  "deal",
  "deals",
  "launch",
  "launches",
  "partner",
  "partners",
  "partnership",
  "partnerships",
  "enterprise",
  "startup",
  "startups",
  "tech",
  "technology",
  "software",
  "data",
  "global",
  "large",
  "year",
  "years",
  "people",
  "user",
  "users",
  "plan",
  "plans",
  "office",
  "offices",
  "world",
  "announcement",
  "announcements",
  "expansion",
  "deal",
  "first",
  "top",
  "leading",
]);

/** Two-letter words that do carry a subject (most two-letter words are "of", "to", "us"). */
export const SHORT_WORDS = new Set(["vp", "ai", "eu", "uk", "hr", "ml", "ar", "vr", "ev", "mna"]);

/** Words and phrases that mean the same thing for a watch list, by topic. Phrases read joined. */
export const SYNONYMS: string[][] = [
  [
    "acquisition",
    "acquire",
    "acquired",
    "acquires",
    "acquiring",
    "acquirer",
    "buyout",
    "takeover",
    "mna",
    "merger",
    "merge",
    "exit",
    "acquired by",
    ...["ubernahme", "ubernahmen", "uebernahme", "rachat", "adquisicion", "aquisicao", "acquisizione", "overname"],
    ...["forvarv", "oppkjop", "opkob", "yritysosto"],
  ],
  [
    "shutdown",
    "shut down",
    "shutting down",
    "wind down",
    "winding down",
    "wound down",
    "cease operations",
    "ceasing operations",
    "closing doors",
    "sunset",
  ],
  [
    "layoff",
    "layoffs",
    "lay off",
    "laid off",
    "job cuts",
    "reduction force",
    "workforce reduction",
    "downsizing",
    "restructuring",
    "headcount reduction",
  ],
  ["rebrand", "rebranding", "rename", "renamed", "new name", "formerly known", "now called"],
  [
    "executive",
    "exec",
    "leadership",
    "chief",
    "ceo",
    "cto",
    "cfo",
    "coo",
    "cmo",
    "cro",
    "vp",
    "vice president",
    "president",
    "appoint",
    "appointed",
    "steps down",
    "resign",
    "departure",
  ],
  ["partner", "partnership", "alliance", "collaboration", "collaborate", "teams up", "join forces", "joins forces"],
  ["customer", "client", "signs", "signed", "selects", "selected", "deploys", "deployed", "contract"],
  [
    "funding",
    "fundraise",
    "fundraising",
    "raise",
    "raised",
    "round",
    "investment",
    "investor",
    "financing",
    "series",
    "seed",
  ],
  ["hire", "hiring", "recruit", "recruiting", "role", "job", "vacancy"],
  ["launch", "release", "introduce", "unveil", "ship", "available", "beta"],
  [
    ...["expansion", "expand", "expands", "expanding", "enter", "entering", "opens", "opening"],
    // A shop's move abroad: "Now shipping to the UK" (with the place it names: watch-terms.ts placeNamedFor).
    ...["ships", "shipping"],
    // As the reader's other languages tell a move abroad, folded: "s'implante", "expandiert", "التوسع", "mở rộng".
    ...["implante", "simplante", "implantation", "expandiert", "expande", "expansao", "ekspansi", "memperluas"],
    ...["ekspansion", "ekspansjon", "laajentuminen", "expansio", "genisleme", "buyume", "התרחבות"],
    ...["التوسع", "توسع", "تتوسع", "يتوسع", "mo rong", "ขยาย"],
    // "opens" in the languages read: "abrimos nosso primeiro escritório … em Lisboa", "eröffnet in Wien".
    ...["abre", "abrimos", "abriu", "abrio", "inaugura", "inauguramos", "inaugurou", "inauguro", "ouvre", "ouvrons"],
    ...["eroffnet", "eroffnen", "opent", "openen", "apre", "apriamo", "otwiera", "otwieramy", "oppnar"],
    ...["abner", "aabner", "apner", "aapner", "avaa", "avaamme", "obre", "obrim", "arriba", "arribem"],
    ...["llega", "llegamos", "desembarca", "desembarcamos", "aterriza", "chega", "chegamos", "arrive", "arrives"],
    ...["выход", "выходит", "вышла", "вышел", "вихід", "виходить", "виишла", "진출", "進出", "展開"],
    // A subsidiary or a branch abroad is a move there: "Tochtergesellschaft in Frankreich", "filiale en Espagne".
    ...["subsidiary", "tochtergesellschaft", "niederlassung", "filiale", "filial", "dochteronderneming"],
    ...["vestiging", "vestigingen", "uitbreiding", "uitbreiden", "breidt"],
  ],
  // A factory in the languages read: "otwiera fabrykę", "eröffnet Werk", "inaugure son usine".
  [
    ...["factory", "factories", "plant", "gigafactory", "fabrik", "usine", "fabrica", "fabbrica"],
    ...["stabilimento", "fabriek", "fabryka", "fabryke", "zaklad", "tehdas", "fabrikk", "fabriken", "planta"],
    // A plant as the Nordic pages write it, the compound a pilot plant is ("Pilotanläggningen").
    ...["anlaggning", "anlaggningen", "pilotanlaggning", "pilotanlaggningen", "anlaeg", "anlaegget", "anlegg"],
    // Polish names a plant by what it makes, with "-ownia": "elektrownia", "biogazownię", "biometanowni".
    ...["elektrownia", "elektrownie", "elektrowni", "biogazownia", "biogazownie", "biogazowni"],
    ...["biometanownia", "biometanownie", "biometanowni"],
  ],
  // "First" in the languages read, as "our first plant" is written ("naszą pierwszą biometanownię").
  [
    ...["first", "premier", "premiere", "primer", "primera", "primero", "primeiro", "primeira", "primo", "prima"],
    ...["erste", "ersten", "erstes", "erster", "eerste", "pierwszy", "pierwsza", "pierwsze", "forste", "forsta"],
  ],
  // A plant put to work: "commissioned", "in Betrieb genommen", "mise en service", "uruchomiliśmy".
  [
    ...["commissioned", "commissioning", "inbetriebnahme", "mise en service", "puesta en marcha", "ingebruikname"],
    ...["uruchomienie", "uruchomilismy", "uruchomiono", "uruchomila", "uruchomil"],
  ],
  ["europe", "european", "eu"],
  // A grant as the languages read write it: "obtient une subvention", "erhält eine Förderung", "hibah".
  [
    ...["grant", "grants", "subsidy", "subsidies", "subvention", "subventions", "subvencion", "subvenciones"],
    ...["subvencao", "subsidio", "forderung", "zuschuss", "subsidie", "sovvenzione", "dotacja", "dotace"],
    ...["avustus", "tilskud", "tilskudd", "hibah"],
  ],
  // A development finance institution, as a fund names the kind and a post names the lender ("a facility with FMO,
  // the Dutch entrepreneurial development bank").
  [
    ...["dfi", "dfis", "development bank", "development finance", "ifc", "fmo", "bii", "proparco", "afd", "eib"],
    ...["ebrd", "dfc", "norfund", "finnfund", "swedfund", "kfw", "afdb", "adb"],
  ],
  ["revenue", "arr", "mrr", "sales", "bookings", "run rate"],
  [
    ...["pricing", "price", "prices", "plan", "plans", "tier", "fee", "fees"],
    // The same in the languages the reader reads (read/vocabulary/), folded: a Dutch post's "nieuwe prijzen" is the
    // pricing an English watch list asks for. Not Swedish "pris", French for "taken".
    ...["prijs", "prijzen", "tarief", "tarieven", "prijsverhoging", "prijswijziging", "prijswijzigingen"],
    ...["prijsverhogingen", "prisandringar", "prisendringer", "prisaendringer", "prishojninger", "hinnanmuutokset"],
    ...["preis", "preise", "preisanpassung", "preiserhohung", "preisanderung", "preisanderungen", "preiserhohungen"],
    ...["prix", "tarif", "tarifs", "tarification", "precio", "precios", "tarifa", "tarifas", "preco", "precos"],
    ...["prezzo", "prezzi", "tariffa", "tariffe", "listino", "priser", "prishojning", "cena", "ceny", "cennik"],
  ],
  // Retail distribution as brands announce it: "now at Target", "available at Boots", "in 1,800 stores".
  [
    "retail",
    "retailer",
    "retailers",
    "stores",
    "shelves",
    "stocked",
    "distribution",
    "distributor",
    "now at",
    "available at",
    ...["stockist", "stockists", "supermarket", "supermarkets", "grocer", "grocers"],
  ],
  // Making things: a plant, a line, the start of production ("manufacturing scale-up", "production milestones").
  ["production", "manufacturing", "factory", "factories", "gigafactory"],
  [
    ...["certification", "certified", "compliance", "compliant", "attestation", "audit"],
    ...["zertifiziert", "zertifizierung", "zertifikat", "certifiee", "certifie", "certificada", "certificado"],
    ...["certificacion", "certificazione", "certificata", "gecertificeerd", "certificering", "certifierade"],
  ],
  [
    ...["recall", "recalls", "recalled", "rappel", "ruckruf", "retirada", "richiamo"],
    ...["terugroepactie", "tilbagekaldelse"],
    // A recall as device regulators name it: "Medical Device Correction", "Field Safety Notice".
    ...["device correction", "device corrections", "safety notice", "safety notices"],
  ],
  // What threatens the company's life: "anything existential", "runway" are a shutdown, an insolvency, layoffs.
  [
    ...["existential", "runway", "shutdown", "shutting", "closing", "closure", "wind", "winding", "insolvency"],
    ...["insolvent", "bankruptcy", "bankrupt", "layoff", "layoffs", "administration", "liquidation"],
    ...["trouble", "troubles", "distress", "distressed", "struggling", "crisis", "pause", "pausing", "paused"],
    ...["suspend", "suspends", "suspending", "suspended"],
    // The same words in the languages the vocabulary reads (read/vocabulary): a German or Dutch insolvency.
    ...["insolvenz", "insolvenzantrag", "insolvenzverfahren", "konkurs", "faillissement", "failliet", "quiebra"],
    ...["falencia", "fallimento", "redressement", "upadlosc", "konkurssi", "iflas", "pailit"],
    // Croatian, Serbian and Slovenian: "rizici (gašenje, otpuštanja, problemi s likvidnošću)", "stečaj".
    ...["gasenje", "zatvaranje", "stecaj", "otpustanja", "otpustanje", "likvidnost", "likvidnoscu", "zaprtje"],
    // A team cut and a restructuring in German: "Personalabbau oder Restrukturierung", "baut 23 Stellen ab".
    ...["personalabbau", "stellenabbau", "abbau", "entlassungen", "restrukturierung", "kurzarbeit"],
  ],
  // The public sector a fund names and a page's buyer: "public-sector wins (regions, the large kommuner)" of
  // "Göteborgs Stad väljer …".
  [
    ...["public sector", "government", "governments", "municipality", "municipalities", "kommun", "kommuner"],
    ...["kommune", "kommunen", "stad", "staden", "region", "regions", "regionen", "council", "county", "gemeinde"],
  ],
  // A regulator's approval: "regulatory milestones" are an FDA clearance, a CE mark, a licence.
  [
    ...["regulatory", "regulator", "fda", "clearance", "cleared", "approval", "authorization", "licence", "license"],
    ...["510k", "permit", "sandbox"],
    // The same as the reader's other languages write it, folded: "ترخيص", "تصريح", "giấy phép", "izin", "Zulassung".
    ...["ترخيص", "تصريح", "موافقه", "giay phep", "izin", "lisensi", "zulassung", "agrement", "autorizacion"],
    // A CE mark and an approval as the Nordic, Dutch and Iberian pages write them: "CE-mærkning", "FDA-goedkeuring".
    ...["maerkning", "merking", "markning", "markering", "marcado", "marcacao", "kennzeichnung", "godkendelse"],
    ...["godkjenning", "godkannande", "goedkeuring", "aprobacion", "aprovacao"],
    // French: "les autorisations réglementaires (marquage CE, FDA)".
    ...["autorisation", "autorisations", "reglementaire", "reglementaires", "marquage"],
    // A licence and an authorisation in Italian, Catalan, Portuguese and Turkish: "Autorizzazioni e licenze".
    ...["autorizzazione", "autorizzazioni", "licenza", "licenze", "regolamentare", "regolamentari", "autoritzacio"],
    ...["llicencia", "licenca", "autorizacao", "lisans", "regulatorio", "regulatoria", "autorizzato", "autorizzata"],
  ],
];

/** "New" opening a watch item, in the languages read. */
export const NEW_WORDS = new Set([
  "new",
  "neue",
  "neuer",
  "neues",
  "nouveau",
  "nouveaux",
  "nouvelle",
  "nouvelles",
  "nuevo",
]);
