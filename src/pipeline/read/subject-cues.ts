/*
 * Who a statement is about, as data (docs/pipeline.md "Vocabulary is data"): words that name the company speaking, a
 * group of others, a deal's parties. Word sets hold words as written in lower case (apostrophes as "'": "we've");
 * phrases are the phrase matcher's (phrases.ts: `stem*`, `a|b`, `?optional`, `~N`), matched by cue-match.ts.
 */

/** Words that name a round's investors at the start of an event's words ("led by Northzone", "with participation"). */
export const INVESTOR_CUES = [
  "with participation",
  "?co-led by",
  "new investor|investors",
  "join|joins our|the cap table",
  "round|funding|financing|investment ~6 ?co-led by",
  // The same in the other languages read: "liderada por", "menée par", "angeführt von", "guidato da", "geleid door".
  "liderada|encabezada|coliderada|liderado|capitaneada|menee|mene|codirigee|angefuhrt|gefuhrt|guidato|guidata|geleid " +
    "por|par|von|da|door",
];

/** The company's own founder or chief named as such ("our CEO", "our co-founders"). */
export const OUR_FOUNDER = ["our ceo|cto|founder|founders|cofounder|cofounders", "our co-founder|founders"];
/**
 * A founder's title, in the languages read: with the company's name beside it ("Оксана Гриценко, співзасновниця
 * Vezha", "Ana Ruiz, cofundadora de Lumbre") it names one of the company's founders, whatever her name is written in.
 */
export const FOUNDER_TITLES = [
  "founder|founders|cofounder*|fundador*|cofundador*|fondateur*|fondatrice*|cofondat*|fondator*|grunder*|" +
    "mitgrunder*|oprichter*|medeoprichter*|kurucu*|засновни*|співзасновни*|основател*|сооснователь*",
  "co-founder|founders",
];

/** A word set of words as written, in lower case ("We've" is "we've"): see `wordKey` in subject.ts. */
const wordSet = (entries: string) => new Set(entries.split(" "));

/** The company speaking in the plural, in English, German, French and Spanish: "we", "our", "wir", "nous". */
const WE =
  "we us our ours wir uns nous notre nos nosotros nuestro nuestra nuestros nuestras wij ons onze nosso nossa " +
  "nossos nossas noi nostro nostra nostri nostre vi vores";
/** "We" in Arabic, Vietnamese ("chúng tôi", whose first word a sentence opens with), Indonesian, Thai and Hebrew. */
const WE_ELSEWHERE = "نحن chúng kami kita เรา אנחנו";
/**
 * "Our" in Czech, Slovak, Polish, Ukrainian and Russian, and the Czech, Slovak and South Slavic "we are" of a past
 * told in the first person ("jsme se rozhodli ukončit provoz": we decided to close; "smo zaključili krog"). Not
 * Romanian's, written after its noun ("clientul nostru": our customer), where the noun says who.
 */
const OUR_CENTRAL_EASTERN =
  "náš naše naši našich našeho nasz nasza nasze naszą naszej naszego naszym наш наша наше наші наши";
const WE_CENTRAL_EASTERN = `jsme sme smo ми мы ${OUR_CENTRAL_EASTERN}`;
/** "We have" opening a past told in the first person: "Abbiamo raggiunto …", "Hemos cerrado …", "Temos …". */
const WE_HAVE = "abbiamo hemos temos";
/** Words by which the company speaks of itself: "we" and its contractions, and the "I" of a founder. */
export const SELF = wordSet(
  `${WE} we've we're we'll we'd ourselves i i've i'm i'd me my ${WE_ELSEWHERE} ${WE_CENTRAL_EASTERN} ${WE_HAVE}`,
);
/** Words of the company's own possession ("our approvals" is a thing of the company's, not another party). */
export const OUR = wordSet(
  "our notre nos nuestro nuestra nuestros nuestras onze ons nosso nossa nossos nossas nostro nostra nostri nostre " +
    `vores ${OUR_CENTRAL_EASTERN}`,
);
/** The German "unser", "unsere", "unserem" … as a word's beginning. */
export const SELF_STEMS = ["unser"];
/** Nouns for the company itself after "our" or "the" ("our team", "the company"). */
export const SELF_NOUNS = wordSet(
  "company startup team business firm founder founders ceo board management leadership " +
    // The same after "das", "die", "la", "el", "het": "das Unternehmen", "die Geschäftsführung", "la empresa".
    "unternehmen geschäftsführung geschäftsleitung vorstand empresa compañía dirección bedrijf onderneming directie",
);
/**
 * The company's nouns that Polish, Czech, Indonesian and Malay, without articles, open a sentence with for the company
 * itself: "Spółka podpisała umowę", "Společnost získala grant", "Perusahaan juga menghentikan operasional".
 */
export const BARE_SELF_NOUNS = wordSet("spółka společnost perusahaan syarikat");
/** "The" and "this" before the company's nouns, in the languages read ("das Unternehmen", "la empresa"). */
export const THE = wordSet("the this das die der la el het");
/**
 * Words after which a German noun, capitalised as every German noun is, is not the sentence's subject: a dative or
 * genitive article, a preposition, a number ("mit dem Betriebsrat", "bis Mitte 2027", "für sechs Monate").
 */
export const GERMAN_NOUN_MARKERS = wordSet(
  "dem den des einem einen eines zum zur im vom beim bis mit für über nach seit gegen ohne ab " +
    "zwei drei vier fünf sechs sieben acht neun zehn elf zwölf",
);
/** Determiners that make the company's nouns anyone's ("a founder", "any startup", "every company"). */
export const GENERIC = wordSet("a an any every each some ein eine un une uno una um uma een");
/** Words before the event naming someone else: a customer, a partner, a competitor, people in general. */
export const OTHERS = wordSet(
  "customer customers client clients partner partners competitor competitors rival rivals investor investors " +
    "portfolio startup startups companies founders friend friends guest guests peer peers user users vendor vendors " +
    "supplier suppliers they them their you your everyone many most other others someone somebody anyone he she his " +
    "her " +
    // The same parties in the other languages read: "onze klant", "unser Kunde", "notre client", "nuestro cliente".
    "klant klanten kunde kunden client cliente clientes clienti kund kunder investeerder investeerders investor " +
    "investoren investisseur investisseurs inversor inversores investidor investidores concurrent concurrenten " +
    "konkurrent konkurrenten concurrente concurrentes " +
    // Friends, as a post congratulating them calls them: "i nostri amici di Tutorami", "nuestros amigos de …".
    "amici amiche amigos amigas amis amies freunde freunden vrienden amics investitori clienti " +
    // Partners, rivals and suppliers: "nos partenaires de Cargomax", "nuestros socios", "i nostri fornitori".
    "partenaire partenaires socio socios parceiro parceiros partnerzy partneri partnerii partnerit partnerem " +
    "concurrents competidor competidores concorrente concorrenti concorrentes konkurenci konkurence " +
    "fournisseur fournisseurs proveedor proveedores fornecedor fornecedores fornitore fornitori leverancier " +
    "leveranciers lieferant lieferanten dostawca dostawcy " +
    // Customers, partners and friends where "our" comes before them ("nasz klient", "náš zákazník", "наш клієнт") or
    // after ("clientul nostru", "prietenii noștri").
    "klient klienta klienci klientem klientów zákazník zákazníka zákazníci zákazníků klientka клієнт клієнти " +
    "клиент клиенты партнер партнери партнеры clientul clienții clientului partenerul partenerii prietenii " +
    "prietenul investitorii",
);
/** Capitalised words that name no one: sentence openers, months, days, titles, the event's own words. */
export const NOT_A_NAME = wordSet(
  "the a an this that these those today yesterday tomorrow now then after before when while with in on at by for " +
    "from and but so as it its it's there here over since earlier later last next finally also together series " +
    "seed round funding ceo cto cfo coo cmo cro cpo vp head chief president director founder cofounder co-founder " +
    "monday tuesday wednesday thursday friday saturday sunday january february march april may june july august " +
    "september october november december q1 q2 q3 q4 update news announcing introducing welcome welcoming big new " +
    "januar februar märz juni juli oktober dezember " +
    "our we i us mr ms mrs dr " +
    // Articles and pronouns that open a sentence in the other languages read: "Het", "Die", "Le", "Det".
    "het de een dit dat deze wij onze ons der die das ein eine wir unser unsere le la les un une nous notre nos el " +
    "los las una nosotros nuestro nuestra o os um uma nos nosso nossa il lo gli noi nostro nostra det den et vi " +
    "vores vart var " +
    // Demonstratives opening a sentence: "Esta mañana compartí …", "Este año …", "Nesta semana …", "Diese Woche …".
    "este esta estos estas ese esa eso esto esse essa isso isto neste nesta dieser diese dieses cette " +
    // Italian's and the South Slavic languages': "Questa settimana …", "Ovaj tjedan …", "Ta teden …".
    "questa questo questi queste quest ovaj ova ovo ove ovog ovoj ovom ta ti te to taj " +
    // "Now", "today", "yesterday" opening a sentence in those languages, as they write them: "Ahora tus cupones …",
    // "Heute startet …", "Tänään julkaisimme …".
    "ahora hoy ayer agora hoje ontem jetzt heute gestern maintenant aujourd hier ora oggi adesso ieri nu vandaag " +
    "gisteren idag igår nyt nå tänään eilen teraz dzisiaj dziś wczoraj dnes včera kini i dag " +
    // "Last" opening a sentence: "Vorige week reed …", "Letzte Woche …", "Pasado mes …", "Förra veckan …".
    "vorige vorig afgelopen letzte letzten vergangene vergangenen pasado pasada passado passada scorso scorsa förra " +
    "sidste forrige viime " +
    // Adverbs joining a sentence to the last: "Daarmee laden nu …", "Inzwischen nutzen …", "Ainsi, …".
    "daarmee daarom daarnaast inmiddels ondertussen sindsdien damit daher außerdem inzwischen mittlerweile ainsi " +
    "désormais así además asimismo assim além " +
    // Conjunctions opening a sentence: "Por isso, …", "Mas o mercado mudou", "Però …", "Quindi …", "Aber …".
    "por mas porém então pero però quindi perciò pertanto aber donc mais ama fakat ancak " +
    // And in Croatian, Serbian and Slovenian: "Zato sem vesel …", "Zbog toga …", "Stoga …", "Ali …".
    "zato zbog stoga dakle ali zaradi torej",
);
/** Who puts money into a round: on the company's own site, its backers ("our existing investors are putting in …"). */
export const BACKERS = wordSet("investor investors backer backers angels vcs shareholders");
/** A venture fund an investor closes ("has closed its second fund at $120 million", "Fund II"): theirs, not a round. */
export const INVESTORS_FUND = [
  "its|their first|second|third|fourth|fifth|new|latest|debut|next fund",
  "fund ii|iii|iv|v|vi",
];
/**
 * Words joining two names ("Brindle and Ferngate are combining", "Kadrowo oraz Grafikon", "Oyunhane ve Kaleo", "Nông
 * Trại Số và Tập đoàn Phúc Sinh").
 */
export const JOINERS = wordSet("and & und et y e en och og i oraz ve dan ja và");
/**
 * Lower-case words inside an organisation's name: "Banque Cantonale du Valais", "Cassa di Risparmio di Asti", and the
 * kind of organisation Vietnamese writes before a name ("Tập đoàn Phúc Sinh", "Công ty Nông Trại Số", "Ngân hàng …").
 */
export const NAME_PARTICLES = wordSet("of du de des di del della dei van von der đoàn ty hàng");
/** The grammatical subjects that name no one ("it", "this"). */
export const NO_ONE = wordSet("it its we i this that there");

/** Words that open an aside between commas ("Quarrystone, which has used our app since spring, raised …"). */
export const ASIDE_OPENERS = ["which|who|whose|where|a|an|the", "one of", "based|headquartered|founded in"];
/** A round the company calls its own: "closed our seed round", "our Series A". */
export const OUR_ROUND_WORDS = ["our ?first ?own seed|round|series|funding|financing|raise"];
/** Articles of the other languages read opening an apposition after a name ("Serraviva, la startup veronese …, ha"). */
export const APPOSITION_ARTICLES = [
  "la|le|les|l|il|lo|el|los|las|un|une|una|uno|der|die|das|ein|eine|het|een|os|um|uma",
];
/** Prepositions before a place named in an apposition ("la startup veronese … de Monterrey", "aus Köln"). */
export const PLACE_PREPOSITIONS = wordSet("de di da do du en em in a à aus von from of");

/**
 * A customer relying on the company, said of whoever relies ("Nordmark Bank setzt auf Kontextwerk", "Ardent Mutual
 * standardizes on Sparrowhawk"): the company must be what is relied on, never the one relying ("Wir setzen auf
 * Qualität").
 */
export const RELIES_ON = [
  "setzt|setzen|setzte|setzten auf*",
  "standardizes|standardises|standardized|standardised on*",
];

/** The first word of a leadership statement whose actor is the employer: it appoints, hires, promotes, names. */
export const EMPLOYER_ACTS = ["appoint*|hire*|promot*|welcom*|name|names|named"];

/**
 * The words of a deal the company can be the object of (acquired, merged, partnered with, selected by), in English,
 * German, French, Spanish, Portuguese, Dutch and Italian.
 */
export const PARTY_WORDS = [
  "acqui*|merg*|buy*|bought*|snap*|scoop*|swallow*|combin*|partner*|integrat*|select*|chosen*|adopt*|deploy*",
  "choos*|chose*|deal*|contract*|agreement*|welcom*|pilot*|customer*|client*|takeover*|pick*|standardi*|tap*|enlist*",
  "rolling|rolls|rolled out*",
  "case study*",
  "part of*",
  "team|teams up*",
  "join|joins forces*",
  // "Ashdown Coffee is joining Parcel Roast": the company named as who it joins is the buyer.
  "joining|joins|joined*",
  "went|goes live*",
  // German: übernimmt, Übernahme, Teil der, Fusion, Kooperation, Partnerschaft.
  "ubernimm*|ubernomm*|ubernahm*|fusion*|kooperation*|partnerschaft*|kauft*|kaufte*",
  "teil der*|des*",
  // French: rachète, rachat, rejoint, intègre.
  "rachet*|rachat*|rejoint*|integre*",
  // Spanish: adquiere, adquisición, fusión, se une a, alianza, colabora.
  "adquier*|adquiri*|adquisici*|alianza*|colabora*|adjudic*",
  "se une a*",
  // A customer choosing the company: elige, escoge, confía a; choisit; sceglie, ha scelto.
  "elig*|escog*|seleccion*|confia*|confio*|choisi*|scegli*|scelg*|scelt*",
  // Portuguese, Dutch, Italian: chooses, rolls out, takes over, partnership, acquisition, merger.
  "kiest*|koos*|rolt*|rolde*|samenwerk*|partnerschap*|overgenomen*|overname*|neemt*|fuseert*|parceria*|escolhe*",
  "adota*|adotou*|adquir*|aquisi*|fusao*|compra*|acquisi*|fusione*|accordo*",
  // Swedish, Danish, Norwegian: förvärvar, overtager, opkøbt, kjøpt, fusionerer, partnerskab.
  "forvarv*|overtag*|overtar*|opkob*|oppkjop*|kjop*|kob*|fusjon*|partnerskab*|partnerskap*|samarbejd*|samarbeid*",
  "del af*|av*",
  // An acqui-hire's team is the company's: "hires the team behind Lintel".
  "hire|hires|hired|hiring ?the|its ~2 team behind*",
  // Russian and Ukrainian: придбала, купила, приобрела, поглотила, слияние, партнерство, співпраця.
  "придба*|купил*|купив*|купу*|покупа*|приобре*|поглин*|поглот*|слияни*|злитт*|партнерств*|сотрудничеств*|співпрац*",
  // Swedish, Dutch, Finnish, Czech, Turkish, Indonesian, Japanese and Korean deals and takeovers.
  "avtal*|overeenkomst*|sopimu*|smlouv*|anlasma*|kerja*|akuisisi*|diakuisisi*|提携*|買収*|인수*|협약*",
  "valitsi*|valitsee*|valinnut*|alian*|aliaron*",
  // French "s'associe à", Italian "si allea con".
  "associe*|associent*|allea*",
];
/** "we acquire a lock", "we merged the branch": words of a deal whose object must be an organisation. */
export const ACQUIRE_OR_MERGE = ["acquir*|merg*"];
/** The company as the object of the deal ("acquired by", "merges with"). */
export const ACQUIRED_OR_MERGED_WITH = ["acquired by", "merg* with"];
export const MERGED_WITH = ["merg* with"];
/** A merger's verb, whose parties may both be its subject ("A and B to merge", "A and B combine"). */
export const MERGE_VERBS = ["merg*|combin*|fusion*|fusionier*|fusionner|fusionar"];
/** A thing of the company's that joins, is acquired or becomes part of another ("our app is now part of …"). */
export const JOINS_ANOTHER = ["part of", "acqui*|merg*|join*"];
/**
 * The company speaking anywhere in a sentence: "we", "our", "unser", "nous", "nuestro"; and where "we" is not a word
 * of its own, its forms: Arabic's "نحن" and the "-نا" it joins to a verb or a noun ("قررنا", "فريقنا"), Vietnamese's
 * "chúng tôi", Indonesian's "kami", Thai's "เรา".
 */
export const SELF_SPEAKS = [
  [...WE.split(" "), ...SELF_STEMS.map((stem) => `${stem}*`), "نحن", "*نا", "kami", "เรา"].join("|"),
  "chung toi",
];
/** An organisation described after the event's words: "a Berlin-based startup", "the leading provider". */
export const ORGANISATION_DESCRIBED = [
  "a|an|the ~2 company|startup|firm|business|competitor|rival|group|provider|maker|platform",
];
/** Lead words between the event's words and the organisation it names ("acquired by Stripe"). */
export const OBJECT_LEADS = { single: wordSet("by with of"), the: "the" };

/** Legal suffixes a company's name is written with and its text leaves out ("Acme, Inc." is "Acme"). */
export const LEGAL_SUFFIXES = wordSet(
  "inc llc ltd gmbh sas sa bv ag corp corporation limited co aps asa ab oy nv plc pty srl spa sarl kg ug 株式会社 주식회사",
);

/** Buying into a company: "invests in", "co-owner of", "a stake in", "invierte US$120,000 en". */
export const INVESTS_IN = [
  "invests|invested|investing in*",
  "co-owner*",
  "part-owner*",
  "shareholder*",
  "stake in*",
  "invierte|invirtio|invertira|investe|investiu|investira ~5 en|em|na|no",
];
