import { placeOf } from "./places";
import { isDigits, words } from "../../../text";

/*
 * The words a careers page is read with, as data: what a role's title, a job card's class names, a
 * role page's path, a card's detail line and a jobs list's heading say. Each table is looked up by
 * folded word (src/text) or by the lower-cased text as a whole; extract/jobs.ts reads pages with them.
 */

/** Words a role's title has (English, German, French, Spanish), folded: "Ingénieure" is "ingenieure". */
const ROLE_NOUNS = new Set(
  (
    "ingeniero ingeniera ingenieros ingenieras ingenieur ingenieurin ingenieure developpeur developpeuse " +
    "desarrollador desarrolladora desarrolladores entwickler entwicklerin disenador disenadora designerin analista " +
    "gerente jefe jefa responsable directeur directrice director directora leiter leiterin leitung werkstudent " +
    "werkstudentin praktikant praktikantin becario becaria stagiaire alternant alternante comercial commercial " +
    "commerciale engineer developer designer manager lead head vp president chief officer scientist analyst " +
    "specialist representative rep executive associate intern internship recruiter architect coordinator " +
    "consultant writer editor marketer counsel accountant technician operator administrator sre devops researcher " +
    "advocate strategist principal generalist assistant agent programmer ceo cto cfo coo cpo cmo cro success " +
    "apprentice mechanic machinist controller bookkeeper owner " +
    // Portuguese, Italian, Dutch, Swedish, Polish, folded ("Engenheiro(a) de firmware", "Técnico(a) de instalação").
    "engenheiro engenheira desenvolvedor desenvolvedora executivo executiva tecnico tecnica diretor diretora " +
    "coordenador coordenadora especialista vendedor vendedora estagiario estagiaria assistente consultor consultora " +
    "ingegnere sviluppatore sviluppatrice responsabile direttore direttrice medewerker ontwikkelaar adviseur " +
    "stagiair utvecklare saljare inzynier programista specjalista kierownik " +
    // Trades and frontline roles.
    "roaster buyer driver nurse chef cook baker barista packer picker electrician installer welder carpenter " +
    "plumber cashier clerk courier dispatcher pilot teacher tutor therapist pharmacist physician mechanic"
  ).split(" "),
);
/** Word beginnings of a role ("Vertriebsleiter", "Vertriebsmitarbeiterin"). */
const ROLE_PREFIXES = ["vertrieb"];

/** Whether a title names a role: one of its words is a role's noun. */
export function hasRoleNoun(text: string): boolean {
  return words(text).some((w) => ROLE_NOUNS.has(w) || ROLE_PREFIXES.some((p) => w.startsWith(p)));
}

/** Words of a role at VP, Chief, President or Director level, and the two-word ones ("head of", "general manager"). */
const SENIOR_WORDS = new Set(
  (
    "vp svp evp chief director president ceo cto cfo coo cpo cmo cro " +
    "directora diretor diretora directeur directrice direttore direttrice presidente geschaftsfuhrer " +
    "geschaftsfuhrerin vd direktor direktorin johtaja"
  ).split(" "),
);
const SENIOR_PAIRS = new Set(["head of", "general manager"]);
/**
 * Heads written as the end of a compound in the Nordic and German languages: "Driftchef" (plant manager),
 * "Ekonomichef", "Vertriebsleiter", "toimitusjohtaja" (chief executive), "tuotantopäällikkö".
 */
const SENIOR_TAILS = ["chef", "leiter", "leiterin", "johtaja", "paallikko", "direktor"];

/** A role at VP, Head of, Chief … or Director level. */
export function isSeniorRole(title: string): boolean {
  const ws = words(title);
  return ws.some(
    (w, i) =>
      SENIOR_WORDS.has(w) ||
      SENIOR_PAIRS.has(`${w} ${ws[i + 1]}`) ||
      SENIOR_TAILS.some((t) => w.length > t.length + 2 && w.endsWith(t)),
  );
}

/** Link texts and counters that are no role's title ("View all jobs", "12 open roles"), lower case. */
const NOT_TITLES = new Set([
  "apply",
  "apply now",
  "learn more",
  "read more",
  "view all",
  "view job",
  "view jobs",
  "view role",
  "view roles",
  "view details",
  "view opening",
  "view openings",
  "see all",
  "see more",
  "see details",
  "career",
  "careers",
  "jobs",
  "open roles",
  "all jobs",
  "back",
  "benefits",
  "our values",
]);
/** What a count of roles counts ("12 roles", "3 open positions"). */
const COUNTED = new Set(["roles", "positions", "jobs", "openings", "vacancies"]);

/** Whether a (whitespace-collapsed) title is a link's call to action or a count of roles rather than a role. */
export function isNotATitle(title: string): boolean {
  const t = title.toLowerCase();
  if (NOT_TITLES.has(t) || t.startsWith("life at ")) return true;
  const [count, ...rest] = t.split(" ");
  const counted = rest[0] === "open" ? rest.slice(1) : rest;
  return isDigits(count ?? "") && counted.length === 1 && COUNTED.has(counted[0]!);
}

/**
 * Class-name words of a job card (`job`, `opening`, Greenhouse's `opening`, Lever's `posting`, Workable's
 * `whr-item`), each also with a plural "s".
 */
const JOB_CLASS_WORDS = new Set([
  ...["job", "jobs", "position", "opening", "vacancy", "posting", "role", "career"],
  // Sites built in their own language name their cards so ("vaga", "vacante", "vacature", "stelle", "offre").
  ...["vaga", "vacante", "vacature", "stelle", "offre", "oferta", "posizione"],
]);
/** Class-name words of a part of a card rather than the card (`job-title`, `posting-categories`, `job-location`). */
const JOB_PART_WORDS = new Set(
  (
    "title name heading meta location locations department team date posted age link detail details info header " +
    "body footer tag tags badge label category categories type salary apply btn button cta count description " +
    "summary icon"
  ).split(" "),
);
/** Class-name words of a page's section, which a careers page names so too (`careers-hero`, `section-careers`). */
const SECTION_WORDS = new Set(["hero", "banner", "intro", "section", "perks", "benefits"]);
/** Class-name words of a card of any kind (`card`, `item`, Webflow's `w-dyn-item`). */
const CARD_CLASS_WORDS = new Set(["card", "item"]);
/** Class-name words of a card's place and team. */
const LOCATION_CLASS_WORDS = new Set(["location", "locations", "city", "office", "place", "workplace"]);
const TEAM_CLASS_WORDS = new Set(["team", "department", "dept", "group", "function"]);
/** Class-name words of a card's title (`job-title`, `posting-name`). */
const TITLE_CLASS_WORDS = new Set(["title", "name", "position"]);

/** A class name's words, split where `-` or `_` joins them (`job-card__title` → job, card, "", title). */
function classWords(c: string): string[] {
  return c.replaceAll("_", "-").split("-");
}

const ITEM = new Set(["item"]);
const plural = (w: string, set: Set<string>) => set.has(w) || (w.endsWith("s") && set.has(w.slice(0, -1)));

/** A class saying job/opening/posting (`job`, `job-card`, `opening`, `whr-item`). */
export function isJobClass(c: string): boolean {
  const ws = classWords(c);
  return ws.some(
    (w, i) =>
      (plural(w, JOB_CLASS_WORDS) && !placesOnScreen(w, ws[i + 1])) || (w === "whr" && plural(ws[i + 1] ?? "", ITEM)),
  );
}

/** A class that places an element on the screen (`_brlbs-position-center`, `position-fixed`), not a job's position. */
function placesOnScreen(word: string, next: string | undefined): boolean {
  return word === "position" && SCREEN_PLACES.has(next ?? "");
}
const SCREEN_PLACES = new Set(["center", "centre", "top", "bottom", "left", "right", "fixed", "absolute", "relative"]);

/**
 * A part of a job card rather than the card: a BEM element (`job-card__title`) or a class ending in a
 * part's word (`job-title`, `posting-categories`). Every element of such a card says "job"; only the card is one role.
 */
function isCardPartClass(c: string): boolean {
  const ws = classWords(c);
  return c.includes("__") || (ws.length > 1 && JOB_PART_WORDS.has(ws.at(-1)!));
}

export function isJobCardClass(c: string): boolean {
  return isJobClass(c) && !isCardPartClass(c) && !classWords(c).some((w) => SECTION_WORDS.has(w));
}

/** A card of any kind (`card`, `item`, `w-dyn-item`), or a job card; not one of its parts. */
export function isCardClass(c: string): boolean {
  return isJobCardClass(c) || (classWords(c).some((w) => CARD_CLASS_WORDS.has(w)) && !isCardPartClass(c));
}

export const isLocationClass = (c: string) => classWords(c).some((w) => LOCATION_CLASS_WORDS.has(w));
export const isTeamClass = (c: string) => classWords(c).some((w) => TEAM_CLASS_WORDS.has(w));
export const isTitleClass = (c: string) => classWords(c).some((w) => TITLE_CLASS_WORDS.has(w));

/**
 * Path segments under which a site keeps its roles' own pages (`/careers/<slug>`), in English, German
 * (`/stellen/…`), French (`/offres/…`) and Spanish (`/empleo/…`), lower case.
 */
const JOB_PATH_SEGMENTS = new Set(
  (
    "career careers job jobs position positions opening openings role roles vacancies karriere stellen " +
    "stellenangebote offre offres offre-d-emploi offres-d-emploi emploi emplois carriere carrieres recrutement " +
    "empleo empleos vacantes ofertas trabajo trabajos"
  ).split(" "),
);

/** A role's own page: a jobs segment followed by another (`/careers/backend-engineer`). */
export function isJobPath(pathname: string): boolean {
  const parts = pathname.split("/");
  return parts.some((p, i) => i > 0 && !!parts[i + 1] && JOB_PATH_SEGMENTS.has(p.toLowerCase()));
}

/** Teams a card's detail line names ("Engineering · Remote"), lower case. */
const TEAMS = new Set([
  "engineering",
  "product",
  "design",
  "sales",
  "marketing",
  "operations",
  "ops",
  "finance",
  "people",
  "hr",
  "legal",
  "data",
  "research",
  "support",
  "customer success",
  "customer support",
  "g&a",
  "growth",
  "it",
  "security",
  "hardware",
  "software",
  "manufacturing",
  "business development",
  "partnerships",
  "recruiting",
  "talent",
  "field operations",
  "robotics",
  "ai",
  "machine learning",
  "platform",
  "infrastructure",
]);
export const isTeamName = (s: string) => TEAMS.has(s.toLowerCase());

/** Words of a place a card's detail names without naming a city ("Remote", "EMEA", "US"). */
const PLACE_WORDS = new Set(
  (
    "remote hybrid onsite anywhere worldwide global emea apac americas us usa uk eu europe " +
    // How other languages say where a role works ("Híbrido", "Presencial", "Remoto", "Télétravail", "Zdalnie").
    "remoto remota hibrido hibrida presencial ibrido teletrabajo teletravail hybride telearbeit zdalnie distans"
  ).split(" "),
);
/** "Berlin, Germany", "São Paulo, SP": a capitalised place, a comma, a capitalised region. */
const CITY_AND_REGION = /^\p{Lu}[\p{L} .'-]+,\s*\p{Lu}[\p{L} .'-]+$/u;

/** Whether a detail names a place: a place word, "City, Region", or a city or country the places table knows. */
export function isPlaceDetail(s: string): boolean {
  const ws = words(s);
  if (ws.some((w, i) => PLACE_WORDS.has(w) || (w === "on" && ws[i + 1] === "site")) || CITY_AND_REGION.test(s))
    return true;
  return placeOf(s) !== null;
}

/** Card text that is neither the team nor the place: contract type, badges, calls to action; lower case. */
const NOT_DETAILS = new Set(
  (
    "full-time|full time|fulltime|part-time|part time|parttime|contract|contractor|temporary|permanent|freelance|" +
    "internship|new|hot|featured|apply|apply now|view|details|learn more|→|›"
  ).split("|"),
);
/** Words of a posting's age ("Posted 3 days ago", "today"). */
const AGE_WORDS = new Set(["posted", "ago", "today", "yesterday"]);

/** Whether a detail says nothing of team or place: a contract type, a badge, a posting's age or a date. */
export function isNotADetail(s: string): boolean {
  if (NOT_DETAILS.has(s.toLowerCase())) return true;
  // A year ("2026", "12/03/2026") dates the posting.
  return words(s).some((w) => AGE_WORDS.has(w) || (w.length >= 4 && isDigits(w)));
}

/** Headings over a list of roles ("Open positions", "We're hiring", "Join our team"), as folded phrases. */
const JOBS_HEADING_PHRASES = [
  "open roles",
  "open positions",
  "current openings",
  "current vacancies",
  "current roles",
  "current positions",
  "job openings",
  "were hiring",
  "now hiring",
  "join us",
  "join the team",
  "join our team",
  "vacancies",
  "opportunities",
];
/** A heading that is only one of these words. */
const JOBS_HEADING_WORDS = new Set(["jobs", "roles", "positions", "openings"]);

export function isJobsHeading(text: string): boolean {
  const ws = words(text);
  const padded = ` ${ws.join(" ")} `;
  return (
    JOBS_HEADING_PHRASES.some((p) => padded.includes(` ${p} `)) || (ws.length === 1 && JOBS_HEADING_WORDS.has(ws[0]!))
  );
}
