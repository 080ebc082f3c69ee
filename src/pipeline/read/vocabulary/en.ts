import { largestNumber, type Matcher, taggedPhrase } from "../phrases";
import { CORPORATE } from "./en-corporate";
import { LEADERSHIP } from "./en-leadership";
import { phrases, type Vocabulary } from "./vocabulary";

/*
 * English event-shaped statements per signal type, with weights (docs/pipeline.md "Reading statements"): a verb with
 * its object ("raised $40M", "partners with", "joins as VP", "acquired by"), never a lone word. Phrases in
 * read/phrases.ts's notation, one commented constant per group; corporate events are in en-corporate.ts.
 */

/** A round by its letter or stage: "Series B", "seed", "pre-seed". */
const ROUND = ["series a|b|c|d|e|f|g|h", "?pre-seed", "preseed"];

/** What a reach counts: "1,000 paying customers", "10,000 monthly active users". */
const UNITS =
  "users|customers|companies|orders|downloads|warehouses|transactions|developers|teams|merchants|shipments|members|" +
  "subscribers|installs|businesses|clients|organisations|organizations|brands|stores|restaurants|clinics|hospitals|" +
  "schools|creators|sellers|patients";
/** Words between a number and what it counts (two at most): "paying", "monthly active". */
const REACH =
  "?paying|active|monthly|daily|weekly|happy|registered|enterprise|b2b|business|unique|global|live|production";
const REACHED = `${REACH} ${REACH} ${UNITS}`;

/** Money raised: "raised $40M", "closes a $12 million seed round", "announces its Series A". */
const FUNDRAISING: Vocabulary = [
  [
    "fundraising",
    3,
    "raise|raises|raised|raising|secures|secured|securing|closes|closed|closing|lands|landed|get|gets|got ~6 #amount",
  ],
  [
    "fundraising",
    3,
    phrases(
      "raise|raises|raised|raising|close|closes|closed|closing|secure|secures|secured|securing|announc*|complet* ~5",
      ROUND,
    ),
  ],
  // "a Series A round", and a round told by its amount as the company's own: "our $18 million Series A".
  [
    "fundraising",
    3,
    [
      ...phrases([...ROUND, "bridge"], "round|funding|financing|extension|investment"),
      ...phrases("our|its #amount", [...ROUND, "round"]),
    ],
  ],
  ["fundraising", 2, "funding|financing|investment round"],
  // An extension: "Extending our seed round", "investors are putting in another €2.5M".
  ["fundraising", 3, phrases("extend|extends|extended|extending|top|tops|topped|topping ?up our|its|the", ROUND)],
  [
    "fundraising",
    3,
    phrases(
      "putting|put|puts|investing|invested|committing|committed in",
      ["another", "a further", "an additional"],
      "#amount",
    ),
  ],
  ["fundraising", 2, "round|funding|financing|investment ~6 led by"],
  // An investor telling it: "we led Fieldnote's $11M Series A", "we're thrilled to co-lead Acme's seed round".
  ["fundraising", 3, phrases(["led|lead|leads|leading", "co-led", "co-lead", "co-leads", "co-leading"], "~6", ROUND)],
  ["fundraising", 1.5, ["with participation from", "new investor|investors", "join|joins our|the cap table"]],
  // Someone buying into the company: "becomes co-owner of Saltline", "invests in Saltline", "takes a stake in".
  [
    "fundraising",
    2.5,
    [
      ...phrases(
        "becomes|became|joins|joined ?as ?a|an ?new",
        ["co-owner", "part-owner", "investor|shareholder"],
        "of|in",
      ),
      "invests|invested|investing in",
      "takes|took|taking ?a ?minority|majority stake in",
    ],
  ],
  // A grant is money raised too, without giving up shares: "receives a €2.5 million grant from the EIC Accelerator",
  // "awarded a £1.2M Innovate UK grant", "a $2M SBIR Phase II grant".
  [
    "fundraising",
    3,
    [
      ...phrases("receiv*|award*|win|wins|won|secur*|land|lands|landed|granted|get|gets|got ~6", "grant|grants"),
      // "a €2.5 million grant", not a price's "$60/month (Grants add-on)".
      ...phrases("a|an #amount ~3", "grant|grants|subsidy"),
    ],
  ],
];

/** A milestone reached: "crossed 1,000 paying customers", "$10M ARR", "revenue grew 40%", "used by 500 teams". */
const METRICS: Vocabulary = [
  // A milestone as a headline: "One million Loopwear members", "2 million downloads".
  [
    "metrics_shared",
    3,
    // A round count, not "3 customers share how they use it".
    phrases("^ one|a|two|three|four|five|ten|#digit million|thousand", `?#name ${REACHED}`),
  ],
  [
    "metrics_shared",
    3,
    phrases(
      "crosses|crossed|crossing|passes|passed|hit|hits|reaches|reached|surpasses|surpassed|tops|topped|exceeds|" +
        "exceeded ~3",
      ["#amount", "#integer"],
      `?in ${REACH} ${REACH} arr|mrr|revenue|gmv|bookings|${UNITS}`,
    ),
  ],
  [
    "metrics_shared",
    2.5,
    phrases(["?now used|trusted|loved by", "?now relied on by"], `?over|more ?than #number ${REACHED}`),
  ],
  [
    "metrics_shared",
    2.5,
    phrases(["we now serve|have|count", "now|today serving|with"], `?over|more ?than #number ${REACHED}`),
  ],
  [
    "metrics_shared",
    3,
    phrases("#amount ?in ?monthly|annual|yearly|annualised|annualized", [
      "arr|mrr|gmv|tpv|gtv|revenue|bookings",
      "run-rate",
      "payment volume",
    ]),
  ],
  [
    "metrics_shared",
    2.5,
    phrases(
      ["arr|mrr|revenue|gmv|tpv|gtv|nrr|bookings|usage", "net ?revenue retention", "payment|transaction volume"],
      "~5 grew|doubled|tripled|increased|rose|jumped|up ~3 #digit",
    ),
  ],
  [
    "metrics_shared",
    2,
    phrases("grew|grown|doubled|tripled|quadrupled|increased ~6", [
      "#percent",
      "year-over-year",
      "month over month",
      "yoy",
    ]),
  ],
  ["metrics_shared", 1.5, ["milestone", "record quarter|month|year", "now serving|powering", "now used|trusted by"]],
  // A metrics letter: "MRR ended October at $84k", "logo churn was 1.2%", "net revenue retention of 118%".
  [
    "metrics_shared",
    2,
    phrases(
      [
        "?logo|revenue churn",
        "mrr|arr|nrr|ndr|burn|runway|cac|ltv|payback",
        "net revenue|dollar retention",
        "gross margin",
      ],
      "~6 #digit",
    ),
  ],
  ["metrics_shared", 1, `#number ${UNITS}`],
];

/** None of the sentence's next words gives something away: a giveaway's partner is no customer nor partner. */
const NOT_GIVEAWAY = "!give|giveaway|giveaways|prize|prizes|raffle|sweepstakes~14";

/** A customer or a partner: "partners with", "signs a contract", "selected by", a case study, a retailer. */
const PARTNERSHIP: Vocabulary = [
  // Not a promotion: "we've teamed up with Hollowbrook to give away a gravel bike".
  ["customer_partnership", 3, `partner|partners|partnered|partnering with ${NOT_GIVEAWAY}`],
  ["customer_partnership", 3, "partnership with|between"],
  ["customer_partnership", 3, "announc*|form*|enter*|sign*|expand*|strategic|new ?a|an|our|its|the +2 partnership"],
  [
    "customer_partnership",
    2.5,
    [
      `team|teams|teamed up with ${NOT_GIVEAWAY}`,
      "join|joins forces with",
      "goes|went live with",
      "integrates|integrated|integration with",
      "now integrates",
    ],
  ],
  ["customer_partnership", 2.5, "selected|chosen|adopted|deployed by"],
  // A customer awarding it a contract: "U.S. Army awards Halberd a $62 million production contract".
  ["customer_partnership", 3, "award|awards|awarded|awarding ~8 contract|contracts|order"],
  // A launch made together: "Chargeward and Northern Plains Energy launch ChargeSmart".
  [
    "customer_partnership",
    3.5,
    "= and|& #name ?#name ?#name ?#name ?jointly|together launch|launches|unveil|unveils|introduce|introduces",
  ],
  // A programme's partner: "Stackwise is now a Corvell Certified Partner", "became an official partner of".
  ["customer_partnership", 3, "is|becomes|became now ?a|an|the ~3 partner|partners"],
  // "Hapag-Lloyd has selected Tidepool to …", "why Northwind chose Acme"
  [
    "customer_partnership",
    2.5,
    phrases("has|have|had", ["selected|chosen|picked", "standardised|standardized on", "switched to"]),
  ],
  // A case study's headline: "How Northwind uses Acme to …", "How Brightline cut onboarding time by 40%"
  [
    "customer_partnership",
    2,
    phrases(
      ["^ how !we|i|our|to|you|your|it|this|they|the *5", "^ how the !team *4"],
      [
        "use|uses|used|run|runs|ran|scale|scales|scaled|cut|cuts|save|saves|saved|automate|automates|automated",
        "reduced|built|moved|switched",
      ],
    ),
  ],
  ["customer_partnership", 1, ["case study", "customer|success story"]],
  [
    "customer_partnership",
    3,
    "sign|signs|signed|ink|inks|inked|win|wins|won|closes|closed ?a|an *3 deal|contract|agreement",
  ],
  [
    "customer_partnership",
    3,
    "welcome|welcomes|welcomed|welcoming ~6 as ?a|an|our|its ?new ?design customer|client|partner",
  ],
  [
    "customer_partnership",
    1.5,
    phrases(
      ["select|selects|chooses|chose|deploy|deploys|deploying|adopt|adopts", "roll|rolls|rolled|rolling out"],
      "*2 to|across|for|at",
    ),
  ],
  // "our first enterprise customer", "our largest customer to date", "new customers"; "one of our first customers" is
  // a customer already had, not one won.
  [
    "customer_partnership",
    1.5,
    [
      ...phrases("first|largest|biggest ?enterprise", ["customer|client", "design partner"]),
      ...phrases("new ?enterprise", ["customer|customers|client|clients", "design partner|partners"]),
    ],
  ],
  // A retailer carrying the product or a chain running it, as brands say it: "Now at Target, nationwide", "now
  // available in 1,800 Walmart stores", "on shelves at Whole Foods", "now live in all 1,850 Boots pharmacies". The
  // chain is a name (capitalised), not "now at scale"; what it has many of is its sites.
  [
    "customer_partnership",
    3,
    phrases(
      ["now|available|sold|stocked|live", "on shelves"],
      "?available|sold|live at|in|across ?all|every|over|more ?than ?#integer #name ?#name ?#name",
      [
        "stores|locations|nationwide|shelves|pharmacies|supermarkets|shops|branches|outlets|doors|restaurants",
        "hospitals|clinics|sites|warehouses|distribution centers|centres",
        ", nationwide",
        "_—– nationwide",
        "$",
      ],
    ),
  ],
  ["customer_partnership", 1.5, ["pilot with|at", "case study :", "customer story :"]],
];

const HIRING: Vocabulary = [
  ["hiring", 2.5, ["we are|re hiring", "were|now|is|are hiring"]],
  ["hiring", 2, phrases("hiring|recruiting ?for", ["a|an|our|several|multiple|new", "#integer"])],
  [
    "hiring",
    2,
    phrases(["open|opened|opens|opening|new", "#integer"], "?open roles|positions|jobs|openings|vacancies"),
  ],
  ["hiring", 1.5, "grow|grows|growing the|our team"],
];

/** Something shipped: "launches", "now available", "Release 3.4", "you can now …". */
const PRODUCT: Vocabulary = [
  // Not the imperative of a tagline ("Launch your warehouse in days").
  [
    "product_update",
    2.5,
    "launch|launches|launched|launching|introduces|introduced|introducing|unveil|unveils|unveiled|unveiling|debut|" +
      "debuts|debuted|debuting !your|you",
  ],
  [
    "product_update",
    2.5,
    [
      "now available|live",
      "now in beta|ga",
      "now in general availability",
      "generally available",
      "general availability",
      "available today",
      "out now",
      "available now",
      "in public|private|open beta",
      "early access",
    ],
  ],
  // A clinical or a flight milestone: "doses first patient in Phase 1 trial", "initiates a Phase 2 study", "is in
  // orbit".
  [
    "product_update",
    3,
    [
      "dose|doses|dosed|dosing ~3 first ?patient|patients|participant|participants",
      "first patient|participant dosed",
      "initiat*|begin*|start*|launch* ~4 phase 1|2|3|i|ii|iii|1/2|i/ii ~2 trial|study",
      "is|are|now in orbit",
      "ind clearance",
      "fda|ema ~3 clears|cleared ~3 ind",
    ],
  ],
  // A new line of products: "our first cat range", "its first frozen collection", "our first product line for kids".
  ["product_update", 2.5, phrases("our|its first +3", ["range|line|collection !of", "product line"])],
  // A version out: "Togglebox 1.0 is live", "v2 is here"; a launch on Product Hunt ("we're live on Product Hunt").
  // A regulator's approval of the product, what lets it be sold: "receives FDA 510(k) clearance", "FDA clears Aortiq's
  // patch", "wins CE mark", "granted a banking licence".
  [
    "product_update",
    3,
    [
      "receiv*|obtain*|secur*|win|wins|won|granted|earn* ?a|an|the ~3 " +
        "clearance|approval|authorization|authorisation|licence|license|mark",
      "fda|ema|mhra clears|cleared|approves|approved|grants|granted",
    ],
  ],
  ["product_update", 2.5, phrases(["#version", "#vversion"], "is|are ?now|officially live|out|here|available")],
  ["product_update", 2, "on product hunt"],
  // A release note: "Release 3.4: …", "Acme 3.4: bank feeds …", "You can now connect …", "Any dashboard can now be
  // emailed"
  ["product_update", 2, ["release #version", "^ +2 #version :"]],
  ["product_update", 2, "can now"],
  ["product_update", 1, "new|improved|fixed|added :"],
  [
    "product_update",
    2,
    phrases("releases|released|releasing|ships|shipped|shipping *5", [
      "#version",
      "version|versions|feature|features|support|integration|integrations|api|apis|sdk|sdks|app|apps|update|updates|" +
        "mode|modes",
    ]),
  ],
  [
    "product_update",
    1.5,
    "new feature|features|product|products|integration|integrations|app|apps|api|apis|dashboard|dashboards|plan|" +
      "plans|model|models",
  ],
  ["product_update", 1, ["version #integer", "#vversion"]],
];

/** A founder in the press or on stage: a podcast, a keynote, an award. */
const FOUNDER: Vocabulary = [
  [
    "founder_amplified",
    2.5,
    [
      "podcast|interview|interviewed|keynote|panel|panelist",
      "fireside chat",
      "op-ed",
      "featured in|on",
      "speak|speaks|spoke|talk at",
      "on stage at",
      "guest on",
    ],
  ],
  [
    "founder_amplified",
    2,
    ["award|awarded|awards", "named to|among", "named one of", "30 under 30", "win|wins ~5 award"],
  ],
  ["founder_amplified", 1, ["forbes|techcrunch|bloomberg", "wall street journal", "financial times"]],
];

/** The English event statements, type by type. */
export const EN: Vocabulary = [
  ...FUNDRAISING,
  ...METRICS,
  ...PARTNERSHIP,
  ...HIRING,
  ...LEADERSHIP,
  ...CORPORATE,
  ...PRODUCT,
  ...FOUNDER,
];

/**
 * "passed one million registered makers", "reached two million downloads": a milestone of a hundred or more things
 * counted, whatever they are, as compromise tags a number and a plural noun (read before EN's metrics).
 */
export const EN_MILESTONE: Matcher = taggedPhrase(
  [0, 1, 2].map(
    (gap) =>
      "(cross|crossed|crosses|pass|passed|passes|hit|hits|reach|reached|reaches|surpass|surpassed|top|topped|" +
      `exceed|exceeded) #Value+ ${". ".repeat(gap)}#Plural`,
  ),
  (words) => largestNumber(words) >= 100,
);
