/*
 * What tells the kind of a page, as data (docs/pipeline.md "Vocabulary is data"). Phrases are the phrase matcher's
 * (phrases.ts: `stem*`, `a|b`, `?optional`; a word's apostrophe splits it, so "d'abord" is "d abord"), matched by
 * cue-match.ts's anyPhrase over folded words. In a title, a numeral reads as the word "number" and a year (1900–2099)
 * as "year": "Ep. 25" is "ep number", "2023 in review" is "year in review".
 */

/** A small count as a title writes it ("Three years, two pivots"); a numeral is read as "number". */
const COUNTS = "one|two|three|four|five|six|seven|eight|nine|ten|number";

/**
 * The kinds of page read decides before any sentence (page-kind.ts): those for news (a press release, a changelog's
 * entry, a product's page, a farewell), and those whose events mean something else than news.
 */
export type PageKindName =
  | "press_release"
  | "changelog"
  | "product_page"
  | "farewell"
  | "engineering"
  | "tutorial"
  | "podcast"
  | "event_recap"
  | "advice"
  | "opinion"
  | "case_study"
  | "retrospective"
  | "roundup"
  | "job_post"
  | "legal"
  | "parked"
  | "joke";

const CASE_STUDY_FOLDERS = (
  "case-study case-studies customer-stories customers success-stories klantverhalen klantcases etudes-de-cas " +
  "cas-clients temoignages kundengeschichten fallstudien casos-de-exito casos-de-sucesso kundcase asiakastarinat"
).split(" ");
const CASE_STUDY_LABELS = (
  "case study|case studies|customer story|customer stories|success story|success stories|klantverhaal|klantverhalen|" +
  "klantcase|klantcases|etude de cas|etudes de cas|cas client|cas clients|temoignage client|temoignages clients|" +
  "kundengeschichte|kundenstory|fallstudie|erfolgsgeschichte|caso de exito|casos de exito|caso de estudio|" +
  "caso de sucesso|casi studio|caso di successo|kundcase|kundberattelse|kundehistorie|kundecase|asiakastarina"
).split("|");

/** Folders of an address that hold pages of a kind ("/engineering/", "/podcast/", "/customers/"), by kind. */
export const KIND_BY_FOLDER: [PageKindName, readonly string[]][] = [
  [
    "engineering",
    (
      "engineering eng tech technology dev developer developers under-the-hood infrastructure devblog tech-blog " +
      "engineering-blog"
    ).split(" "),
  ],
  // Episodes are also filed by number: "/ep12/", "/ep-12/" (page-kind.ts).
  ["podcast", "podcast podcasts episode episodes show shows".split(" ")],
  ["tutorial", "tutorial tutorials guide guides how-to howto learn docs academy cookbook".split(" ")],
  [
    "event_recap",
    "event events eventss recap recaps rekap conference conferences summit summits meetup meetups".split(" "),
  ],
  ["case_study", CASE_STUDY_FOLDERS],
  [
    "legal",
    "legal terms tos privacy policies policy gdpr dpa subprocessors sub-processors imprint impressum".split(" "),
  ],
  ["press_release", "press-releases press-release pressreleases pressrelease".split(" ")],
  ["opinion", "opinion opinions op-ed op-eds oped commentary columns viewpoint".split(" ")],
];

/**
 * The category a post is labelled with beside its title (a Ghost primary tag, a WordPress category badge:
 * "Engineering", "Podcast", "Case study") or before it in the title itself ("Opinion: …", "Podcast | …"), folded, by
 * kind.
 */
export const KIND_BY_LABEL: [PageKindName, readonly string[]][] = [
  ["engineering", ["engineering", "engineering blog", "under the hood", "infrastructure", "tech blog"]],
  ["podcast", ["podcast", "episode"]],
  // "Edukasi" and "Panduan" head Indonesian and Malay explainers as "Guides" do English ones.
  ["tutorial", ["tutorial", "tutorials", "guide", "guides", "how to", "education", "edukasi", "panduan"]],
  // "Rekap" and "Acara" (events) label Indonesian and Malay recaps as "Recap" and "Events" do English ones.
  ["event_recap", ["event recap", "events", "recap", "rekap", "acara"]],
  // The other languages' names too: "Klantverhaal", "Étude de cas", "Témoignage client", "Kundengeschichte".
  ["case_study", CASE_STUDY_LABELS],
  // A column arguing a view, labelled as newspapers and trade outlets do ("Opinion: …", "Op-ed | …"), in the
  // languages read: the companies it names are its examples, not its news.
  [
    "opinion",
    [
      ...["opinion", "op ed", "oped", "commentary", "column", "viewpoint", "guest post", "guest column", "meinung"],
      ...["kommentar", "gastbeitrag", "tribune", "opiniao", "opinione"],
    ],
  ],
];

/** Folders a job description is filed under ("/jobs/…", "/careers/…"): one, when its text reads as one. */
export const JOB_FOLDERS = "jobs job careers career positions openings vacancies join-us".split(" ");

/** A job description's own headings and calls ("What you'll do", "Requirements", "Apply now"): two make one. */
export const JOB_TEXT = [
  "what you ll do|bring",
  "what we re|we are looking for",
  "responsibilities|requirements|qualifications",
  "nice to have",
  "apply now|for this job|for this role|for this position",
  "about the role|position",
  "benefits and perks",
];

/** What a press release says of itself: its dateline's label, its media contact, its forward-looking disclaimer. */
export const PRESS_RELEASE_TEXT = [
  "for immediate release",
  "media|press contact|contacts|inquiries|enquiries",
  "forward-looking statements",
  "pressekontakt",
  "contact presse",
  "contacto de prensa",
];

/** A page's title that says the company or its product is closing: a farewell ("Goodbye from Acme", "Sunsetting X"). */
export const FAREWELL_TITLE = [
  "farewell|goodbye",
  "so long",
  "sunset|sunsetting|sunsets",
  "shutting|winding down",
  "we re|we are closing|shutting",
  "thank you and goodbye",
];

/** Titles of each kind, in the order they are tried. */
export const KIND_BY_TITLE: [PageKindName, readonly string[]][] = [
  // A policy's own page or its notice of change, in the languages the vocabulary reads ("We passen onze
  // privacyverklaring aan", "Änderungen unserer Datenschutzerklärung").
  [
    "legal",
    [
      "privacy|cookie policy|notice|statement|policies",
      "terms of service|use",
      "terms and conditions",
      "data processing agreement|addendum",
      "privacyverklaring|privacybeleid|cookiebeleid|cookieverklaring|datenschutzerklarung|datenschutzhinweise|agb",
      "algemene voorwaarden",
      "nutzungsbedingungen|impressum|cgv|cgu|integritetspolicy|anvandarvillkor|regulamin|privatlivspolitik",
      "politique de confidentialite|cookies",
      "conditions generales",
      "politica de privacidad|privacidade|cookies",
      "terminos y condiciones",
      "termos de uso",
      "informativa sulla privacy",
      "termini e condizioni",
      "polityka prywatnosci",
      // Japanese and Korean, as the segmenter cuts them: "プライバシーポリシー改定のお知らせ", "이용약관 변경 안내".
      "プライバシー ポリシー",
      "利用 規約",
      "個人 情報 保護 方針",
      "개인정보처리방침|이용약관|개인정보",
    ],
  ],
  // An interview or a talk told as such in Japanese, Korean, Russian, Ukrainian: "代表インタビュー", "대표 인터뷰".
  ["podcast", ["episode|podcast|listen", "ep number", "on the show", "インタビュー|対談|인터뷰|대담|интервью|інтервю"]],
  [
    "event_recap",
    [
      "recap",
      // Not from a place of its own ("notes from our Kano cluster" is a story of its work).
      "takeaways|highlights|notes from !our|my",
      "what we learned at",
      "live from",
      "what we saw|heard",
      "day|days one|two|number at|of",
      "our|a|two|three|number week|weekend|day|days|time|night at",
      "live year",
      "demo day",
      // Reported in the European languages: "Lo que nos llevamos de Nerdearla", "Retour sur VivaTech", "Rückblick".
      "lo que nos llevamos|aprendimos|vimos de|en",
      "resumen|cronica de|del",
      "nuestro paso por",
      "o que aprendemos|levamos|vimos no|na|em",
      "nossa passagem pelo|pela",
      "ce que nous retenons|avons retenu|avons appris de|du|a",
      "retour sur",
      "compte rendu|compte-rendu",
      "ruckblick|nachlese",
      "highlights vom|von",
      "was wir ~3 mitgenommen|gelernt",
      "cosa abbiamo imparato a|al",
      "resoconto",
      "terugblik op",
      "wat we leerden op",
      // A talk or a stand reported in Japanese and Korean: "登壇レポート", "데모데이 참가 후기".
      "登壇|参加|出展 レポート",
      "참가|참여 후기",
      "데모데이",
      // An exhibition announced, a webinar replayed: "出展のお知らせ", "[웨비나 다시보기]", "セミナーレポート".
      "出展 の お知らせ",
      "出展 の ご 案内",
      "ウェビナー|セミナー|イベント レポート",
      "웨비나|세미나 다시보기|후기",
      "전시회|박람회 참가",
    ],
  ],
  [
    "engineering",
    [
      "postmortem",
      "post-mortem",
      "incident report|review",
      "deep dive",
      "under the hood",
      "how we built|scaled|migrated|debugged|rewrote|made|cut|handle|use",
      // How a system does something, in the present: "How we launch workers", "How we merge schedules".
      "how we|i launch|merge|acquire|ship|deploy|run|schedule|route|store|sync|index|cache|retry|queue|test|shard",
      "benchmark|benchmarks|benchmarking|architecture|refactor*|migrat*|debugg*|latency|throughput|postgres",
      "kubernetes|rust|golang|typescript|database|lock|locks|concurrency|queue|compiler|memory",
    ],
  ],
  [
    "tutorial",
    [
      ...["how to", "a guide to", "tutorial", "step-by-step", "getting started", "cheatsheet", "cheat sheet"],
      // The same in the languages read: "le mode d'emploi de l'appel 2026", "Leitfaden", "guía práctica".
      ...["mode demploi", "guide pratique", "tutoriel", "anleitung", "leitfaden", "schritt fur schritt"],
      ...["guia practica|pratica", "paso a paso", "passo a passo", "handleiding", "stappenplan"],
    ],
  ],
  [
    "advice",
    [
      "advice|tips|lessons|mistakes|playbook",
      "what founders|i should|wish",
      "should you",
      "why you should",
      "for founders",
      "guide for",
      // Lessons told of a past event: "Seven things I'd do differently raising our seed", "What we learned".
      "do|did differently",
      "what|things i|we learned|learnt|wish",
    ],
  ],
  [
    "retrospective",
    [
      "two|three|four|five|six|seven|eight|nine|ten|number|year years of|in|at|since",
      // A count of years that heads a list of what they held: "Three years, two pivots and one spreadsheet".
      `^ ${COUNTS} years ${COUNTS}`,
      "anniversary|birthday|retrospective",
      "looking back",
      "look back",
      // A look back at the company's own mistakes: "Two years of selling to hospitals: what we got wrong".
      "what i|we got wrong|right",
      "year in review",
      "our story|journey so far",
      "how we got here",
      "the summer|winter|spring|autumn|fall|year|week|day|night|month we|i|that",
      "nearly|almost sold|shut|died|closed|lost|quit",
      "nearly|almost ran out",
      "the story of",
      // The story of a past event told as how it was done: "How we raised our seed round", "How I hired our first ten".
      "how we|i raised|closed|landed|hired|sold|won|signed|found|got",
      // A year's letter to users and investors: "Our 2026 letter: what we built", "Annual letter", "Year-end recap".
      "our|the|a #integer letter|recap|wrapped",
      "annual|yearly letter|recap",
      "year-end letter|recap",
      "what we built|learned",
      // The same in the other languages read: "Cinco años de Mandadito", "Dix ans de …", "Zehn Jahre …", "Jubiläum".
      "dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|#integer anos de|con|en",
      "deux|trois|quatre|cinq|six|sept|huit|neuf|dix|#integer ans de|avec",
      "zwei|drei|vier|funf|sechs|sieben|acht|neun|zehn|#integer jahre",
      // "Tre år med Søvna", "Fem år med …", "Tien jaar …", "dette har vi lært".
      "to|tva|tre|fire|fyra|fem|seks|sex|syv|sju|otte|atta|ni|nio|ti|tio|#integer ar med|siden|sedan",
      "twee|drie|vier|vijf|zes|zeven|acht|negen|tien|#integer jaar",
      "dette|det har vi laert|lart",
      "aniversario|anniversaire|anniversario|jubilaum|jubileum|jubilaeum",
    ],
  ],
  [
    "roundup",
    [
      "roundup",
      "round up",
      "portfolio news|newss|update|updates",
      "news from our|the portfolio|community|ecosystem",
      "this week|month in",
      "funding news",
      "who raised",
    ],
  ],
  ["case_study", ["case study", "customer story", "how ~2 uses|used|cut|saved|scaled"]],
];

/** Words of a systems' text: six different ones make a text an engineering write-up, whatever its title. */
export const TECH_WORDS = new Set(
  (
    "kubernetes k8s cluster node nodes pod pods container containers cpu memory latency throughput p99 p95 database " +
    "postgres mysql redis kafka queue query queries index indexes terraform ansible docker instance instances vm vms " +
    "server servers replica replicas shard shards cache caching api endpoint endpoints rps ci pipeline build " +
    "compiler runtime heap thread threads mutex lock locks schema migration migrations backfill observability " +
    "grafana prometheus incident outage rollback queues partition partitions pgbouncer ingestion failover sharding"
  ).split(" "),
);
/** Beginnings of systems' words: "deploys", "deployment", "autoscaling". */
export const TECH_STEMS = ["deploy", "autoscal"];
/** Systems' phrases of several words. */
export const TECH_PHRASES = ["request|requests per second", "load balancer", "garbage collect*", "on call"];

/** The beginnings and ends of a line of code rather than prose (case as written: "SELECT", "def "). */
export const CODE_LINE_ENDS = ["{", "}", ";"];
export const CODE_LINE_OPENERS = [
  ...["$ ", ">>> ", "def ", "fn ", "func ", "const ", "let ", "import ", "git ", "#include"],
  ...["SELECT ", "UPDATE ", "INSERT ", "CREATE ", "BEGIN", "COMMIT"],
];

/** What a podcast's page says of itself. */
export const PODCAST_TEXT = ["transcript", "show notes", "subscribe on apple podcasts", "subscribe on spotify"];

/**
 * What a domain parking or for-sale page says (GoDaddy, Sedo, Afternic, Dan.com, HugeDomains and registrars' own
 * placeholders): the company's website is no longer its own.
 */
export const PARKED = [
  // An alternative is one word ("is|may"): phrases of several words are listed each on its own.
  "this|the domain ?name is ?now for sale",
  "this|the domain ?name may be ?now for sale",
  "buy|purchase this domain",
  "make an offer on this domain",
  "inquire about this domain",
  "domain ?name for sale",
  "this domain ?name has been registered|parked",
  "parked free|domain",
  "courtesy of godaddy|namecheap|sedo",
  "related searches",
  "is for sale on dan com",
  "is for sale on afternic|sedo|hugedomains",
  // The marketplaces' landers, in their own words.
  "a godaddy brand|company",
  "buyer protection program",
  "hassle-free payments",
  "diese domain steht zum verkauf|kaufen",
  "ce nom de domaine est a vendre",
  "este dominio esta a la venta",
];

/** A post that says it is a joke (April Fools', a Friday-the-13th gag): none of its events happened. */
export const JOKE = [
  "this|it is|was ?just|only a joke|prank|gag",
  "this post|article|page|announcement is|was ?just|only a|an joke|prank|gag|parody",
  "this post|article|page|announcement is|was satire|satirical|parody",
  "a satirical post|piece",
  "april fool*|fools",
  "poisson d avril",
  "aprilscherz",
  "just kidding",
  "nothing about the company has changed",
  "nothing has actually changed",
];

/** A post that says it was published before, or is a translation of an earlier one: it tells what was news then. */
export const REPUBLISHED = [
  // German: "erschien zuerst", "deutsche Fassung unseres Beitrags", "ursprünglich veröffentlicht".
  "erschien zuerst|ursprunglich|erstmals",
  "deutsche|englische|franzosische|spanische fassung|version|ubersetzung",
  "fassung|version unserer|unseres|des ankundigung|beitrags|artikels",
  "ursprunglich|zuerst erschienen|veroffentlicht",
  "ubersetzung unseres|des",
  // French: "paru d'abord", "traduction de notre", "publié à l'origine".
  "paru d abord|initialement",
  "paru pour la premiere fois",
  "traduction de notre",
  "traduction francaise de",
  "publie|publiee initialement",
  "publie|publiee a l origine",
  "publie|publiee pour la premiere fois",
  // Spanish: "apareció primero", "versión en español de nuestro", "publicado originalmente".
  "aparecio primero|originalmente",
  "aparecio por primera vez",
  "version ?en ?espanol de nuestro|nuestra",
  "publicado|publicada originalmente",
  "publicado|publicada por primera vez",
  // English: "originally published", "English version of our", "a translation of our post".
  // Of a post, not of the product ("a Spanish version of the app" is a launch).
  "english|german|french|spanish version|translation of our|the|a|this ?original post|article|announcement|blog|piece",
  "originally|first published|appeared|posted",
  // "We're republishing a post from March 2023", "republished from our archive".
  "republish|republishing|republished *3 post|posts|article|piece|from",
  "this post|article was|first published|appeared",
  "translation of our|the|a post|article",
];

/**
 * A shop's own furniture, which every store platform makes a product page of: a gift card, a voucher. A store rebuilt
 * on another platform gains one ("Gift card" on Shopify): no new product.
 */
export const STORE_FURNITURE_TITLE = [
  "^ ?digital gift card|cards|certificate|certificates|voucher|vouchers _—–:$",
  "^ e-gift card|cards|voucher|vouchers _—–:$",
  "^ geschenkgutschein|gutschein|gutscheine|geschenkkarte $",
  "^ carte|cartes|cheque|cheques cadeau|cadeaux $",
  "^ tarjeta|tarjetas regalo $",
  "^ cartao|cartoes|vale presente $",
  "^ cadeaubon|cadeaukaart $",
];
