import type { PageKindName } from "./page-kind";

/** What a statement is read against: whose page it is, on which site, when, and what kind of page. */
export interface ReadingContext {
  company: { name: string; founders: string[]; aliases?: string[]; website?: string | null };
  /** Text from the company's own site: "we" is the company, and a sentence without a subject is its. */
  ownSite: boolean;
  now: Date;
  pageKind: PageKindName | null;
  /**
   * Where on the page the text is: `main` (the headline and the lede, which say what the page is about) or `body` (the
   * rest, where an event needs the company as its explicit subject). Absent: a changed line of a page, read alone.
   */
  part?: "main" | "body";
  /** The page is about the company (read/page.ts): its body's statements without a subject are the company's. */
  aboutCompany?: boolean;
  /** The page's headline names a founder: an interview or an episode listed under it amplifies that founder. */
  founderInHeadline?: boolean;
  /**
   * The post says it is republished from an earlier date ("Originally published 14 March 2023"): what it tells was
   * news then, however it says "now" (page-kind.ts republishedFrom).
   */
  republishedFrom?: string;
}
