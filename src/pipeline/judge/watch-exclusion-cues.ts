/*
 * What a watch list says not to send, as data (docs/pipeline.md "watch items"): phrases of read/phrases.ts (folded
 * words; `a|b` either, `?x` optional, `stem*`), by language. A clause holding one is an exclusion:
 * the kinds it names never match for the company ("We already know about their financing, no need to alert on
 * rounds"). Alternatives with a space in them ("do not") are separate entries, as the phrase syntax splits on spaces.
 */

type Languages = Record<"en" | "de" | "fr" | "es" | "nl" | "pt", readonly string[]> & {
  nordic?: readonly string[];
  cjk?: readonly string[];
} & Partial<Record<"it" | "ca" | "tr" | "he", readonly string[]>>;

const flat = (cues: Languages): readonly string[] => Object.values(cues).flat();

/** Cues that make their whole clause an exclusion, wherever they stand in it ("hiring news aside"). */
export const EXCLUDE_CUES = flat({
  en: [
    "no need ?to|for|of ?alert|alerts|hear|know|track|report|flag|send|notify|ping ?me|us ?on|about|of|for",
    "not interested ?in|about",
    "no interest in",
    "not relevant",
    "not needed",
    "not necessary",
    "dont|don t care ?about|for",
    "do not care ?about|for",
    "dont|don t need|want",
    "do not need|want",
    // "Do not alert on product launches", "don't send hiring news", "never notify us about rounds".
    // "We don't follow hiring or product news for this one".
    "dont|don t alert|send|notify|flag|report|track|ping|email|mail|message|tell|bother|follow|watch|monitor",
    "do not alert|send|notify|flag|report|track|ping|email|mail|message|tell|bother|follow|watch|monitor",
    "never alert|send|notify|flag|report|ping|email|mail|message",
    "no alerts|alert ?on|about|for",
    // "so no emails about launches or features".
    "no emails|email|mails|notifications|pings ?on|about|for",
    "already know|knew|aware|covered|tracking|track|follow|following ?about|of|on",
    // What reaches the investor another way: "we get everything else (…) in their monthly investor update".
    "already get|receive|hear|see",
    // "Partnerships and customer news we get from the founders' monthly update."
    // "I get product news from the founders' monthly investor update".
    "we|i get|receive|see|hear ~8 ?investor|board|monthly|quarterly|weekly update|updates|letter|letters|report*",
    // "Product launches can wait for the founders' monthly update".
    "can|will|could wait",
    "skip",
    "ignore",
    "exclude",
    "aside",
  ],
  de: [
    // "Lanzamientos de producto no.": a kind named, then refused.
    "nicht $",
    "nicht interessiert ?an|in",
    "kein|keinerlei interesse ?an",
    "interessiert|interessieren uns nicht",
    "brauchen wir nicht",
    "nicht notig|notwendig|relevant",
    "kennen|wissen wir ?schon|bereits",
    "bereits|schon bekannt",
    "ignorier*",
    "uberspring*",
    "egal",
    // What reaches the investor another way: "bekommen wir ohnehin über den Monatsreport", "dafür bitte keine Mail".
    "bekommen|erhalten|sehen|lesen wir ~4 ohnehin|sowieso|bereits|schon",
    "verfolgen|beobachten wir ~4 selbst",
    "bitte kein|keine|keinen mail|mails|email|emails|alert|alerts|nachricht|benachrichtigung*|meldung*",
  ],
  fr: [
    "non|pas $",
    "pas besoin ?de|d",
    "pas interesse|interesses|interessee|interessees ?par",
    "ne nous interesse|interessent pas",
    "nous interesse|interessent pas",
    "nous connaissons|savons deja",
    "on connait|sait deja",
    "deja au courant",
    "pas la peine",
    "inutile ?de|d",
    "ignorer",
    "on ?le|la|les recoit|voit deja",
    "nous ?le|la|les recevons|voyons deja",
    "suivons|suivez ~4 memes",
    "pas d|de mail|mails|email|emails|alerte|alertes ?pour ?ca|cela",
  ],
  es: [
    "no $",
    "no hace falta",
    "no es necesario",
    "no necesitamos|necesito",
    "no nos interesa|interesan",
    "no interesa|interesan",
    "ya sabemos|conocemos",
    "ignorar",
    "omitir",
    "ya lo|los|las recibimos|vemos",
    "no nos avises|avisen|escribas|escriban",
    "sin alertas|correos",
  ],
  nl: [
    "niet $",
    "niet nodig",
    "hoeft|hoeven niet",
    "niet geinteresseerd ?in",
    "geen interesse ?in",
    "weten|kennen we al",
    "al bekend",
    "negeer*",
    "overslaan",
    "krijgen|zien|lezen we ~4 al|toch|sowieso",
    "volgen we ~4 zelf",
  ],
  pt: [
    "nao $",
    "nao precisa|precisamos|preciso",
    // A clause's close: "Lançamentos de produto … não precisam de alerta".
    "nao precisa|precisam|precisamos|preciso de alerta|alertas|aviso|avisos",
    "nao e necessario",
    "nao interessa|interessam",
    "nao estamos interessados ?em",
    "ja sabemos|conhecemos",
    "ignorar",
    "ja recebemos|vemos",
    "nao precisa|precisam avisar|alertar",
    "sem alertas|emails",
  ],
  // Finnish, Swedish, Danish and Norwegian: "Messuosallistumiset ja webinaarit eivät kiinnosta", "behöver vi inte".
  nordic: [
    "ei|eivat kiinnosta",
    "ei tarvitse|tarvita",
    "inte intresserade ?av",
    "intresserar inte",
    "behover ?vi inte",
    "ikke interesseret|interessert|interesserede ?i",
    "interesserer ikke",
    "behover|trenger ?vi ikke",
  ],
  // Japanese and Korean, as the segmenter cuts them: "…のお知らせは不要です", "対象外", "알림이 필요 없습니다", "제외해".
  cjk: ["不要", "除外*", "対象 外", "필요 없*", "제외*", "불필요*"],
  // "Webinar ed eventi non ci interessano", "no cal avisar", "e-posta göndermeyin", "לא מעניין".
  it: ["non $", "non ci|mi interessa|interessano", "non serve|servono", "non necessari*", "niente|nessun alert|email"],
  ca: ["no $", "no ens|m interessa|interessen", "no cal", "sense alertes|correus"],
  tr: ["gondermeyin*", "istemiyorum|istemiyoruz", "ilgilenmiyorum|ilgilenmiyoruz", "ilgilendirmiyor", "gerek yok"],
  he: ["לא מעניין|מעניינים|רלוונטי", "אין צורך", "לא לשלוח"],
});

/**
 * Words that refer back to what the clause before named ("We follow their releases ourselves, no need to flag those"):
 * an exclusion saying only these excludes that clause's phrases.
 */
export const REFERRING_WORDS = new Set(
  flat({
    en: ["those", "these", "them", "that", "this", "it", "they", "either", "any of that", "any of those"],
    de: ["das", "diese", "dies", "sie", "dafur"],
    fr: ["ca", "cela", "ceux-ci", "celles-ci", "les"],
    es: ["eso", "esos", "esas", "esto", "los", "las"],
    nl: ["dat", "die", "deze", "dit"],
    pt: ["isso", "esses", "essas", "isto", "os", "as"],
  }),
);

/** Cues that start a clause's exclusion only: "no hiring news please", "keine Jobs", "geen vacatures". */
export const LEADING_EXCLUDE_CUES = flat({
  en: ["no"],
  de: ["kein|keine|keinen"],
  // "Pas les lancements de produits", "No los lanzamientos": a clause opened by a negated article.
  fr: ["pas de|d|les|le|la|des", "aucun|aucune"],
  es: ["nada de", "ningun|ninguna", "no los|las|el|la"],
  nl: ["geen"],
  pt: ["nada de", "nenhum|nenhuma", "nao os|as|o|a"],
});

/** Cues after which the rest of the clause is excluded, what comes before still watched: "everything except hiring". */
export const EXCEPT_CUES = flat({
  en: ["except ?for", "excluding", "but not", "other than", "apart|aside from"],
  de: ["ausser", "ausgenommen", "abgesehen von", "ohne", "aber kein|keine|keinen|nicht"],
  fr: ["sauf", "hormis", "a part", "excepte", "sans", "mais pas"],
  es: ["excepto", "salvo", "aparte de", "sin", "pero no"],
  nl: ["behalve", "uitgezonderd", "zonder", "maar geen|niet"],
  pt: ["exceto", "salvo", "a excecao de", "mas nao", "sem"],
  it: ["tranne", "eccetto", "escluso|esclusi|escluse", "ma non"],
  ca: ["excepte", "llevat de", "pero no"],
  tr: ["haric"],
  he: ["חוץ מ", "למעט"],
});

/**
 * A clause saying another source has a kind ("we follow funding elsewhere", "hiring is tracked separately"): an
 * adverb of elsewhere ending it, after a verb of following; the words between name what is excluded. Only together:
 * "expansion elsewhere in Europe" watches expansion.
 */
/**
 * What the investor follows itself: "We follow their product releases ourselves", "we track the repo ourselves". What
 * the cue holds between its verb and its last word is what is not to be sent.
 */
export const SELF_FOLLOWED_CUES = flat({
  en: [
    "follow|follows|track|tracks|watch|watches|monitor|monitors|cover|covers|see|read ~8 " +
      "ourselves|myself|herself|himself|themselves",
  ],
  // English only so far: German puts what is followed before its verb ("Produkt-News verfolgen wir selbst").
  de: [],
  fr: [],
  es: [],
  nl: [],
  pt: [],
});
export const ELSEWHERE_CUES = flat({
  en: ["elsewhere|separately $"],
  de: ["anderweitig|separat|woanders $"],
  fr: ["ailleurs|separement $"],
  es: ["aparte|separado|separadamente $"],
  nl: ["elders|apart|los $"],
  pt: ["separadamente|separado $"],
});
export const FOLLOWING_CUES = flat({
  en: ["follow|following|track|tracked|tracking|get|cover|covered|monitor|monitored|watch|watched|handle|handled"],
  de: ["verfolgen|verfolgt|bekommen|beobachten|beobachtet"],
  fr: ["suivons|suivre|suivi|suivis|suivies|couvert|couverts|couvrons"],
  es: ["seguimos|seguir|seguido|cubrimos|cubierto"],
  nl: ["volgen|volgt|gevolgd"],
  pt: ["acompanhamos|seguimos|acompanhar|acompanhado|seguido"],
});

/**
 * A list's closing words that name nothing: "Nothing else.", "Nada más.", "Sonst nichts." (folded). What is not listed
 * is not sent anyway.
 */
export const NOTHING_ELSE = new Set([
  ...["nothing else", "nothing more", "that s it", "that is all", "that s all"],
  ...["nada mas", "nada mais", "sonst nichts", "nichts weiter", "nichts anderes", "rien dautre", "rien de plus"],
  ...["niets anders", "verder niets", "niets meer", "inget annat", "intet andet", "ingenting annet"],
]);
