/*
 * The words a site's links use for its pages, as data: the path segments, link labels (folded phrases, matched as
 * whole words by src/text) and subdomains of each kind of page. English first, then the German, French and Spanish
 * words such sites use ("Neuigkeiten", "Karriere", "Über uns", "Actualités", "Recrutement", "Noticias", "Empleo", …),
 * then Portuguese, Italian, Dutch, Swedish, Danish and Polish ("Sobre nós", "Carreiras", "Werken bij", "Chi siamo"),
 * and the Arabic, Vietnamese, Thai and Malay of sites in the Middle East and South-East Asia ("الأخبار", "Tin tức"),
 * and the Balkans', Romania's, Greece's, Quebec's and East Africa's ("Novosti", "Despre noi", "Νέα", "Blogue"), and
 * Hungary's and the Baltics' ("Hírek", "Jaunumi", "Naujienos", "Uudised").
 */

export type Category = "blog" | "careers" | "team" | "pricing" | "customers";

export interface Keywords {
  /** Path segments, strongest first (earlier = higher score). */
  segments: string[];
  /** Link labels, folded ("what s new" is "What's new", "uber uns" is "Über uns"). */
  labels: string[];
  /** Subdomains that mean this category (blog.acme.com, jobs.acme.com). */
  subdomains: string[];
}

const BLOG: Keywords = {
  segments: [
    ...["blog", "news", "newsroom", "updates", "press", "journal", "insights", "articles", "posts", "stories"],
    ...["changelog", "writing", "essays", "letters", "releases", "release-notes", "whats-new", "what-s-new"],
    ...["resources", "media", "announcements", "notes"],
    ...["neuigkeiten", "aktuelles", "presse", "actualites", "actualite", "nouveautes", "noticias", "prensa"],
    ...["novedades", "magazin"],
    ...["novidades", "imprensa", "notizie", "novita", "nieuws", "nyheter", "aktualnosci", "nyheder", "nytt"],
    ...["sala-de-prensa", "sala-de-imprensa", "comunicados", "uutiset", "tiedotteet", "berita", "pengumuman"],
    ...["haberler", "basin", "novinky", "aktuality", "tiskove-zpravy", "nyhetsrom"],
    // Dutch, Nordic and Finnish rooms: "/pers", "/blogg", "/aktuelt", "/pressmeddelanden", "/ajankohtaista".
    ...["pers", "persberichten", "actueel", "blogg", "aktuelt", "aktuellt", "pressmeddelanden", "pressemeldinger"],
    ...["pressemeddelelser", "ajankohtaista", "blogi"],
    // What's new, as "Nieuw", "Wat is nieuw", "Quoi de neuf", "Was ist neu".
    ...["nieuw", "wat-is-nieuw", "quoi-de-neuf", "was-ist-neu"],
    ...["tin-tuc", "bai-viet", "thong-cao-bao-chi", "tin-moi", "الأخبار", "الاخبار", "أخبار", "اخبار", "المدونة"],
    ...["المركز-الإعلامي", "ข่าว", "ข่าวสาร", "บทความ", "siaran-pers", "kenyataan-media", "bai-bao"],
    // Catalan, Italian, Spanish, Turkish, Romanian and Hebrew rooms: "/noticies", "/sala-stampa", "/duyurular".
    ...["noticies", "actualitat", "premsa", "sala-de-premsa", "novetats", "sala-stampa", "comunicati-stampa"],
    ...["comunicati", "actualidad", "duyurular", "basin-bultenleri", "stiri", "noutati", "comunicate"],
    ...["חדשות", "עדכונים", "בלוג"],
    // Croatian, Serbian, Bosnian, Romanian, Greek, Bulgarian, Quebec French and Swahili rooms: "/novosti", "/vesti",
    // "/blogue", "/communiques", "/nouvelles", "/presa", "/nea", "/новини", "/habari".
    ...["novosti", "vijesti", "vesti", "objave", "aktualnosti", "za-medije", "saopstenja", "priopcenja"],
    ...["blogue", "communiques", "communiques-de-presse", "salle-de-presse", "nouvelles", "presa", "nea"],
    ...["νέα", "νεα", "ειδήσεις", "ειδησεις", "ανακοινώσεις", "ανακοινωσεις", "новини", "блог", "habari"],
    // Hungarian, Latvian, Lithuanian and Estonian rooms: "/hirek", "/jaunumi", "/naujienos", "/uudised".
    ...["hirek", "sajto", "sajtokozlemenyek", "jaunumi", "zinas", "preses-relizes", "naujienos", "spaudai"],
    ...["tinklarastis", "uudised", "pressiteated", "ajaveeb"],
    // Swiss German rooms: "/medien", "/medienmitteilungen".
    ...["medien", "medienmitteilungen", "mitteilungen"],
    // "In the media" in French, Spanish, Portuguese and Italian: "/medias", "/dans-les-medias", "/na-midia".
    ...["medias", "dans-les-medias", "revue-de-presse", "medios", "en-los-medios", "midia", "na-midia"],
    "rassegna-stampa",
  ],
  labels: [
    ...["blog", "news", "newsroom", "press", "updates", "changelog", "journal", "writing", "essays", "letters"],
    ...["release notes", "releases", "what s new", "whats new", "resources", "stories"],
    ...["neuigkeiten", "aktuelles", "presse", "actualites", "nouveautes", "noticias", "prensa", "novedades"],
    ...["novidades", "imprensa", "notizie", "novita", "nieuws", "nyheter", "aktualnosci", "nyheder", "nytt"],
    ...["sala de prensa", "sala de imprensa", "comunicados", "uutiset", "tiedotteet", "berita", "pengumuman"],
    ...["haberler", "basin", "novinky", "aktuality", "tiskove zpravy"],
    ...["pers", "persberichten", "actueel", "blogg", "aktuelt", "aktuellt", "pressmeddelanden", "pressemeldinger"],
    ...["pressemeddelelser", "ajankohtaista", "blogi"],
    ...["nieuw", "wat is nieuw", "quoi de neuf", "was ist neu"],
    ...["tin tuc", "bai viet", "thong cao bao chi", "tin moi", "الاخبار", "اخبار", "اخر الاخبار", "المدونه"],
    ...["المركز الاعلامي", "ข่าว", "ข่าวสาร", "บทความ", "siaran pers", "kenyataan media", "بيانات صحفيه"],
    ...["noticies", "actualitat", "premsa", "sala de premsa", "novetats", "sala stampa", "comunicati stampa"],
    ...["comunicati", "actualidad", "duyurular", "basin bultenleri", "stiri", "noutati", "comunicate"],
    ...["חדשות", "עדכונים", "בלוג"],
    ...["novosti", "vijesti", "vesti", "objave", "aktualnosti", "za medije", "saopstenja", "priopcenja", "blogue"],
    ...["communiques", "communiques de presse", "salle de presse", "nouvelles", "presa", "comunicate de presa"],
    ...["νεα", "ειδησεις", "ανακοινωσεις", "δελτια τυπου", "новини", "блог", "habari"],
    ...["hirek", "sajto", "sajtokozlemenyek", "jaunumi", "zinas", "preses relizes", "naujienos", "spaudai"],
    ...["tinklarastis", "uudised", "pressiteated", "ajaveeb", "medien", "medienmitteilungen", "mitteilungen"],
    ...["medias", "dans les medias", "revue de presse", "en los medios", "na midia", "rassegna stampa"],
    // Japanese and Korean, as the word segmenter cuts them ("プレスリリース" is プレス リリース).
    ...["お知らせ", "ニュース", "プレス リリース", "ニュース リリース", "뉴스", "보도자료", "공지사항"],
  ],
  subdomains: ["blog", "news", "press", "changelog", "updates"],
};

const CAREERS: Keywords = {
  segments: [
    ...["careers", "jobs", "career", "join-us", "join", "joinus", "hiring", "work-with-us", "openings", "open-roles"],
    ...["positions", "karriere", "stellenangebote", "stellen", "carrieres", "carriere", "recrutement", "emplois"],
    ...["nous-rejoindre", "rejoignez-nous", "empleo", "empleos", "trabaja-con-nosotros", "unete", "carreras"],
    ...["vacantes", "trabajos", "trabaja-con-nos", "busquedas", "sumate", "unite"],
    ...["carreiras", "vagas", "trabalhe-conosco", "lavora-con-noi", "posizioni-aperte", "werken-bij", "vacatures"],
    ...["karriar", "karriär", "jobba-hos-oss", "kariera", "praca", "oferty-pracy", "ura", "rekry", "tyopaikat"],
    ...["karier", "lowongan", "kariyer", "recruit", "saiyo", "tuyen-dung", "co-hoi-nghe-nghiep", "viec-lam"],
    ...["kerjaya", "jawatan-kosong", "وظائف", "الوظائف", "انضم-إلينا", "สมัครงาน", "ร่วมงานกับเรา"],
    ...["karijera", "karijere", "posao", "poslovi", "zaposlenje", "cariere", "cariera", "locuri-de-munca"],
    ...["καριερα", "καριέρα", "θεσεις-εργασιας", "кариери", "ajira", "nafasi-za-kazi"],
    ...["karrier", "allasok", "allasajanlatok", "karjera", "vakances", "darbo-skelbimai", "karjaar", "toopakkumised"],
  ],
  labels: [
    ...["career", "careers", "jobs", "join us", "join the team", "join our team", "were hiring", "open roles"],
    ...["open positions", "work with us", "karriere", "stellenangebote", "offene stellen", "carriere", "carrieres"],
    ...["recrutement", "nous rejoindre", "rejoignez nous", "empleo", "trabaja con nosotros", "unete", "vacantes"],
    ...["empleos", "trabajos", "carreras", "busquedas abiertas", "sumate", "sumate al equipo"],
    ...["carreiras", "vagas", "trabalhe conosco", "lavora con noi", "posizioni aperte", "werken bij", "vacatures"],
    ...["karriar", "jobba hos oss", "kariera", "praca", "oferty pracy", "ura", "rekry", "avoimet tyopaikat"],
    ...["karier", "lowongan", "kariyer", "採用", "採用 情報", "채용"],
    ...["tuyen dung", "co hoi nghe nghiep", "viec lam", "kerjaya", "jawatan kosong", "وظايف", "الوظايف"],
    ...["انضم الينا", "สมัคร งาน", "ร่วม งาน กับ เรา"],
    ...["karijera", "karijere", "posao", "poslovi", "zaposlenje", "otvorene pozicije", "cariere", "cariera"],
    ...["locuri de munca", "καριερα", "θεσεις εργασιας", "кариери", "ajira", "nafasi za kazi"],
    ...["karrier", "allasok", "allasajanlatok", "karjera", "vakances", "darbo skelbimai", "karjaar", "toopakkumised"],
  ],
  subdomains: ["careers", "jobs", "karriere"],
};

const TEAM: Keywords = {
  segments: [
    ...["team", "our-team", "people", "leadership", "founders", "about-us", "about", "who-we-are", "company"],
    // A company's story page, its timeline and founders: "/our-story", "/story".
    ...["our-story", "story"],
    ...["ueber-uns", "uber-uns", "über-uns", "unternehmen", "a-propos", "qui-sommes-nous", "equipe"],
    ...["sobre-nosotros", "nosotros", "quienes-somos", "equipo"],
    ...["sobre", "sobre-nos", "quem-somos", "chi-siamo", "over-ons", "wie-zijn-wij", "om-oss", "om-os", "o-nas"],
    ...["equipa", "yritys", "meista", "tiimi", "tentang-kami", "tim", "hakkimizda", "ekip", "tym"],
    ...["doi-ngu", "ve-chung-toi", "gioi-thieu", "tentang", "pasukan", "فريقنا", "الفريق", "من-نحن"],
    ...["เกี่ยวกับเรา", "ทีมงาน"],
    ...["o-nama", "despre-noi", "despre", "echipa", "σχετικα", "ομαδα", "за-нас", "kuhusu-sisi", "kuhusu"],
    ...["rolunk", "csapat", "csapatunk", "par-mums", "komanda", "apie-mus", "meist", "meeskond"],
  ],
  labels: [
    ...["team", "people", "leadership", "founders", "about", "who we are", "uber uns", "ueber uns", "unternehmen"],
    ...["our story"],
    ...["a propos", "qui sommes nous", "equipe", "sobre nosotros", "quienes somos", "equipo"],
    ...["sobre", "sobre nos", "quem somos", "chi siamo", "over ons", "wie zijn wij", "om oss", "om os", "o nas"],
    ...["equipa", "yritys", "meista", "tiimi", "tentang kami", "hakkimizda", "ekip", "tym"],
    ...["会社 概要", "チーム", "役員 紹介", "회사소개", "팀"],
    ...["doi ngu", "ve chung toi", "gioi thieu", "tentang", "pasukan", "فريقنا", "الفريق", "فريق العمل", "من نحن"],
    ...["เกี่ยว กับ เรา", "ทีม งาน"],
    ...["o nama", "despre noi", "echipa", "σχετικα με εμας", "ποιοι ειμαστε", "η ομαδα", "за нас", "kuhusu sisi"],
    ...["rolunk", "csapat", "csapatunk", "par mums", "komanda", "apie mus", "meist", "meeskond"],
  ],
  subdomains: [],
};

const PRICING: Keywords = {
  segments: [
    ...["pricing", "plans", "price", "prices", "preise", "tarife", "tarifs", "prix", "precios", "planes"],
    ...["precos", "planos", "prezzi", "piani", "prijzen", "tarieven", "priser", "cennik"],
    ...["hinnasto", "hinnat", "harga", "fiyatlandirma", "fiyatlar", "cenik", "ceny"],
    ...["bang-gia", "الأسعار", "الاسعار", "الباقات", "ราคา"],
    // What a payments or money app calls its prices: "/fees", "Gebühren", "frais", "tarifas", "taxas".
    ...["fees", "gebuehren", "gebuhren", "frais", "tarifas", "comisiones", "taxas", "commissioni"],
    ...["cijene", "cene", "cjenik", "cenovnik", "preturi", "τιμες", "τιμολογηση", "цени"],
    ...["arak", "arazas", "cenas", "kainos", "hinnad", "hinnakiri"],
  ],
  labels: [
    ...["pricing", "plans", "preise", "tarife", "tarifs", "prix", "precios", "planes"],
    ...["precos", "planos", "prezzi", "piani", "prijzen", "tarieven", "priser", "cennik"],
    ...["hinnasto", "hinnat", "harga", "fiyatlandirma", "fiyatlar", "cenik", "料金", "料金 プラン", "요금"],
    ...["bang gia", "الاسعار", "الباقات", "ราคา"],
    ...["fees", "our fees", "gebuhren", "frais", "tarifas", "comisiones", "taxas", "commissioni"],
    ...["cijene", "cene", "cjenik", "cenovnik", "preturi", "τιμες", "τιμολογηση", "цени"],
    ...["arak", "arazas", "cenas", "kainos", "hinnad", "hinnakiri"],
  ],
  subdomains: [],
};

const CUSTOMERS: Keywords = {
  segments: [
    ...["customers", "case-studies", "customer-stories", "clients", "success-stories", "case-study", "kunden"],
    ...["referenzen", "temoignages", "clientes", "casos-de-exito", "clienti", "klanten", "kunder", "klienci"],
    ...["asiakkaat", "referenssit", "pelanggan", "musteriler", "reference", "case"],
    ...["khach-hang", "عملاؤنا", "عملاونا", "ลูกค้า"],
    // A brand's stockists are its customers: the shops and chains that carry it.
    ...["stockists", "stockist", "where-to-buy", "find-us", "store-locator", "retailers", "haendler", "handler"],
    ...["points-de-vente", "ou-acheter", "donde-comprar", "puntos-de-venta", "onde-comprar", "dove-acquistare"],
    ...["verkooppunten", "forhandlere", "aterforsaljare", "jalleenmyyjat"],
    ...["klijenti", "studii-de-caz", "πελατες", "клиенти", "wateja"],
    ...["ugyfeleink", "ugyfelek", "klienti", "klientai", "kliendid"],
  ],
  labels: [
    ...["customers", "case study", "case studies", "customer stories", "clients", "kunden", "referenzen"],
    ...["temoignages", "clientes", "casos de exito", "clienti", "klanten", "kunder", "klienci"],
    ...["asiakkaat", "referenssit", "pelanggan", "musteriler", "導入 事例", "고객사례"],
    ...["khach hang", "عملاونا", "ลูกค้า"],
    ...["stockists", "where to buy", "find us in stores", "store locator", "find a store", "retailers", "handler"],
    ...["points de vente", "ou acheter", "donde comprar", "puntos de venta", "onde comprar", "dove acquistare"],
    ...["verkooppunten", "forhandlere", "aterforsaljare", "jalleenmyyjat"],
    ...["klijenti", "studii de caz", "πελατες", "клиенти", "wateja"],
    ...["ugyfeleink", "ugyfelek", "klienti", "klientai", "kliendid"],
  ],
  subdomains: [],
};

export const KEYWORDS: Record<Category, Keywords> = {
  blog: BLOG,
  careers: CAREERS,
  team: TEAM,
  pricing: PRICING,
  customers: CUSTOMERS,
};

/** First path segments of a product's pages (`/product`, `/solutions/retail`, `/plattform`, `/fonctionnalites`). */
export const PRODUCT_SEGMENTS = [
  ...["product", "products", "solutions", "solution", "platform", "features", "feature"],
  // A studio names its product section by what it makes: its games, its apps.
  ...["games", "apps", "spiele", "jeux", "juegos", "jogos", "giochi"],
  ...["produkt", "produkte", "loesungen", "losungen", "plattform", "funktionen"],
  ...["produit", "produits", "fonctionnalites", "plateforme"],
  ...["producto", "productos", "soluciones", "plataforma", "funcionalidades"],
];

/** Press rooms, by path segment, in the languages read ("/presse", "/sala-de-prensa", "/dans-les-medias"). */
const PRESS_ROOMS = [
  ...["press", "media", "presse", "prensa", "imprensa", "pers", "persberichten", "pressmeddelanden"],
  ...["pressemeldinger", "pressemeddelelser", "sala-de-prensa", "sala-de-imprensa", "comunicados", "tiedotteet"],
  ...["basin", "tiskove-zpravy", "nyhetsrom", "siaran-pers", "kenyataan-media", "thong-cao-bao-chi"],
  ...["المركز-الإعلامي", "premsa", "sala-de-premsa", "sala-stampa", "comunicati-stampa", "comunicati"],
  ...["basin-bultenleri", "comunicate", "za-medije", "saopstenja", "priopcenja", "communiques"],
  ...["communiques-de-presse", "salle-de-presse", "presa", "ανακοινώσεις", "ανακοινωσεις", "sajto"],
  ...["sajtokozlemenyek", "preses-relizes", "spaudai", "pressiteated", "medien", "medienmitteilungen"],
  ...["mitteilungen", "medias", "dans-les-medias", "revue-de-presse", "medios", "en-los-medios", "midia", "na-midia"],
  ...["rassegna-stampa"],
];

/** Kinds of news page, by path segment: one of each kind is read. */
export const NEWS_KINDS: Record<string, string> = {
  ...Object.fromEntries(PRESS_ROOMS.map((segment) => [segment, "press"])),
  blog: "blog",
  journal: "blog",
  insights: "blog",
  articles: "blog",
  posts: "blog",
  writing: "blog",
  essays: "blog",
  letters: "blog",
  notes: "blog",
  news: "news",
  newsroom: "news",
  announcements: "news",
  updates: "updates",
  "whats-new": "updates",
  "what-s-new": "updates",
  changelog: "changelog",
  releases: "changelog",
  "release-notes": "changelog",
  resources: "resources",
  stories: "stories",
  neuigkeiten: "news",
  aktuelles: "news",
  actualites: "news",
  actualite: "news",
  noticias: "news",
  magazin: "blog",
  nouveautes: "updates",
  novedades: "updates",
  novidades: "news",
  notizie: "news",
  novita: "news",
  nieuws: "news",
  actueel: "news",
  blogg: "blog",
  aktuelt: "news",
  aktuellt: "news",
  ajankohtaista: "news",
  blogi: "blog",
  nyheter: "news",
  nyheder: "news",
  nytt: "news",
  aktualnosci: "news",
  uutiset: "news",
  berita: "news",
  pengumuman: "news",
  haberler: "news",
  novinky: "news",
  aktuality: "news",
  "tin-tuc": "news",
  "tin-moi": "news",
  "bai-viet": "blog",
  الأخبار: "news",
  الاخبار: "news",
  أخبار: "news",
  اخبار: "news",
  المدونة: "blog",
  ข่าว: "news",
  ข่าวสาร: "news",
  บทความ: "blog",
  noticies: "news",
  actualitat: "news",
  novetats: "updates",
  actualidad: "news",
  duyurular: "news",
  stiri: "news",
  noutati: "news",
  חדשות: "news",
  עדכונים: "updates",
  בלוג: "blog",
  novosti: "news",
  vijesti: "news",
  vesti: "news",
  objave: "news",
  aktualnosti: "news",
  blogue: "blog",
  nouvelles: "news",
  nea: "news",
  νέα: "news",
  νεα: "news",
  ειδήσεις: "news",
  ειδησεις: "news",
  новини: "news",
  блог: "blog",
  habari: "news",
  hirek: "news",
  jaunumi: "news",
  zinas: "news",
  naujienos: "news",
  tinklarastis: "blog",
  uudised: "news",
  ajaveeb: "blog",
};

/** Words of a link's label that name its kind of news ("Press", "Our stories"). */
export const NEWS_KIND_LABELS = ["blog", "news", "press", "changelog", "updates", "releases", "resources", "stories"];

/**
 * What a site's menu calls its blog: a short label naming the blog, news, newsletter, changelog, journal, updates or
 * release notes, a founder's notes ("Blog", "Our blog ↗", "Newsletter", "Engineering blog", "Founder's notes").
 */
export const BLOG_LABELS = [
  ...["blog", "news", "newsletter", "changelog", "journal", "updates", "release notes"],
  ...["what s new", "whats new"],
  // A founder's writing: "Founder's notes", "Letters", "Dispatches", "Essays".
  ...["notes", "letters", "dispatches", "essays"],
];
/** Labels of links to other people's writing about the company (press mentions), not its own. */
export const MENTION_LABELS = [
  ...["in the news", "featured", "as seen", "seen in", "press", "mention", "mentions", "coverage", "podcast"],
  "review",
];
/** How surely a label names the company's own blog; other labels rank 3. */
export const LABEL_RANK: Record<string, number> = { blog: 8, newsletter: 6, news: 5, journal: 5 };

/** Hosts that are profiles or stores, not a blog the company writes (LinkedIn newsletters refuse bots anyway). */
export const NOT_A_BLOG_HOSTS = [
  ...["linkedin.com", "x.com", "twitter.com", "facebook.com", "instagram.com", "youtube.com", "youtu.be"],
  ...["tiktok.com", "threads.net", "discord.gg", "discord.com", "t.me", "github.com", "apps.apple.com"],
  ...["play.google.com", "producthunt.com", "crunchbase.com", "g2.com", "capterra.com"],
];

/** Job boards beside the ones we read (extract/boards.ts) that host a company's careers page on their domain. */
export const OTHER_ATS_HOSTS = [
  ...["wellfound.com", "angel.co", "workatastartup.com", "recruitee.com", "bamboohr.com", "personio.de"],
  "teamtailor.com",
];

/** Where blogs engines put feeds (WordPress /feed, Jekyll /feed.xml, Hugo /index.xml, ...), likeliest first. */
export const COMMON_FEED_PATHS = ["feed", "feed.xml", "rss.xml", "atom.xml", "index.xml"];

/** A link's last path segment that is a feed (`/feed`, `/rss.xml`), and labels of a link to one ("RSS"). */
export const FEED_NAMES = ["feed", "rss", "atom", "feed.xml", "rss.xml", "atom.xml"];
export const FEED_EXTENSIONS = ["rss", "atom"];
export const FEED_LABELS = ["rss", "atom", "feed"];

/** Extensions of files a link may point to, never a page to read. */
export const FILE_EXTENSIONS = [
  ...["pdf", "png", "jpg", "jpeg", "gif", "svg", "webp", "zip", "mp4", "mp3", "css", "js", "ico"],
];

/** Extensions of a page's own path (`/blog.html`, `/news.php`): the segment is the page's name without them. */
export const PAGE_EXTENSIONS = ["html", "htm", "php"];

/** Query parameters that say where a click came from, not which post (beside every `utm_…`): Medium adds `?source=`. */
export const CLICK_SOURCE_PARAMS = ["source", "ref", "ref_src", "fbclid", "gclid", "mc_cid", "mc_eid", "r"];
