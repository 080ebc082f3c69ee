import type { PageKindName } from "./page-kind";

/** What a statement is read against: whose page it is, on which site, when, and what kind of page. */
export interface ReadingContext {
  company: { name: string; founders: string[]; aliases?: string[]; website?: string | null };
  /** Text from the company's own site: "we" is the company, and a sentence without a subject is its. */
  ownSite: boolean;
  now: Date;
  pageKind: PageKindName | null;
}
