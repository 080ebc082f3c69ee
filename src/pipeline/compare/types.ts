import type { OffsiteDetail, PageKind, SnapshotPage, SnapshotPerson } from "../collect/snapshot";

/*
 * What a comparison of two snapshots yields (docs/pipeline.md "An item is its content"): the shapes every
 * compare module and the judge stage read.
 */

export interface NewPost {
  url: string;
  title: string;
  publishedAt: string | null;
  /** The post's own text when it was read this run. */
  text: string | null;
  /** An off-site item's source and what it knows of it (the press, Hacker News, GitHub). */
  detail?: OffsiteDetail;
  /** The site's page that lists it, when the entry itself is elsewhere (a press page's coverage, a podcast episode). */
  listedOn?: string;
  /** The same entry found elsewhere this run (its Hacker News discussion, the press's copy): more evidence of it. */
  alsoAt?: { url: string; title: string }[];
}

export interface PageChange {
  kind: PageKind;
  url: string;
  title: string | null;
  added: string[];
  removed: string[];
  /**
   * Lines that came to several pages at once (a banner, a footer, a menu): the site's furniture, told once here (on
   * the home page's change, else the first) rather than once per page. They say something only if they state an event.
   */
  siteWide?: string[];
  /** A pricing page whose lines moved while every price it states stayed the same (a table become cards). */
  samePrices?: boolean;
}

/** A role that appeared on or left the careers page. */
export interface JobChange {
  title: string;
  team: string | null;
  location: string | null;
  url: string | null;
  /** VP, Head of, Chief …, Director. */
  senior: boolean;
  /** Its comparison key (the board's job id when it has one). */
  key?: string;
}

/**
 * The careers page's change, for the analysis to tell a hiring signal from a routine posting:
 * `wave` (3 or more new roles in one run) or a new `senior` role. `firstSenior`: the previous
 * listing had no senior role at all.
 */
export interface JobsChange {
  added: JobChange[];
  removed: JobChange[];
  wave: boolean;
  firstSenior: boolean;
  /** `wave`, or a senior role among `added`. */
  hiringSignal: boolean;
  /**
   * Countries the new roles are in where the last listing had none (roles
   * opening abroad are expansion into those countries); empty when the last listing placed no
   * role at all (nothing to compare with).
   */
  newCountries?: { country: string; name: string; roles: JobChange[] }[];
}

/**
 * A person who joined or left a team/about page. `executive` (C-level, VP, Head of, Director,
 * founder or co-founder) marks a leadership change: a new executive, or a founder or executive leaving.
 */
export interface PersonChange {
  name: string;
  role: string | null;
  isFounder: boolean;
  executive: boolean;
  linkedinUrl: string | null;
  pageUrl: string;
}

/** Customer logos that came to or left a page's wall, by name (collect/extract/logos.ts). */
export interface LogoChange {
  kind: PageKind;
  /** The company's investors' wall ("Backed by"); absent, its customers'. */
  wall?: "investors";
  url: string;
  added: string[];
  removed: string[];
}

export interface SnapshotDiff {
  firstRun: boolean;
  newPosts: NewPost[];
  jobsAdded: string[];
  jobsRemoved: string[];
  /**
   * The same roles with team, location and the hiring marks; null when the careers page was not read both times or
   * nothing moved.
   */
  jobs: JobsChange | null;
  careersUrl: string | null;
  pageChanges: PageChange[];
  peopleAdded: (SnapshotPerson & { pageUrl: string; executive: boolean })[];
  /** Names of those who left (`peopleLeft` has their titles). */
  peopleRemoved: string[];
  peopleLeft: PersonChange[];
  /** People on both runs' team pages whose executive title changed ("Chief Operating Officer" → "… Executive …"). */
  peopleRetitled?: { name: string; from: string; to: string; pageUrl: string }[];
  pagesLost: { kind: PageKind; url: string; reason: string }[];
  /** Logos new on or gone from a page's customer wall (absent: none). */
  logos?: LogoChange[];
  /** True when anything above is non-empty. */
  changed: boolean;
}

/** When the comparison is made: an entry's date is recent against it. */
export interface Recency {
  now: Date;
}

export function sameUrl(a: SnapshotPage, b: SnapshotPage): boolean {
  return a.url === b.url || (a.finalUrl ?? a.url) === (b.finalUrl ?? b.url);
}
