/**
 * Realistic, deterministic bench data: brandable company names (unique), founders with accented
 * names, sectors from the real taxonomy, stages, signal and alert texts. Pure functions of a seed,
 * so two runs of the bench measure the same rows.
 */
import { allCategories } from "../../src/taxonomy";

/** mulberry32: small, fast, good enough for test data. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(r: () => number, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;

const HEADS = [
  "zen", "qua", "lumi", "nova", "vera", "kora", "tali", "orbi", "sola", "mira", "falc", "brio", "cata", "dela",
  "equi", "flux", "gale", "hexa", "iona", "juno", "kine", "lyra", "mono", "nexa", "opti", "pax", "quin", "rivo",
  "sable", "tera", "umbra", "vanta", "wren", "xyla", "yara", "zephy", "arca", "bello", "cirru", "dorsa",
];
const MIDS = ["", "", "", "ra", "li", "no", "ve", "ta", "ri", "lo", "xa", "mi", "do", "ne", "ca"];
const TAILS = [
  "trix", "lora", "pay", "ledger", "labs", "ware", "base", "grid", "loop", "nest", "path", "stack", "sense", "scale",
  "wave", "forge", "mind", "bloom", "works", "ly", "io", "ify", "hub", "port", "shift", "craft", "cell", "gen",
];
const SECOND_WORDS = [
  "", "", "", "", "Health", "Robotics", "Analytics", "Energy", "Bio", "Finance", "Security", "Logistics", "AI",
  "Systems", "Therapeutics", "Mobility", "Foods", "Materials", "Cloud", "Learning",
];
const LEGAL = ["", "", "", "", "", "", "Inc.", "GmbH", "Ltd", "SAS", "B.V.", "AB", "Oy", "S.L.", "LLC"];

const FIRST = [
  "Ana", "João", "Léa", "Mateo", "Zoë", "Søren", "Ingrid", "Chloé", "Aarav", "Priya", "Wei", "Yuki", "Omar",
  "Fatima", "Lukas", "Émile", "Nadia", "Kwame", "Amara", "Diego", "Sofía", "Noah", "Elif", "Mehmet", "Anya",
  "Björn", "Camille", "Dario", "Eun-ji", "Farah", "Gustav", "Hana", "Ivan", "Jonas", "Kai", "Lina", "Marta",
  "Nils", "Olga", "Pedro", "Rahul", "Sara", "Tomás", "Uma", "Vera", "William", "Xavier", "Yasmin", "Zainab",
];
const LAST = [
  "Silva", "Müller", "Dubois", "García", "Nakamura", "Okafor", "Kowalski", "Jensen", "Rossi", "Haddad",
  "O'Neil", "Van der Berg", "Novák", "Fernández", "Chen", "Patel", "Ivanova", "Larsen", "Moreau", "Schmidt",
  "Takahashi", "Mensah", "Andersson", "Costa", "Yilmaz", "Kim", "Nguyen", "Rahman", "Bianchi", "Lindqvist",
  "Achterberg", "Brennan", "Castillo", "Dimitrov", "Eriksen", "Fischer", "Gallagher", "Horvath", "Iqbal",
];
const CITIES = [
  "Berlin", "Lisbon", "Paris", "London", "Stockholm", "Amsterdam", "Madrid", "Warsaw", "Tallinn", "Helsinki",
  "Munich", "Barcelona", "Copenhagen", "Dublin", "Zurich", "Milan", "Prague", "Vienna", "New York", "Toronto",
];
export const STAGES = ["pre_seed_seed", "series_a", "series_b", "growth", "unknown"] as const;

/** Categories two or three levels deep: what a classifier would assign to a company. */
const ASSIGNABLE = allCategories()
  .filter((c) => c.parentId !== null)
  .map((c) => c.id);
/** Fintech gets a fair share so `sector=fintech` has something to find, as in a real portfolio. */
const FINTECH = ASSIGNABLE.filter((id) => id.startsWith("fintech/"));

export function classificationFor(r: () => number): string[] {
  const n = 1 + Math.floor(r() * 3);
  const out = new Set<string>();
  for (let i = 0; i < n; i++) out.add(r() < 0.15 ? pick(r, FINTECH) : pick(r, ASSIGNABLE));
  return [...out];
}

export function slug(s: string): string {
  return s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** `n` distinct company names, each with a distinct compact key (no two normalise alike). */
export function companyNames(n: number, seed: number, normalize: (s: string) => string): string[] {
  const r = rng(seed);
  const names: string[] = [];
  const keys = new Set<string>();
  let guard = 0;
  while (names.length < n) {
    if (++guard > n * 50) throw new Error("could not generate enough distinct company names");
    const word = cap(pick(r, HEADS) + pick(r, MIDS) + pick(r, TAILS));
    const second = pick(r, SECOND_WORDS);
    const legal = pick(r, LEGAL);
    const name = [word, second, legal].filter(Boolean).join(" ");
    const key = normalize(name);
    // Distinct keys, and no key a prefix of another's first word: real portfolios rarely hold
    // "Zentrix" and "Zentrix Health" together, and the fuzzy lookup calls that pair ambiguous.
    const first = normalize(word);
    if (keys.has(key) || keys.has(`first:${first}`)) continue;
    keys.add(key);
    keys.add(`first:${first}`);
    names.push(name);
  }
  return names;
}

export function personName(r: () => number): string {
  return `${pick(r, FIRST)} ${pick(r, LAST)}`;
}

export function city(r: () => number): string {
  return pick(r, CITIES);
}

const WATCH = [
  "Product launches, pricing changes and new enterprise customers",
  "Fundraising news, new investors, and key hires in engineering leadership",
  "Revenue or user metrics they share publicly; partnerships with banks",
  "Hiring for sales roles in the US, and any mention of a Series A",
  "Founders' posts about traction, churn and expansion to new markets",
];
export const thingsToTrack = (r: () => number) => pick(r, WATCH);

/** A typo a person makes typing the name: two neighbouring letters swapped inside the first word. */
export function typo(name: string): string {
  const word = name.split(" ")[0]!;
  const i = Math.max(1, Math.min(word.length - 2, Math.floor(word.length / 2)));
  const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
  return [swapped, ...name.split(" ").slice(1).filter((w) => !/[.]|^(Inc|GmbH|Ltd|SAS|AB|Oy|LLC)$/.test(w))].join(" ");
}

/* Signal texts, per type: `%s` is the company name. Lengths vary from ~150 to ~700 characters so the
   compact view's 300-character cut is exercised, as with real model output. */
export const SIGNAL_TEMPLATES: Record<string, string[]> = {
  product_update: [
    "%s launched a new version of its platform with usage-based pricing and an API for partners. The changelog lists twelve changes, including single sign-on, audit logs and a redesigned onboarding flow aimed at mid-market teams.",
    "%s shipped a self-serve tier. The pricing page now shows a free plan, a team plan at $49 per seat and an enterprise plan on request. The product blog says the change follows a year of design-partner work with early customers in logistics and retail, and the team expects self-serve to become the main acquisition channel by the end of next year.",
  ],
  metrics_shared: [
    "%s shared that annual recurring revenue passed $4M, up from $1.5M a year ago, with net revenue retention above 130%. The founders also mentioned 40 paying customers and a sales cycle of about six weeks.",
    "In a post on LinkedIn, the CEO of %s said the company now processes more than 2 million transactions a month and has grown gross volume 3.2x year over year. The post credits a new partnership channel and a shorter onboarding, and notes that the team is now 35 people across two offices. Margins were not disclosed, but the founder hinted at profitability in the core market within eighteen months, which would make a later round optional rather than necessary.",
  ],
  founder_amplified: [
    "A founder of %s was featured in a widely shared podcast episode on building infrastructure for regulated industries.",
    "The CTO of %s gave the keynote at a developer conference; the talk on their data pipeline was picked up by two newsletters with large audiences and reposted by several well-known operators.",
  ],
  fundraising: [
    "%s appears to be raising: the careers page mentions a 'recently closed round', a new investor appears on the website's about page, and two partners of a growth fund now follow the founders.",
    "%s announced a $12M Series A led by a European fund with participation from existing angels. The company says it will use the money to expand into the US and to double the engineering team. The announcement quotes a customer at a top-20 bank and mentions a waitlist of more than 300 companies. Previous funding was a $2.5M seed round eighteen months ago.",
  ],
  hiring: [
    "%s opened nine roles this month, including a VP of Sales in New York and a Head of Compliance, which suggests a push into the US market.",
    "%s is hiring its first product marketing manager and two enterprise account executives. The job descriptions mention SOC 2, enterprise procurement and a partner program, a sign that the company is moving upmarket after a year focused on startups.",
  ],
  customer_partnership: [
    "%s announced a partnership with a large payments processor to distribute its product to merchants in five countries.",
    "A case study on the website of %s names a Fortune 500 retailer as a customer, with a 20% reduction in operating costs reported after six months. A second case study covers a logistics company in the Nordics.",
  ],
  other: ["%s moved its headquarters and updated its website with a new brand and a refreshed team page."],
  no_material_change: [
    "No material change at %s since the last run: the website, blog and founders' public profiles show nothing new that matches what you track.",
  ],
};
export const SIGNAL_TYPES = Object.keys(SIGNAL_TEMPLATES);

export const EVIDENCE_TITLES = [
  "Changelog", "Pricing", "Blog post", "Press release", "Careers page", "LinkedIn post", "Case study",
  "About us", "Podcast episode", "Newsletter mention",
];

export const ALERT_REASONS: Record<string, string[]> = {
  sent: ["Matched 'fundraising news' in what you track; severity high", "Matched 'new enterprise customers'; severity medium"],
  suppressed: ["No watch item matched", "Severity below the alert threshold", "Email alerts are turned off for this company"],
  failed: ["Mail provider rejected the message: mailbox unavailable"],
};
