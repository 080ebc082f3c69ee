import type { ChangeType } from "../signal";

/*
 * The words that make a statement other than asserted, per language, as data (docs/pipeline.md
 * "Vocabulary is data"): each entry a folded phrase (lower case, no accents, apostrophes dropped:
 * "isn't" is "isnt"), matched as whole words by the text module's findPhrase.
 */

type Cues = Record<
  | "en"
  | "de"
  | "fr"
  | "es"
  | "pt"
  | "it"
  | "nl"
  | "sv"
  | "pl"
  | "tr"
  | "id"
  | "vi"
  | "ar"
  | "th"
  | "ru"
  | "uk"
  | "hr"
  | "ro"
  | "el"
  | "hu"
  | "lv"
  | "lt"
  | "et"
  | "ko"
  | "ja",
  readonly string[]
>;

const flat = (cues: Partial<Cues>): readonly string[] => Object.values(cues).flat();
/** A list written as one string, entries separated by commas. */
const list = (entries: string): readonly string[] => entries.split(", ");

/** Words that negate the event they come before. */
export const NEGATION = flat({
  en: list(
    "not, never, no, nor, without, cannot, nobody, no one, nothing, none, isnt, arent, wasnt, werent, dont, doesnt, " +
      "didnt, havent, hasnt, " +
      "hadnt, wont, cant, couldnt, wouldnt, shouldnt",
  ),
  de: list("nicht, kein, keine, keinen, keiner, keines, keinem, nie, niemals"),
  fr: list("pas, jamais, aucun, aucune"),
  // "ni hemos comprado ni nos han comprado a nadie".
  es: list("nunca, jamas, ningun, ninguna, ni"),
  pt: list("nao, nunca, nenhum, nenhuma"),
  // Not "mai" alone: it follows "non" ("non abbiamo mai"), and it is a name in Vietnamese ("Sao Mai", "Mai Anh").
  it: list("non, nessun, nessuna, nessuno"),
  nl: list("niet, geen, nooit"),
  sv: list("inte, aldrig, ingen, inget"),
  pl: list("nie, nigdy, zaden, zadna"),
  tr: list("degil, degildir, hic"),
  // Not "tak" (Polish for "yes"), "chẳng" (a Chinese name folded) or "nếu" (German's "neu").
  id: list("tidak, belum, bukan"),
  vi: list("khong, chua"),
  ar: list("لا, لم, لن, ليس, ليست, بدون"),
  th: list("ไม่"),
  ru: list("не, нет, никогда"),
  uk: list("не, ні, ніколи"),
  // Croatian and Serbian, Romanian, Greek: "nismo prodali", "nu am fost achiziționați", "δεν εξαγοράζεται". Not "ne"
  // alone (French, Italian) nor "nu" (Dutch "now"): the Romanian negation with its verb.
  hr: list("nije, nismo, nisu, nisam, nikada, nikad, nijedan, nijedna, ne planiramo, ne namjeravamo, ne prodajemo"),
  ro: list("nu am, nu a, nu au, nu vom, nu este, nu suntem, nu sunt, niciodata, niciun, nicio"),
  el: list("δεν, δε, μην, ποτε, κανενας, καμια"),
  // Hungarian, Latvian, Lithuanian and Estonian (not Estonian "kunagi", "once" without "ei", nor "mitte", "pole" and
  // Lithuanian "nera": German "Mitte", English "pole", Italian "nera").
  hu: list("nem, soha, sosem, semmilyen, egyik sem"),
  lv: list("nav, neesam, nebija, nekad, nevienu, nevienam"),
  lt: list("nebuvo, nesame, niekada, jokiu, jokios"),
  et: list("ei, ei ole, polnud"),
});

/** Portuguese "in the" before a place's name ("desembarca no México", "chega na Colômbia"): no negation. */
export const PLACE_CONTRACTIONS = new Set(list("no, na, nos, nas"));

/** A negation that still states the event: "no longer with the company", "not only … but". */
export const NEGATION_THAT_ASSERTS = flat({
  en: list("no longer, not only, not just, with no, not without"),
  ru: list("больше не, не только"),
  uk: list("більше не, не лише, не тільки"),
});

/**
 * German's subjunctive as written, umlaut and all: "würde" (would) is a supposition, "wurde" (was) is not, though the
 * two fold alike.
 */
export const GERMAN_SUBJUNCTIVES = new Set(["würde", "würden", "könnte", "könnten", "wäre", "wären"]);

/** Words that make what follows them a condition or a supposition. */
export const HYPOTHETICAL = flat({
  en: list(
    "what if, in case, if, unless, whether, would, could, might, imagine, suppose, supposing, in the event, " +
      "provided that, assuming, upon any, in connection with any, it s possible, possibly, may well, it may be that",
  ),
  // Not "würde" nor "könnte": folded they are "wurde" (was) and "konnte" (could); GERMAN_SUBJUNCTIVES reads them.
  de: list("wenn, falls, ob"),
  fr: list("quand bien meme, si, serait, pourrait, aurait, un possible, une possible, un eventuel, une eventuelle"),
  es: list("en caso de, seria, podria, estaria, estarian, habria, tendria, un posible, una posible"),
  pt: list("caso, seria, poderia, estaria, estariam, teria, um possivel, uma possivel"),
  it: list("sarebbe, potrebbe, qualora, starebbe, avrebbe, un possibile, una possibile, un eventuale"),
  nl: list("zou, zouden, indien, een mogelijke, een eventuele"),
  sv: list("skulle, ifall"),
  pl: list("gdyby, jesli, bylby"),
  tr: list("eger, sayet"),
  id: list("jika, apabila, seandainya, kalau"),
  vi: list("gia su, trong truong hop"),
  ar: list("اذا, لو, في حال"),
  th: list("ถ้า, หาก"),
  ru: list("если, в случае, если бы"),
  uk: list("якщо, у разі, якби"),
  hr: list("ako, ukoliko, kad bi, kada bi, bismo, bi li"),
  ro: list("daca, in cazul in care, ar fi, ar putea"),
  ko: list("만약, 만일"),
  ja: list("もし, 仮に"),
  el: list("αν, εαν, σε περιπτωση, θα μπορουσε"),
  // Not Hungarian "ha" nor Latvian "ja" alone: Spanish and Italian "has", German, Dutch and Nordic "yes".
  hu: list("amennyiben, abban az esetben"),
  lv: list("gadijuma ja, butu, varetu"),
  lt: list("jei, jeigu, butu, galetu"),
  et: list("juhul kui, oleks, voiks"),
});

/** A report relayed, in the languages whose English shapes modality.ts reads by pattern ("in talks", "rumours"). */
export const RUMOUR = flat({
  de: list(
    "in gesprachen, geruchte, geruchten, berichten zufolge, laut medienberichten, berichtet, berichteten, " +
      "spekuliert, spekulierte, spekulationen, medienbericht, angeblich, interessiert sei, interessiert sein soll",
  ),
  fr: list(
    "en discussions, en negociations, rumeurs, selon des sources, selon la presse, selon nos informations, " +
      "selon nos sources, selon plusieurs sources, dans le viseur",
  ),
  es: list("en conversaciones, en negociaciones, rumores, segun fuentes"),
  pt: list("em negociacao, em negociacoes, rumores, segundo fontes"),
  it: list("in trattativa, indiscrezioni, secondo fonti, hanno scritto che, voci"),
  nl: list("in gesprek, in onderhandeling, geruchten, volgens bronnen, naar verluidt, volgens ingewijden"),
  sv: list("rykten, enligt uppgifter, i forhandlingar"),
  pl: list("w negocjacjach, plotki, wedlug zrodel"),
  tr: list(
    "iddiaya gore, iddialara gore, kulis, gorusmeler, iddia, iddialar, iddialari, iddialarina, iddia edilen, " +
      "yonunde haberler",
  ),
  id: list("dikabarkan, kabarnya, rumor, isu, menurut sumber, dalam pembicaraan"),
  // "đưa tin" (reported), "thông tin về việc" (the reports that …).
  vi: list("tin don, theo nguon tin, dang dam phan, dang dam phan de, dua tin, thong tin ve viec"),
  ar: list(
    "شايعات, مصادر مطلعه, بحسب مصادر, وفقا لمصادر, في مفاوضات, محادثات, تداولت, ما نشر عن, ما تم تداوله, " +
      "تداولته, تداولتها, ما يتم تداوله, المتداوله, انباء عن",
  ),
  th: list("ข่าว ลือ, แหล่ง ข่าว"),
  ru: list("по данным источников, по словам источников, слухи, по слухам, ведет переговоры, ведут переговоры"),
  uk: list("за даними джерел, за словами джерел, чутки, за чутками, веде переговори, ведуть переговори, у переговорах"),
  hr: list("navodno, nesluzbeno, prema nesluzbenim informacijama, u pregovorima, spekulacije, glasine"),
  ro: list("in negocieri, zvonuri, surse apropiate, potrivit unor surse, se speculeaza"),
  el: list("σε συνομιλιες, σε διαπραγματευσεις, φημες, σεναρια, συμφωνα με πληροφοριες"),
  hu: list("allitolag, sajtoertesulesek szerint, nem hivatalos informaciok szerint, targyalasokat folytat, pletykak"),
  lv: list("baumas, neoficiali, saskana ar avotiem, avoti vesta, sarunas par"),
  lt: list("gandai, neoficialiai, derybose, derasi, pasak saltiniu"),
  et: list("kuulujutud, mitteametlikult, labiraakimistel, allikate sonul"),
});

/** Verbs and words that deny what they govern ("denies it was acquired", "dementiert"). */
export const DENIAL = flat({
  en: list(
    "deny, denies, denied, denying, refute, refutes, refuted, dismissed, dismisses, untrue, not true, no truth, " +
      "false",
  ),
  de: list("dementiert, dementieren, bestreitet, bestritten"),
  fr: list("dement, dementi, dementent, nie"),
  es: list("desmiente, desmintio, niega, nego"),
  pt: list("desmente, desmentiu, nega, negou"),
  it: list("smentisce, smentito, smentita, nega, smentiamo"),
  nl: list("ontkent, ontkende, ontkennen"),
  sv: list("dementerar, fornekar"),
  pl: list("dementuje, zaprzecza"),
  tr: list(
    "yalanladi, reddetti, yalanlama, gercegi yansitmamaktadir, gercegi yansitmiyor, dogru degildir, asilsizdir, " +
      "soz konusu degildir",
  ),
  id: list("membantah, menyangkal, tidak benar"),
  // "bác tin" (denies the news), "phản hồi thông tin" (answers the reports).
  vi: list("bac bo, phu nhan, khong dung, bac tin, phan hoi thong tin"),
  ar: list("نفت, تنفي, ينفي, نفي, غير صحيح, عاريه عن الصحه, عاريه تماما عن الصحه"),
  th: list("ปฏิเสธ"),
  ru: list("опровергает, опроверг, опровергла, опровергли, отрицает, отрицают, не соответствует действительности"),
  uk: list("спростовує, спростував, спростувала, заперечує, заперечила, не відповідає дійсності"),
  ko: list("사실무근, 사실이 아님, 사실이 아닙니다"),
  ja: list("事実 無根, 事実 で は ありま せん, 否定"),
  hr: list("demantira, demantirao, demantirala, demantiramo, opovrgava, nije tocno, nisu tocni, netocno, netocni"),
  ro: list("dezminte, dezmintim, dezmintit, neaga, nu este adevarat, nu sunt adevarate, fals, false"),
  el: list("διαψευδει, διαψευδουμε, διαψευσε, αρνειται, δεν ισχυει, ανακριβη, ανακριβεις"),
  hu: list("cafolja, cafolta, cafoljuk, nem igaz, valotlan, alaptalan"),
  lv: list("noliedz, noliedza, atspeko, nav patiesa, nav taisniba"),
  lt: list("paneige, paneigia, neigia, netiesa, neatitinka tikroves"),
  et: list("eitab, eitas, lukkab umber, ei vasta toele"),
});

/**
 * Words before a round's noun that make it where something comes from ("unser Geld aus der Seed-Runde", "l'argent de
 * notre levée"): a round referred to, in the languages whose verbs compromise does not read. A preposition, then at
 * most an article or a possessive.
 */
export const SOURCE_PREPOSITIONS = new Set(
  list("aus, seit, nach, de, depuis, desde, con, com, da, dalla, dal, uit, sinds, sedan, z, od, ze"),
);
export const SOURCE_DETERMINERS = new Set(
  list(
    "der, dem, unserer, unserem, la, le, notre, nuestra, nuestro, la, a, o, nossa, nosso, della, nostra, de, het, " +
      "onze, var, naszej, tej",
  ),
);

/** The nouns that name an event of a type without stating it: words ending in one are a bare noun ("a seed round"). */
export const EVENT_NOUNS: Partial<Record<ChangeType, readonly string[]>> = {
  fundraising: list("round, funding, financing, investment, extension"),
  customer_partnership: list("customer, customers, client, clients, design partner, design partners"),
};

/**
 * The verbs (as compromise gives their infinitive) that state an event of a type whose lexicon also holds bare nouns
 * ("a seed round", "our largest customer"): a sentence that names the noun with none of them refers to the event, it
 * does not state one ("we grew on a small seed round", "our largest customer renewed").
 */
export const EVENT_VERBS: Partial<Record<ChangeType, ReadonlySet<string>>> = {
  fundraising: new Set(
    list(
      "raise, close, secure, land, announce, complete, lead, back, invest, join, extend, get, win, take, receive, " +
        "bring, add, fund, oversubscribe",
    ),
  ),
  customer_partnership: new Set(
    list(
      "sign, welcome, win, land, add, onboard, partner, choose, select, join, become, announce, deploy, adopt, ink, " +
        "meet, introduce, close, pick, go",
    ),
  ),
};

/** Words that make a statement a rename: its old name is the company too ("Tidybooks is now Acme"). */
export const RENAME = flat({
  en: list(
    "is now, formerly, new name, renamed, renames, renaming, rebrand, rebrands, rebranded, rebranding, now called, " +
      "now known as, changing our name, changed our name",
  ),
  de: list("heisst jetzt, umbenannt, benennt sich, neuer name, ehemals, vormals, wird"),
  fr: list("devient, anciennement, nouveau nom, change de nom"),
  es: list("ahora es, anteriormente, nuevo nombre, cambia de nombre, pasa a llamarse"),
});

/** An investor's own fund: an amount right before it is the fund's size, not a round ("closed a $400M fund"). */
export const FUND = flat({ en: list("fund, flagship fund, venture fund, growth fund, vehicle") });

/** Nouns of a deal to buy a company: an amount right before one is its price, not a round ("a $40M takeover"). */
export const DEAL = flat({
  en: list("takeover, acquisition, buyout, merger, purchase, bid, sale"),
  de: list("ubernahme, ubernahmeangebot, kauf, fusion"),
  fr: list("rachat, acquisition, fusion, offre de rachat"),
  es: list("adquisicion, compra, fusion"),
});
