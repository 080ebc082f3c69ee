import { largestNumber, type Matcher, taggedPhrase } from "../phrases";
import { CORPORATE } from "./en-corporate";
import { LEADERSHIP } from "./en-leadership";
import { PARTNERSHIP } from "./en-partnership";
import { phrases, type Vocabulary } from "./vocabulary";

/*
 * English event statements by type and weight (docs/pipeline.md "Reading statements"): a verb with its object ("raised
 * $40M", "acquired by"), never a lone word, in read/phrases.ts's notation. Corporate events, leaders and partners have
 * their own files.
 */

/** A round by its letter or stage: "Series B", "seed", "pre-seed". */
const ROUND = ["series a|b|c|d|e|f|g|h", "?pre-seed", "preseed"];

/** What a reach counts: "1,000 paying customers", "10,000 monthly active users". */
const UNITS =
  "users|customers|companies|orders|downloads|warehouses|transactions|developers|teams|merchants|shipments|members|" +
  "subscribers|installs|businesses|clients|organisations|organizations|brands|stores|restaurants|clinics|hospitals|" +
  "schools|creators|sellers|patients";
/** Whom a media or marketplace business counts beyond its customers: "4.2 million viewers". */
const AUDIENCES = "viewers|listeners|readers|fans|followers|visitors|players|streamers|people|hosts|drivers|artists";
/** Words between a number and what it counts (two at most): "paying", "monthly active". */
const REACH =
  "?paying|active|monthly|daily|weekly|happy|registered|enterprise|b2b|business|unique|global|live|production";
const REACHED = `${REACH} ${REACH} ${UNITS}`;
/** What a money milestone counts: "A$1 billion in supplier payments", "€300M in financed invoices". */
const MONEY_UNITS =
  "payments|volume|sales|transactions|invoices|loans|payouts|deposits|spend|originations|claims|premiums|bills|" +
  "remittances|transfers|gmv|tpv|gtv";

/** Money raised: "raised $40M", "closes a $12 million seed round", "announces its Series A". */
const FUNDRAISING: Vocabulary = [
  // The sum first, as a headline puts it: "We did it: £1.4m raised on Crowdcube".
  ["fundraising", 3, "#amount raised|secured|closed on|from|in|to|for|with|$"],
  [
    "fundraising",
    3,
    "raise|raises|raised|raising|secures|secured|securing|closes|closed|closing|lands|landed|get|gets|got|" +
      // A multiplied count of people is no sum: "streamers get tips through Tipjar, and 4.2 million viewers".
      `bags|bagged|nets|netted ~6 #amount !${UNITS}|${AUDIENCES}`,
  ],
  [
    "fundraising",
    3,
    phrases(
      "raise|raises|raised|raising|close|closes|closed|closing|secure|secures|secured|securing|announc*|complet*|" +
        "signed ~5",
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
      // A round told by its amount and its lead, as what "it" is: "It's a $5.5 million seed led by Foundry Lane".
      ...phrases(["^ a|an", "it s|is|was a|an"], "#amount", [...ROUND, "round"], ["led by", "co-led by"]),
    ],
  ],
  ["fundraising", 2, "funding|financing|investment round"],
  // An extension: "Extending our seed round", "investors are putting in another €2.5M".
  // "adds $40m to its Series C".
  ["fundraising", 3, phrases("extend|extends|extended|extending|top|tops|topped|topping ?up ?our|its|the", ROUND)],
  ["fundraising", 3, phrases("add|adds|added|adding #amount to ?our|its|the", ROUND)],
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
      // An agency's money awarded, told by its giver: "awarded $31.6 million from the Department of Energy", "a
      // $12 million award from DOE"; not "awarded a $5M contract", a customer's.
      ...phrases("awarded|granted #amount", "from|by|in|under|through"),
      ...phrases("#amount award from"),
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
  // Money moved through the company: "passed A$1 billion in supplier payments", "A$1 billion in supplier payments, and
  // what we learned", "topped €300M in financed invoices".
  [
    "metrics_shared",
    3,
    [
      "crosses|crossed|crossing|passes|passed|hit|hits|reaches|reached|surpasses|surpassed|tops|topped ~3 #amount in " +
        `~2 ${MONEY_UNITS}`,
      `^ #amount in ~2 ${MONEY_UNITS}`,
      // Money paid through the company to the people it serves: "$100 million paid out to creators", "we've paid
      // out $40M to hosts".
      `#amount paid|distributed ?out to ~2 ${UNITS}|${AUDIENCES}|musicians|writers|freelancers`,
      `paid|distributed out ~2 #amount to ~2 ${UNITS}|${AUDIENCES}|musicians|writers|freelancers`,
    ],
  ],
  // The figure first: "Annual recurring revenue passed €30 million in October".
  [
    "metrics_shared",
    3,
    "arr|mrr|revenue|gmv|tpv|gtv|bookings ~3 crosses|crossed|passes|passed|hit|hits|reaches|reached|surpasses|" +
      "surpassed|tops|topped|exceeds|exceeded ~2 #amount",
  ],
  // A count's headline: "25,000 spaza shops and counting" (not a count "up from" the last, which letters and yearly
  // reviews give as history).
  ["metrics_shared", 2.5, "^ #number ~3 and counting"],
  // A milestone person: "became the one millionth person to train with Trailpace", "our ten-thousandth order", "the
  // one millionth maker created a Stitchcraft account", "became Loomwell’s 100,000th member": whoever the ordinal
  // counts, told as an event ("the", "our"), not a timeline's entry ("2026 — 1 millionth block laid").
  ["metrics_shared", 3, ["the|our|its|s ~2 millionth|thousandth|billionth", "the|our|its|s #nth"]],
  // An app on another platform: "Fernwork for Android is available on Google Play", "Fernwork is on Android".
  [
    "product_update",
    3,
    [
      "is|are ?now available on|in google play",
      "= is|are now on Android|iOS|iPhone|iPad",
      "= is on Android|iOS|iPhone",
    ],
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
  // Not the imperative of a tagline ("Launch your warehouse in days"), nor French "débuts de", "début 2028" (folded,
  // "début" is the English word: only its other forms are read).
  [
    "product_update",
    2.5,
    "launch|launches|launched|launching|introduces|introduced|introducing|unveil|unveils|unveiled|unveiling|" +
      "debuts|debuted|debuting !your|you|de|du|des|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|" +
      "octobre|novembre|decembre",
  ],
  [
    "product_update",
    2.5,
    [
      "now available|live",
      "now in beta|ga",
      "now in public|private|open beta",
      "now in general availability",
      "generally available",
      "general availability",
      "available today",
      "out now",
      "available now",
      "early access",
    ],
  ],
  // A beta told as what the product is in ("It's in private beta and should be public next year") is its state; told
  // as new ("now in private beta") it is a launch, above.
  ["product_update", 1, "in public|private|open beta"],
  // A waitlist opened up: "Murmurly is open to any nursing unit in the US. No waitlist", "PUBLIC BETA".
  [
    "product_update",
    2,
    ["is|are ?now open to ~2 any|every|everyone|everybody|all", "no ?more waitlist|waitlists|wait-list", "public beta"],
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
  // patch", "wins CE mark" (a licence to run a regulated business is a corporate event: en-corporate.ts).
  [
    "product_update",
    3,
    [
      "receiv*|obtain*|secur*|win|wins|won|granted|earn* ?a|an|the ~3 clearance|approval|authori*|mark",
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
    [
      "award|awarded|awards",
      "named to|among",
      "named one of",
      "30 under 30",
      "win|wins ~5 award",
      // A list's headline: "Dr. Kavya Reddy among 30 innovators reshaping Indian healthcare".
      "among ?the ?top #integer ~2 innovators|founders|women|leaders|entrepreneurs|changemakers|ceos|executives",
    ],
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
