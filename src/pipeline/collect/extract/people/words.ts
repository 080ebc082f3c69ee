/*
 * The words a team page is read with, as data: what a person's name never holds, the particles it may, the words of
 * a role, and the class-name words of a person's card, its name and its role (matched by dom.ts hasClassWord).
 */

/** Words that make a heading a section's, a company's or a product's, never a person's name ("Meet the team"). */
export const NAME_STOPWORDS = new Set([
  ...["team", "our", "meet", "the", "about", "founders", "founder", "co-founder", "cofounder", "leadership"],
  ...["company", "careers", "contact", "us", "board", "advisors", "advisor", "investors", "people", "blog", "news"],
  ...["join", "read", "more", "learn", "view", "profile", "home", "and", "with", "of", "for", "to", "in", "at", "on"],
  ...["by", "products", "product", "pricing", "customers", "story", "mission", "values", "who", "we", "are", "what"],
  ...["do", "why", "how", "management", "executive", "directors", "leaders", "staff", "partners", "press", "jobs"],
  ...["open", "roles", "hiring", "engineering", "sales", "marketing", "operations", "design", "research", "support"],
  ...["inc", "inc.", "ltd", "llc", "gmbh", "robotics", "labs", "technologies", "capital", "ventures", "platform"],
  ...["api", "ceo", "cto", "coo", "cfo"],
  // A timeline's milestones: "Series A", "Seed round", "First fleet contract".
  ...["series", "seed", "round", "funding", "founded", "launch", "first", "contract", "approval"],
]);

/** Lower-case words a name holds between its capitalised ones ("Ana de la Cruz", "Ludwig van Beethoven"). */
export const NAME_PARTICLES = new Set([
  ...["de", "da", "di", "du", "del", "della", "der", "den", "van", "von", "la", "le", "bin", "al", "el", "dos", "das"],
  "y",
]);

/** Titles before a name, with or without their dot ("Dr. Jane Doe"). */
export const HONORIFICS = new Set(["dr", "prof", "mr", "mrs", "ms"]);

/**
 * Degrees, licences and honours written after a name ("Dr. Priya Raman, MD", "Aaron Pike, PT, DPT, OCS"), folded
 * without their dots: part of how a clinic or a firm writes the name, not a role.
 */
export const CREDENTIALS = new Set([
  ...["md", "phd", "dphil", "do", "dds", "dmd", "dpt", "pt", "ocs", "rn", "np", "pa-c", "pharmd", "mbbs", "mbchb"],
  ...["frcs", "frcp", "mrcp", "facs", "facc", "mph", "msc", "bsc", "ma", "mba", "cpa", "cfa", "jd", "esq", "llm"],
  ...["pe", "peng", "rd", "lcsw", "obe", "mbe", "cbe", "fcca", "aca", "acca"],
]);

/** Words of a role, folded ("Head of Growth", "Co-founder & CTO", "Recruiting Lead"); `recruit…` by its start. */
export const ROLE_WORDS = new Set([
  ...["ceo", "cto", "coo", "cfo", "cpo", "cmo", "cro", "vp", "svp", "evp", "chief", "founder", "cofounder"],
  ...["founding", "president", "chair", "chairman", "chairwoman", "chairperson", "director", "head", "lead"],
  ...["manager", "engineer", "developer", "designer", "scientist", "researcher", "partner", "advisor", "adviser"],
  ...["investor", "officer", "principal", "associate", "analyst", "architect", "product", "operations", "marketing"],
  ...["sales", "growth", "finance", "legal", "counsel", "talent", "people", "board", "member", "owner", "intern"],
  ...["specialist", "consultant", "editor", "writer", "strategist", "executive", "general"],
]);
export const ROLE_WORD_STARTS = ["recruit"];

/** Lines of a card that are its links' labels, not a role ("LinkedIn", "Bio"). */
export const LINK_LABELS = new Set(["linkedin", "twitter", "x", "github", "website", "email", "bio"]);

/** Abbreviations whose dot ends no sentence ("Sr. Engineer", "Acme Inc. alumni"). */
export const ABBREVIATIONS = new Set(["Sr", "Jr", "Dr", "Mr", "Ms", "Mrs", "St", "Inc", "Co", "VP"]);

/**
 * Class words that mark ONE person's card (singular on purpose: "founders", "members", "team" name lists); they also
 * count as evidence that the card is about a person.
 */
export const PERSON_CLASS_WORDS = [
  ...["team-member", "member", "person", "people-item", "profile", "founder", "staff", "employee", "leader"],
  ...["teammate", "bio"],
];
/** Class words that mark a card of any kind. */
export const CARD_CLASS_WORDS = ["card", "tile", "item"];
/** Class words of the element holding the name. */
export const NAME_CLASS_WORDS = ["name", "full-name", "person-name", "member-name"];
/** Class words of the element holding the role. */
export const ROLE_CLASS_WORDS = [
  ...["role", "title", "position", "job", "job-title", "jobtitle", "designation", "subtitle", "occupation"],
];
/** Class words of a founder's card. */
export const FOUNDER_CLASS_WORDS = ["founder", "founders", "cofounder", "cofounders"];

/** What sets a role apart from the name before it on one line ("Jane Doe, CEO", "Jane Doe · CEO", "Jane Doe - CEO"). */
export const NAME_ROLE_SEPARATORS = [",", "|", "·", "•", "–", "—", " - "];
