import type { ChangeType } from "../../signal";
import { largestNumber, type Matcher, taggedPhrase } from "../phrases";
import { WORKFORCE_REDUCTION } from "./en-workforce";

/*
 * English event-shaped statements per signal type, with weights (docs/pipeline.md "Reading statements"): a verb with
 * its object ("raised $40M", "partners with", "joins as VP", "acquired by"), never a lone word.
 */

const EXEC =
  String.raw`(?:chief\s+\w+\s+officer|ceo|cto|cfo|coo|cmo|cro|cpo|ciso|vp|svp|evp|vice\s+president|head\s+of|` +
  String.raw`general\s+counsel|president|managing\s+director|director\s+of|co-?founder)`;
const AMOUNT =
  String.raw`(?:[$€£]\s?\d[\d,.]*\s?(?:k|m|mm|bn|b|million|billion)?|` +
  String.raw`\d[\d,.]*\s?(?:k|m|mm|bn|million|billion)\b)`;
const UNITS =
  "(?:users|customers|companies|orders|downloads|warehouses|transactions|developers|teams|merchants|" +
  "shipments|members|subscribers|installs|businesses|clients|organi[sz]ations|brands|stores|" +
  "restaurants|clinics|hospitals|schools|creators|sellers|patients)";
/** Words between a number and what it counts: "1,000 paying customers", "10,000 monthly active users". */
const REACH_ADJECTIVES =
  "(?:paying|active|monthly|daily|weekly|happy|registered|enterprise|b2b|business|unique|global|live|" + "production)";

export const EN_LEXICON: Record<ChangeType, [Matcher, number][]> = {
  fundraising: [
    [
      new RegExp(
        String.raw`\b(?:rais(?:e|es|ed|ing)|secur(?:es|ed|ing)|clos(?:es|ed|ing)|land(?:s|ed)|gets?|` +
          String.raw`got)\b[^.\n]{0,40}?${AMOUNT}`,
        "i",
      ),
      3,
    ],
    [
      new RegExp(
        String.raw`\b(?:rais(?:e|es|ed|ing)|clos(?:e|es|ed|ing)|secur(?:e|es|ed|ing)|announc\w*|` +
          String.raw`complet\w*)\b[^.\n]{0,30}\b(?:series\s+[a-h]|seed|pre-?seed)\b`,
        "i",
      ),
      3,
    ],
    // "a Series A round", and a round told by its amount as the company's own: "our $18 million Series A".
    [
      new RegExp(
        String.raw`\b(?:series\s+[a-h]|seed|pre-?seed|bridge)\s+(?:round|funding|financing|extension|investment)\b|` +
          String.raw`\b(?:our|its)\s+${AMOUNT}\s+(?:series\s+[a-h]|seed|pre-?seed|round)\b`,
        "i",
      ),
      3,
    ],
    [/\b(?:funding|financing|investment)\s+round\b/i, 2],
    [/\b(?:round|funding|financing|investment)\b[^.\n]{0,40}\b(?:led by|co-led by)\b/i, 2],
    [/\b(?:with participation from|new investors?|joins? (?:our|the) cap table)\b/i, 1.5],
  ],
  metrics_shared: [
    // "passed one million registered makers", "reached two million downloads": a milestone of a hundred or more things
    // counted, whatever they are, as compromise tags a number and a plural noun.
    [
      taggedPhrase(
        [0, 1, 2].map(
          (gap) =>
            "(cross|crossed|crosses|pass|passed|passes|hit|hits|reach|reached|reaches|surpass|surpassed|top|topped|" +
            `exceed|exceeded) #Value+ ${". ".repeat(gap)}#Plural`,
        ),
        (words) => largestNumber(words) >= 100,
      ),
      3,
    ],
    // "crossed 1,000 paying customers", "reached 10,000 monthly active users": a reach stated as a milestone.
    [
      new RegExp(
        String.raw`\b(?:cross(?:es|ed|ing)|pass(?:es|ed)|hit|hits|reach(?:es|ed)|surpass(?:es|ed)|top(?:s|ped)|` +
          String.raw`exceed(?:s|ed))\b[^.\n]{0,20}?(?:${AMOUNT}|\d[\d,.]*\+?)\s*(?:in\s+)?(?:${REACH_ADJECTIVES}` +
          String.raw`\s+){0,2}(?:arr|mrr|revenue|gmv|bookings|${UNITS})\b`,
        "i",
      ),
      3,
    ],
    [
      new RegExp(
        String.raw`\b(?:now\s+)?(?:used|trusted|loved|relied ` +
          String.raw`on)\s+by\s+(?:over\s+|more\s+than\s+)?\d[\d,.]*\s?(?:k|m|million|thousand)?\+?\s+(?:` +
          String.raw`${REACH_ADJECTIVES}\s+){0,2}${UNITS}\b`,
        "i",
      ),
      2.5,
    ],
    [
      new RegExp(
        String.raw`\b(?:we\s+now\s+(?:serve|have|count)|(?:now|today)\s+(?:serving|with))\s+(?:over\s+|` +
          String.raw`more\s+than\s+)?\d[\d,.]*\s?(?:k|m|million|thousand)?\+?\s+(?:${REACH_ADJECTIVES}\s+){0,2}` +
          String.raw`${UNITS}\b`,
        "i",
      ),
      2.5,
    ],
    [new RegExp(String.raw`${AMOUNT}\s+(?:in\s+)?(?:arr|mrr|gmv|revenue|run[- ]rate|bookings)\b`, "i"), 3],
    [
      new RegExp(
        String.raw`\b(?:arr|mrr|revenue|gmv|net (?:revenue )?retention|nrr|bookings|` +
          String.raw`usage)\b[^.\n]{0,30}\b(?:grew|doubled|tripled|increased|rose|jumped|up)\b[^.\n]{0,20}\d`,
        "i",
      ),
      2.5,
    ],
    [
      new RegExp(
        String.raw`\b(?:grew|grown|doubled|tripled|quadrupled|increased)\b[^.\n]{0,40}(?:\d[\d,.]*\s?(?:%|x)\b|` +
          "year over year|yoy|month over month)",
        "i",
      ),
      2,
    ],
    [/\b(?:milestone|record (?:quarter|month|year)|now (?:serving|used by|trusted by|powering))\b/i, 1.5],
    // A metrics letter: "MRR ended October at $84k", "logo churn was 1.2%", "net revenue retention of 118%".
    [
      new RegExp(
        String.raw`\b(?:mrr|arr|churn|logo churn|revenue churn|net (?:revenue|dollar) retention|nrr|ndr|` +
          String.raw`gross margin|burn(?: rate)?|runway|cac|ltv|payback)\b[^.\n]{0,40}\d`,
        "i",
      ),
      2,
    ],
    [new RegExp(String.raw`\b\d[\d,.]*\s?(?:k|m|million|thousand|billion)?\+?\s+${UNITS}\b`, "i"), 1],
  ],
  customer_partnership: [
    [/\bpartner(?:s|ed|ing)?\s+with\b/i, 3],
    [/\bpartnership\s+(?:with|between)\b/i, 3],
    [
      new RegExp(
        String.raw`\b(?:announc\w*|form\w*|enter\w*|sign\w*|expand\w*|strategic|new)\s+(?:a\s+|an\s+|our\s+|` +
          String.raw`its\s+|the\s+)?(?:[a-z][\w-]*\s+){0,2}?partnership\b`,
        "i",
      ),
      3,
    ],
    [
      new RegExp(
        String.raw`\b(?:teams? up with|teamed up with|joins? forces with|goes live with|went live with|` +
          String.raw`integrat(?:es|ed|ion) with|now integrates)\b`,
        "i",
      ),
      2.5,
    ],
    [/\b(?:selected|chosen|adopted|deployed)\s+by\b/i, 2.5],
    // "Hapag-Lloyd has selected Tidepool to …", "why Northwind chose Acme"
    [/\b(?:has|have|had)\s+(?:selected|chosen|picked|standardi[sz]ed on|switched to)\b/i, 2.5],
    // A case study's headline: "How Northwind uses Acme to …", "How Brightline cut onboarding time by 40%"
    [
      new RegExp(
        String.raw`(?:^|\n)\s*how\s+(?!(?:we|i|our|to|you|your|it|this|they|` +
          String.raw`the team)\b)\S+(?:\s+\S+){0,4}?\s+(?:uses?|used|runs?|ran|scales?|scaled|cuts?|cut|saves?|` +
          String.raw`saved|automates?|automated|reduced|built|moved|switched)\b`,
        "i",
      ),
      2,
    ],
    [/\b(?:case study|customer story|success story)\b/i, 1],
    [
      new RegExp(
        String.raw`\b(?:sign(?:s|ed)?|ink(?:s|ed)?|wins?|won|clos(?:es|ed))\s+(?:a\s+|` +
          String.raw`an\s+)?(?:\S+\s+){0,3}?(?:deal|contract|agreement)\b`,
        "i",
      ),
      3,
    ],
    [
      new RegExp(
        String.raw`\bwelcom(?:e|es|ed|ing)\b[^.\n]{0,40}\bas (?:a |an |our |its )?(?:new )?(?:customer|client|` +
          String.raw`partner|design partner)\b`,
        "i",
      ),
      3,
    ],
    [
      new RegExp(
        String.raw`\b(?:selects?|chooses|chose|deploys?|deploying|rolls? out|rolled out|rolling out|adopts?)\s+` +
          String.raw`(?:\S+\s+){0,2}?(?:to|across|for|at)\b`,
        "i",
      ),
      1.5,
    ],
    [/\b(?:first|largest|biggest|new)\s+(?:enterprise\s+)?(?:customer|client|design partner)s?\b/i, 1.5],
    // A retailer carrying the product, as consumer brands say it: "Now at Target, nationwide", "now available in 1,800
    // Walmart stores", "on shelves at Whole Foods". The retailer is a name (capitalised), not "now at scale".
    [
      new RegExp(
        String.raw`\b(?:[Nn]ow|[Aa]vailable|[Ss]old|[Ss]tocked|[Oo]n shelves)\s+(?:available\s+|sold\s+)?(?:at|in)\s+` +
          String.raw`(?:(?:all|over|more than)\s+)?(?:[\d,.]+\s+)?\p{Lu}[\p{L}'’&.-]+(?:\s+\p{Lu}[\p{L}'’&.-]+)?` +
          String.raw`(?:\s+(?:stores|locations|nationwide|shelves)|\s*,\s*nationwide|\s*$)`,
        "u",
      ),
      3,
    ],
    [/\b(?:pilot (?:with|at)|case study:|customer story:)/i, 1.5],
  ],
  hiring: [
    [/\b(?:we'?re|we are|now|is|are)\s+hiring\b/i, 2.5],
    [/\b(?:hiring|recruiting)\s+(?:for\s+)?(?:a|an|our|\d+|several|multiple|new)\b/i, 2],
    [/\b(?:open(?:ed|s|ing)?|new|\d+)\s+(?:open\s+)?(?:roles|positions|jobs|openings|vacancies)\b/i, 2],
    [/\bgrow(?:s|ing)? (?:the|our) team\b/i, 1.5],
  ],
  leadership_change: [
    [
      new RegExp(
        String.raw`\bjoin(?:s|ed|ing)?\b[^.\n]{0,40}?\bas\s+(?:our\s+|the\s+|its\s+|new\s+|first\s+|interim\s+|` +
          String.raw`founding\s+)*${EXEC}`,
        "i",
      ),
      3.5,
    ],
    [
      new RegExp(
        String.raw`\b(?:appoint(?:s|ed)?|hires?|hired|promot(?:es|ed)|welcom(?:e|es|ed|ing))\b[^.\n]{0,` +
          String.raw`50}?\bas\s+(?:our\s+|the\s+|its\s+|new\s+|first\s+|interim\s+|founding\s+)*${EXEC}`,
        "i",
      ),
      3.5,
    ],
    [new RegExp(String.raw`\b(?:new|incoming|interim)\s+${EXEC}`, "i"), 2.5],
    [new RegExp(String.raw`\bsucceed(?:s|ed)?\b[^.\n]{0,40}\bas\s+${EXEC}`, "i"), 3],
    [
      new RegExp(
        String.raw`\b(?:steps? down|stepped down|stepping down|resign(?:s|ed|ing)?|depart(?:s|ed|ing)\b|` +
          String.raw`departure of|moves? on from|leaves the company|left the company|is leaving)\b`,
        "i",
      ),
      3,
    ],
    // A CEO handing over: "hands over the CEO role", "takes over as CEO", "steps into the role of CEO", "passes the
    // baton".
    [
      new RegExp(
        String.raw`\bhand(?:s|ed|ing)?\s+over\s+(?:the\s+)?(?:role\s+of\s+|reins|${EXEC})|\b(?:tak(?:e|es|ing)|` +
          String.raw`took)\s+over\s+as\s+(?:our\s+|the\s+|its\s+|new\s+)*${EXEC}|\bstep(?:s|ping|ped)?\s+(?:into|` +
          String.raw`up\s+(?:as|to))\s+(?:the\s+)?(?:role\s+of\s+)?(?:our\s+)?${EXEC}` +
          String.raw`|\bpass(?:es|ed|ing)?\s+the\s+(?:baton|torch|reins)\b|\b(?:becomes|became|will ` +
          String.raw`become)\s+(?:our\s+|the\s+|its\s+)?(?:new\s+)?${EXEC}`,
        "i",
      ),
      3.5,
    ],
  ],
  corporate_event: [
    [
      new RegExp(
        String.raw`\b(?:acquired by|to be acquired|has acquired|have acquired|acquires|agreed to acquire|` +
          String.raw`will acquire|is acquiring|been acquired|acquisition (?:of|by)|announc\w* (?:its |the |` +
          String.raw`our )?acquisition|takeover of|(?:is|are) now (?:a )?part of)\b`,
        "i",
      ),
      3.5,
    ],
    [
      new RegExp(
        String.raw`\b(?:merg(?:e|es|ed|ing) with|merger (?:of|with|between|agreement)|complet\w* (?:the |its |` +
          String.raw`our )?merger|announc\w* (?:a |the |our )?merger)\b`,
        "i",
      ),
      3.5,
    ],
    [
      new RegExp(
        String.raw`\b(?:(?:we are|we're|we will be|is|are|will be)\s+(?:shutting down|winding down|` +
          // "Little Fern is closing", "we are closing for good": closing with nothing after it to close.
          String.raw`closing (?:our|its) doors|closing (?:for good|down)\b|closing(?=\s*(?:[.!,;:—–]|$)))|` +
          "(?:shut(?:ting)? down|wind(?:ing)? down|wound down|wind-down|" +
          String.raw`shutdown)\b[^.\n]{0,30}\b(?:company|operations|business|service)|decid\w* to (?:shut down|` +
          "wind down|close)|ceas(?:e|es|ed|ing) operations|going out of business|" +
          String.raw`final day of (?:service|operations))\b`,
        "i",
      ),
      3.5,
    ],
    // Acquisitions as the press and founders say them: joining a buyer, a next chapter inside it, being bought or
    // snapped up, agreeing to combine.
    [
      new RegExp(
        String.raw`\b(?:[Ii]s|[Aa]re|[Ww]e['’]re|[Ww]e are|will be|` +
          String.raw`to be)\s+joining\s+(?:forces\s+with\s+)?(?:the\s+)?[A-Z][\w&.-]*(?![^.\n]{0,40}\bas\s)`,
      ),
      3.5,
    ],
    [/\b[Nn]ext chapter\b[^.\n]{0,60}\b(?:as part of|with|under|inside|joining)\s+(?:the\s+)?[A-Z]/, 3],
    [
      new RegExp(
        String.raw`\b(?:is buying|to buy|buys|bought|snaps up|snapped up|scoops up|scooped up|swallows|` +
          String.raw`swallowed)\s+(?:(?:[a-z][\w-]*|AI|SaaS|B2B)\s+){0,4}[A-Z][\w&.-]*`,
      ),
      3.5,
    ],
    [
      new RegExp(
        String.raw`\b(?:agree[sd]?|agreement|deal|plans?)\s+to\s+(?:combine|merge)\b|\bcombin(?:e|es|ed|` +
          String.raw`ing)\s+with\s+[A-Z]|\b[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*)*\s+(?:and|` +
          String.raw`&)\s+[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*)*\s+(?:to\s+)?(?:[Cc]ombine|[Mm]erge)\b`,
      ),
      3.5,
    ],
    // M&A's own words: a definitive agreement, becoming a subsidiary, returning capital to investors when winding down.
    // A merger without the word, and a product or business handed to another company.
    [
      new RegExp(
        String.raw`\bcombin\w* into (?:a |one )?(?:single |new )?(?:company|business|firm|studio)\b|` +
          String.raw`\b(?:become|becoming|becomes|will become) one (?:company|business|team)\b|` +
          String.raw`\btwo (?:companies|studios|teams|firms) (?:become|are becoming) one\b`,
        "i",
      ),
      4,
    ],
    [
      new RegExp(
        String.raw`\b(?:becomes|will become|is becoming|became) (?:a )?part of\s+(?:the\s+)?[A-Z]|\b(?:has |` +
          String.raw`have )?(?:found|finds|finding) (?:a |its )?new home (?:at|with|inside|within)\s+[A-Z]|` +
          String.raw`\b(?:transferr?\w*|hand\w* over|handing)\b[^.\n]{0,60}\b(?:team|customers|contracts|product|` +
          String.raw`business)\b[^.\n]{0,40}\bto\s+[A-Z]`,
      ),
      3.5,
    ],
    [
      /\bdefinitive (?:merger )?agreement\b|\b(?:will )?becom(?:e|es|ing) (?:a )?(?:wholly[- ]owned )?subsidiary of\b/i,
      3.5,
    ],
    [
      new RegExp(
        String.raw`\bwind(?:ing)?\s+(?:[A-Z][\w-]*|the company|the business|our company|our business)\s+down\b|` +
          String.raw`\breturn(?:ing)?\s+(?:the\s+)?(?:remaining\s+)?(?:capital|cash|` +
          String.raw`money)\s+to\s+(?:our\s+)?(?:investors|shareholders)\b`,
      ),
      3.5,
    ],
    [
      new RegExp(
        String.raw`\b(?:decision|decided|deciding)\s+to\s+(?:shut down|wind down|close down|sunset|close)\b|` +
          String.raw`\bwind(?:ing)?\s+down\s+[A-Z][\w-]*|\bsunset(?:ting)?\s+(?:the\s+)?[A-Z][\w-]*\s*(?:app|` +
          String.raw`product|platform|service)?(?:\s+(?:on|by|at the end of)\b|[.,])`,
      ),
      3,
    ],
    ...WORKFORCE_REDUCTION,
    [
      new RegExp(
        String.raw`\b(?:rebrand(?:s|ed|ing)?|is now (?:called|named|known as)|are now (?:called|named|` +
          String.raw`known as)|formerly known as|chang\w* (?:its|our) name|renam\w* (?:the company |ourselves |` +
          String.raw`itself )?to)\b`,
        "i",
      ),
      3.5,
    ],
    // "Acme is now Nimbus." (case-sensitive: a name, not "is now available")
    [/\b(?:is|are) now [A-Z][\w-]+(?=[.:;,!]|\s*$)/m, 3.5],
    [/\b(?:a|our|its) new name\b/i, 2],
  ],
  product_update: [
    // Not the imperative of a tagline ("Launch your warehouse in days").
    [
      /\b(?:launch(?:es|ed|ing)?|introduc(?:es|ed|ing)|unveil(?:s|ed|ing)?|debut(?:s|ed|ing)?)\b(?!\s+(?:your|you)\b)/i,
      2.5,
    ],
    [
      new RegExp(
        String.raw`\b(?:now (?:available|live|in (?:beta|ga|general availability))|generally available|` +
          String.raw`general availability|available today|out now|in (?:public|private|open) beta|early access)\b`,
        "i",
      ),
      2.5,
    ],
    // A release note: "Release 3.4: …", "Acme 3.4: bank feeds …", "You can now connect …", "Any dashboard can now be
    // emailed"
    [/\brelease\s+v?\d+(?:\.\d+)+\b|^\s*[\w-]+(?:\s+[\w-]+)?\s+v?\d+\.\d+(?:\.\d+)?\s*:/im, 2],
    [/\bcan now\b/i, 2],
    [/(?:^|\n|\s)(?:new|improved|fixed|added):\s/i, 1],
    [
      new RegExp(
        String.raw`\b(?:releas(?:es|ed|ing)|ship(?:s|ped|ping))\s+(?:\S+\s+){0,5}?(?:v?\d+(?:\.\d+)+|version|` +
          String.raw`feature|support|integration|api|sdk|app|update|mode)s?\b`,
        "i",
      ),
      2,
    ],
    [/\bnew (?:feature|product|integration|app|api|dashboard|plan|model)s?\b/i, 1.5],
    [/\b(?:version \d|v\d+\.\d+)/i, 1],
  ],
  founder_amplified: [
    [
      new RegExp(
        String.raw`\b(?:podcast|interview(?:ed)?|keynote|fireside chat|panel(?:ist)?|op-ed|featured (?:in|on)|` +
          String.raw`speaks? at|spoke at|talk at|on stage at|guest on)\b`,
        "i",
      ),
      2.5,
    ],
    [/\b(?:award(?:ed|s)?|named (?:to|one of|among)|30 under 30|wins? [^.\n]{0,30}award)\b/i, 2],
    [/\b(?:forbes|techcrunch|bloomberg|wall street journal|financial times)\b/i, 1],
  ],
};
