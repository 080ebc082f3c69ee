/** Who the company is, for telling its mentions from a namesake's. */
export interface CompanyIdentity {
  /** The company's name as the user gave it ("Acme Robotics, Inc."). */
  name: string;
  /** Its website's host without `www.` ("acme.com"); null without a website. */
  domain: string | null;
  founders: string[];
  /** Taxonomy category ids it is classified under ("industrial/robotics"). */
  classification: string[];
  /** Where it is based, as enrichment read it ("Austin, TX"); null when unknown. */
  location?: string | null;
  /** Its name as its own site writes it in another script ("دربك" for Darbak): site-names.ts. */
  aliases?: string[];
}

/** `topic`: the item describes the company with a phrase its own site uses (topic.ts). */
/** `place`: the item places the company where it is based ("Austin startup Rostra" of an Austin company). */
export type MentionCue = "name" | "domain" | "link" | "founder" | "sector" | "topic" | "place" | "trade";

export interface Mention {
  /** What in the item tied it to the company. */
  by: MentionCue[];
  /** Set when the item is another company's of the same name: why (it is then not about the company). */
  namesake?: string;
  /** Set when all that says so is a longer name of the other's own ("Hollowpine Lodge"): the name alone is not it. */
  otherName?: true;
}
