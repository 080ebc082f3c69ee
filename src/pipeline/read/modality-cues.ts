/*
 * The shapes of modality (modality.ts) and time (time.ts) as data (docs/pipeline.md "Vocabulary is data"), mostly
 * English: each entry a phrase of the phrase matcher (phrases.ts: `stem*`, `a|b`, `?optional`, `~N` up to N words; a
 * word's apostrophe splits it, so "don't" is "don t"), matched by cue-match.ts's anyPhrase; word sets hold folded
 * words. The negation, denial, condition and rumour words of each language are in cues.ts.
 */

/** A plan, an intention or a wish: what follows is not done yet ("we plan to", "we'd love to", "someday"). */
export const PLAN_CUES = [
  "plan|plans|planning|planned to",
  // A plan named as such: "The plan is to get to £1m of monthly GMV first", "our goal is to".
  "plan|goal|aim|ambition|target|idea is|was to",
  "intend|intends|intending to",
  "hope|hopes|hoping to",
  "aim|aims|aiming to",
  "look|looking to",
  "want|wants|wanted to",
  "wish|wishes to",
  "consider|considers|considering",
  "explore|explores|exploring",
  "thinking about|of",
  "someday",
  "one day",
  "eventually",
  "in the future",
  "down the road",
  "dream|dreams|dreaming of",
  "expect|expects|expecting to",
  "going to",
  // A possibility right before the event's words: "we may raise", "they might also sell" (not "In May we raised").
  "may|might ?also|well|still|even|soon|eventually|again $",
  // A likelihood right before the event's words: "seguramente abriremos una ronda seed en primavera".
  "seguramente|probablemente|probabilmente|provavelmente|probablement|wahrscheinlich|vermutlich ~3 $",
  // A capability given, not a thing done: "working with POST lets us reach 20,000 businesses", "allows us to hire".
  "let|lets|allow|allows|enable|enables|help|helps us|me|them ?to $",
  // A habit carried on, not an event: "we'll keep shipping every week", "we continue to hire".
  "keep|keeps|continue|continues|continuing ?to|on $",
  // A wish: "we'd like to", "we would also love to", "we would really like to".
  "would|d ?also|still|really|truly|certainly|definitely|absolutely|ultimately|dearly like|love to",
  // Other languages' plans: "prévoit de", "planea", "beabsichtigt", "تخطط", "có kế hoạch", "berencana".
  "prevoit|prevoyons|envisage|envisageons de|d",
  "planea|planeamos|preve|prevemos|pretende|pretendemos|planeja|planejamos|prevede|intende|intendiamo",
  "planen|beabsichtigt|beabsichtigen",
  "نخطط|تخطط|يخطط|تعتزم|نعتزم|يعتزم|تنوي|ننوي|ينوي|سعي|تسعي|نسعي|يسعي",
  // An application made, not yet granted: "تقدمنا في مارس بطلب للحصول على ترخيص".
  "تقدمنا|تقدمت|تقدم|قدمنا|قدمت ~4 بطلب",
  "طلب|بطلب للحصول",
  "ke hoach",
  "du kien",
  "du dinh",
  "berencana|merencanakan|berniat",
  "วาง|มี แผน",
  "планирует|планируем|планируют|намерен|намерена|намерены|собирается|собираемся|рассматривает|рассматриваем",
  "планує|плануємо|планують|розглядає|розглядаємо",
  "має|мають намір",
  // A future tense made with "will be": "будем привлекать раунд", "будемо залучати".
  "будем|будет|будут|будемо|буде|будуть",
  // Croatian and Serbian, Romanian, Greek plans and wishes, and their futures ("ćemo", "θα"; not Romanian "vom",
  // German's "von dem").
  "planiramo|planira|planiraju|namjeravamo|nameravamo|namjerava|nadamo|nadam|ocekujemo|zelimo|cemo",
  "planificam|planuim|intentionam|intentioneaza|speram|propunem|dorim",
  "σχεδιαζουμε|σχεδιαζει|σκοπευουμε|σκοπευει|ελπιζουμε|θα",
  // Hungarian, Latvian, Lithuanian and Estonian plans and wishes (not Hungarian "fog" nor Latvian "plano" alone:
  // English "fog", Portuguese "plano de saúde").
  "tervezzuk|tervezi|tervezik|szeretnenk|celunk|kivanunk|fogunk|fogjuk|fogja",
  "planojam|planoja|ceram|velamies|gatavojamies",
  "planuojame|planuoja|ketiname|ketina|tikimes|siekiame",
  "plaanime|plaanib|kavatseme|kavatseb|loodame|soovime",
];

/**
 * A later time told right after a launch's or a round's words, in the same stretch of the sentence: "we're launching a
 * port feed next quarter", "raising a seed later this year". Not after a comma: "launches Ledger, with Android next
 * year" launches now.
 */
export const LATER_CUES = [
  "next|coming quarter|month|year|season|spring|summer|fall|autumn|winter",
  "later this|next year|month|quarter|season|spring|summer|fall|autumn|winter",
  "in the coming|next few weeks|months|quarters",
  "early|late|mid next year|quarter",
];

/**
 * A priority named, not an event done, down a list of them: "our focus remains on our customers, on our expansion
 * in the United States and on …", "we are committed to the acquisition of". Read over the sentence before the event.
 */
export const PRIORITY_CUES = ["focus|focused|focuses|focusing|committed|priority|priorities ~12 on|to ?our|its|the $"];

/**
 * An event named and then said not to have happened, after its words: "a funding round we expected to close did not
 * come together", "the deal fell through", "the merger was called off".
 */
export const FAILED_AFTER_CUES = [
  "did|didn ?not|t|never come|came together|through",
  "did|didn ?not|t|never close|happen|materialise|materialize|go ahead|through",
  "never closed|happened|materialised|materialized",
  "fell|falls|fallen through",
  "was|were|has|have been called off",
  "failed to close|materialise|materialize|come together",
  // Turkish negates after the event, with its verb: "birleşme görüşmesi bulunmamaktadır", "yatırım turu planlamıyoruz".
  "~4 bulunmamaktadir|bulunmuyor|yoktur|planlamiyoruz|planlamiyor|degildir .,;:!$",
];

/**
 * Korean and Japanese end a clause on its predicate: a negation there negates the event before it ("…논의를 검토한 사실이
 * 없습니다", "資金調達を行う予定はありません").
 */
export const NEGATED_ENDINGS = [
  ...["없습니다", "없다", "없음", "없어", "않습니다", "않았습니다", "않았다", "않는다", "않음", "아닙니다", "아니다"],
  ...["ません", "ない", "なかった", "ないです"],
];
/** A question's ending where no "?" is written: "무엇을 준비해야 할까", "資金調達すべきか". */
export const ASKED_ENDINGS = ["까", "까요", "나요", "か", "かどうか"];
/**
 * Words ending as a question does that ask nothing: "のほか" (besides), "とか", "わずか", "確か", "なか" (amid), and
 * the Korean causal ending "-(으)니까" ("완료했으니까", because it was done), which "-습니까", "-입니까" still ask.
 */
export const NOT_ASKED = ["ほか", "とか", "わずか", "確か", "なか", "으니까", "하니까", "이니까", "되니까"];

/**
 * A plan said after the event's words, as Korean and Japanese put it: "투자 유치 추진", "투자 유치를 고민하는", "資金調達を
 * 検討".
 */
export const PLAN_AFTER_CUES = ["추진*|검토*|고민*", "検討*"];

/** Advice to the reader: a how-to, a lesson, "you should". */
const ADVICE_TO_ANYONE = [
  "how to",
  "tip|tips for|on",
  "lesson|lessons for|from",
  "guide to",
  "playbook",
  "should",
  "shouldn t",
  "must",
  "founders should",
  "when to",
];
/** Advice anywhere but in a release note, which speaks to its readers ("you can now …"). */
export const ADVICE_STRICT_CUES = ADVICE_TO_ANYONE;
export const ADVICE_CUES = [...ADVICE_TO_ANYONE, "you|your", "why you|founders|startups"];

/** The company speaking of itself after a piece of advice ("you should …, and we did"). */
export const SELF_CUES = ["we|our|us"];

/** A rumour, or another's report relayed ("a report said we are in talks to be acquired"). */
export const HEARSAY_CUES = [
  "rumor*|rumour*",
  "report* ~8 that",
  "story|stories|article|articles|piece|pieces|newsletter|newsletters|post|posts|report|reports|headline|headlines|" +
    "tweet|tweets|thread|threads said|says|claimed|claims|suggested|suggests|stated",
  "reportedly",
  "speculat*",
  "according to a|an|the|one report|article|story|outlet|source|newsletter",
  "claim|claims|claimed|claiming|alleg* that",
  "saying|said|says|suggesting|suggested that",
  "in ?advanced|early|exclusive talks",
  // Talks held are not a deal done: "Tripnest held talks to buy Ferrylane".
  "held|holding|hold|had ?early|preliminary|informal|exploratory|advanced talks|discussions",
  "gossip",
  "whisper|whispers",
];

/**
 * A sentence opening with a verb's bare form is an instruction ("Raise only when …", "Don't launch …"); not Hacker
 * News's label for a company's launch post ("Launch HN: Acme (YC F26) – …").
 */
export const IMPERATIVE_OPENERS = [
  "don t",
  "do not",
  "never|always|raise|launch|hire|sell|partner|merge|acquire|avoid|consider|remember|try !hn",
  "make sure",
];

/** The words a question opens with ("Should you raise?", "Why did Acme sell?"). */
export const QUESTION_OPENERS = ["should|would|could|can|do|does|did|is|are|will|why|how|what|when|who"];

/**
 * A question told, not asked: "someone asks Theo or me when Halfmoon is raising a Series A". The event it asks about
 * is not stated, unless its verb is past ("people ask how we raised our seed").
 */
export const ASKED_WHEN_CUES = ["ask|asks|asked|asking|wonder|wonders|wondered|wondering ~5 when"];

/** Verbs that attribute a sentence to someone ("according to TechCrunch", "said Jane Doe"). */
export const ATTRIBUTION_CUES = ["according|said|says|told|reported"];

/**
 * A press sentence resting on unnamed sources, wherever the attribution stands ("…, according to people familiar with
 * the matter", "sources said"): what it says is a rumour, not the company's statement.
 */
export const UNNAMED_SOURCE_CUES = [
  "people|person|persons|sources|source familiar|close with|to",
  "unnamed|anonymous|undisclosed source|sources|people|insiders",
  "sources said|say|says|told|report",
  "citing ~3 sources",
  "who asked not to be named",
  "speaking on condition of anonymity",
  // German reported speech: "Logistikkonzern soll Übernahme von Frachtraum prüfen", "Insidern zufolge".
  "soll|sollen ~4 prufen|erwagen|sondieren",
  "insidern zufolge",
  "laut insidern",
  "aus insiderkreisen",
];

/** A sentence that says its event is new: "today", "this week", "we're excited to announce". */
export const NOW_CUES = [
  "today|now|just",
  "this week|month|morning",
  "as of today",
  "as of this week",
  // Days or weeks ago: "a week ago, we signed …", "two weeks ago", "last week".
  "a|one|two|three|four|five|six|few|couple ?of day|days|week|weeks ago",
  "last week",
  // Whoever speaks: "we're excited to announce", "I'm proud to share that we have closed …".
  "excited|thrilled|proud|happy|delighted|pleased to announce|share",
  // Korean and Japanese: "이번 달, 저희는 …", "本日", "今月", "このたび".
  "이번 달|이번달|오늘|本日|今月|このたび",
  "announce|announces|announcing",
];

/** Words that recall the past: "back when", "years ago", "in the early days"; and in German, French, Spanish. */
export const RECALLED_CUES = [
  "back when|then",
  // "back in 2019", "back in March", "back in the day"; not investors "coming back in".
  "back in #integer",
  "back in january|february|march|april|may|june|july|august|september|october|november|december|the",
  "back in spring|summer|autumn|fall|winter",
  "year|years|decade|decades ago",
  "at the time",
  "in those days",
  "in our|the early days",
  "when we first|started",
  "looking back",
  "anniversary",
  "year|years since",
  "remember when",
  "used to",
  "first ?few year|years",
  "in hindsight",
  "at the beginning",
  "way back",
  "~1 year|years later",
  "since we|our founding|launch|start",
  "vor ~1 jahren",
  "damals",
  "il y a ~1 ans",
  "a l epoque",
  "hace ~1 anos",
  "en aquel entonces",
  // Russian and Ukrainian: "тогда", "в том же году", "того ж року", "N лет назад", "N років тому".
  "тогда|тоди",
  "в том же году",
  "того же года",
  "того ж|самого року",
  "~1 лет|года назад",
  "~1 років|роки тому",
  // Japanese and Korean, as the segmenter cuts them: "昨年8億円を調達", "3年前", "작년에", "지난해"; not a figure set
  // against last year's ("昨年比2倍").
  "昨年|去年 !比",
  "작년*|지난해*",
  "年前",
];

/**
 * Words before a date that make it a founding's or a span's bound, not the event's: "founded in 2019, Acme today
 * raised …", "since 2020", "gegründet 2018".
 */
export const FOUNDING_WORDS = new Set(
  "founded established started incorporated since through until gegrundet fonde fondee fundado fundada".split(" "),
);
/** Words right before a year that make it not the event's: a founding's, a span's, a launch's ("launched in 2020"). */
export const YEAR_BOUND_WORDS = new Set([...FOUNDING_WORDS, "launched", "by"]);
/** Words between those and the year: "founded in early 2019", "fondée en 2018", "mid-2020". */
export const YEAR_LEAD_WORDS = { season: new Set(["early", "late", "mid"]), preposition: new Set(["in", "en", "im"]) };
