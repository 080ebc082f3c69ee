/** The CRMs a connection may be to (docs/integrations.md). */
export const CRM_KINDS = ["attio", "affinity", "hubspot"] as const;
export type CrmKind = (typeof CRM_KINDS)[number];

/** Each CRM's name, as messages, mail and the audit log name it. */
export const CRM_PRODUCTS: Record<CrmKind, string> = { attio: "Attio", affinity: "Affinity", hubspot: "HubSpot" };

/** A CRM list as checked when connecting. */
export interface CrmList {
  /** The CRM's own id of the list (Attio: its UUID, even when named by slug). */
  id: string;
  name: string;
  /** How many entries the CRM says it holds, when its answer says (HubSpot's `size`); null otherwise. */
  entries: number | null;
}

/** A company record on a CRM list, as a sync reads it. */
export interface CrmCompany {
  /** The CRM's id of the company record (Attio: the record's UUID; Affinity: the company's number). */
  recordId: string;
  name: string | null;
  /** The record's domains, the primary first ("acme.com"). */
  domains: string[];
  /** The record's LinkedIn page, when the CRM keeps one. */
  linkedinUrl: string | null;
}

/** A founder of a company, as the CRM's people at it say (a job title naming them a founder). */
export interface CrmFounder {
  name: string;
  linkedinUrl: string | null;
}

/** Whether a job title says its holder founded the company ("Co-founder & CEO", "Founding partner" is not). */
export const isFounderTitle = (title: string | null | undefined) =>
  !!title && /\bco-?\s?founder|\bfounder\b/i.test(title);

/** A note for a company record: the same words as plain text and as the HTML some CRMs show. */
export interface CrmNote {
  title: string;
  text: string;
  html: string;
  /** A string only this note holds (the signal's link): how an earlier attempt's note is found again. */
  marker: string;
  /** When the alert was sent: where the note sits on the record's timeline. */
  at: Date;
}

/** A company to put on a list: found in the CRM by its domain, or made there. */
export interface CrmNewCompany {
  name: string;
  domain: string;
}

export interface CrmClient {
  readonly kind: CrmKind;
  /** The product's name ("HubSpot"). */
  readonly product: string;
  /** Checks the token; answers the account it belongs to (a workspace, a tenant, a portal). */
  identify(token: string): Promise<{ account: string }>;
  /** The list, read with the token; a CrmError "not_found" when the CRM has no such list. */
  getList(token: string, listId: string): Promise<CrmList>;
  /**
   * The companies on the list, a page at a time, following the CRM's own pagination. Records that
   * are not companies (an Affinity list of people) are left out.
   */
  listCompanies(token: string, listId: string): AsyncIterable<CrmCompany[]>;
  /**
   * Puts the company on the list: its record found by domain, or created; then the list's entry for
   * it, unless it is there already. Safe to repeat: a second call adds nothing.
   */
  addToList(token: string, listId: string, company: CrmNewCompany): Promise<{ recordId: string; created: boolean }>;
  /**
   * The company's founders: the people the CRM lists at the company whose job title names them a
   * founder (at most 20 people are read). Empty when the CRM does not say (Affinity).
   */
  founders(token: string, recordId: string): Promise<CrmFounder[]>;
  /** Writes `note` on the company record; answers the CRM's id of the note. */
  writeNote(token: string, recordId: string, note: CrmNote): Promise<{ noteId: string }>;
  /** The id of a note on the record holding `marker`, among its most recent; null when none does. */
  findNote(token: string, recordId: string, marker: string): Promise<string | null>;
  /** Why `listId` cannot name a list of this CRM, before asking it; null when it can. */
  listIdProblem(listId: string): string | null;
}
