import { WORKFORCE_REDUCTION } from "./en-workforce";
import { phrases, type Vocabulary } from "./vocabulary";

/*
 * English corporate events (docs/pipeline.md "Reading statements"): a company acquired, merged, shut down,
 * restructured or renamed. A phrase starting with "=" reads the words as written, where a capital matters ("is now
 * Nimbus", "buys Globex": a name, not "is now available").
 */

/** "is", "we're", "we are", "we will be", "will be": a company's own state. */
const WE_ARE = ["we are|re", "we will be", "is|are|were", "will be"];

/** A company acquired, merged, shut down, restructured or renamed. */
export const CORPORATE: Vocabulary = [
  [
    "corporate_event",
    3.5,
    [
      "acquired by",
      "to be acquired",
      "has|have acquired",
      // "we've acquired Quarantine.dev", "Flakehound acquired Quarantine" (not "acquired 10,000 users").
      "we ?ve|have|had|just acquired",
      "= acquired ?the #name",
      "acquires",
      // A deal signed to buy: "agreed to acquire", "signed an agreement to acquire Cathodex"; the deal done.
      "agreement|deal|agreed|agrees to acquire",
      "the|our|this acquisition closed|completed",
      "the|our|this acquisition has|is closed|completed|complete",
      "will acquire",
      "is acquiring",
      "been acquired",
      "acquisition of|by",
      "announc* ?its|the|our acquisition",
      "takeover of",
      "is|are now ?a part of",
    ],
  ],
  [
    "corporate_event",
    3.5,
    [
      "merge|merges|merged|merging with",
      "merger of|with|between|agreement",
      "complet* ?the|its|our merger",
      "announc* ?a|the|our merger",
    ],
  ],
  // "we are shutting down", "Little Fern is closing", "we are closing for good": closing with nothing after it to
  // close.
  [
    "corporate_event",
    3.5,
    [
      ...phrases(WE_ARE, [
        "shutting|winding down",
        "closing our|its doors",
        "closing for good",
        "closing down",
        "closing _.!,;:—–$",
      ]),
      ...phrases(["shut|shutting|wind|winding|wound-down", "shutdown"], "~5 company|operations|business|service"),
      "decid* to shut|wind down",
      "will shut|wind down",
      "decid* to close",
      "cease|ceases|ceased|ceasing operations",
      "going out of business",
      "final day of service|operations",
    ],
  ],
  // Acquisitions as the press and founders say them: joining a buyer (not joining it as its CTO, nor joining its
  // partner programme, accelerator or marketplace), a next chapter inside it, being bought or snapped up, agreeing to
  // combine.
  [
    "corporate_event",
    3.5,
    phrases(
      "=",
      ["is|Is|are|Are", "we|We re|are", "will|to be"],
      "joining ?forces ?with ?the #name " +
        "!as|program|programs|programme|programmes|network|accelerator|cohort|marketplace|ecosystem|partner|" +
        "partners|alliance|council|initiative|community|batch|fellowship~6",
    ),
  ],
  ["corporate_event", 3, phrases("= next|Next chapter ~10", ["as part of", "with|under|inside|joining"], "?the #name")],
  [
    "corporate_event",
    3.5,
    phrases(
      "=",
      // As written: a headline in title case capitalises its verb ("Bramble Buys Quarry Data").
      ["is buying", "to buy", "buys|bought|swallows|swallowed|Buys|Bought", "snaps|snapped|scoops|scooped up"],
      "+4 #name",
    ),
  ],
  [
    "corporate_event",
    3.5,
    [
      "= agree|agrees|agreed|agreement|deal|plan|plans to combine|merge",
      "= combine|combines|combined|combining with #name",
      "= #name ?#name ?#name and|& #name ?#name ?#name ?to combine|Combine|merge|Merge",
      "= #name ?#name ?#name and|& #name ?#name ?#name are|Are combining|Combining|merging|Merging",
    ],
  ],
  // M&A's own words: a definitive agreement, becoming a subsidiary, returning capital to investors when winding down.
  // A merger without the word, and a product or business handed to another company.
  [
    "corporate_event",
    4,
    [
      "combin* into ?a|one ?single|new company|business|firm|studio",
      "become|becoming|becomes one company|business|team",
      "will become one company|business|team",
      "two companies|studios|teams|firms become one",
      "two companies|studios|teams|firms are becoming one",
    ],
  ],
  [
    "corporate_event",
    3.5,
    [
      ...phrases("=", ["becomes|became", "will become", "is becoming"], "?a part of ?the #name"),
      "= ?has|have found|finds|finding ?a|its new home at|with|inside|within #name",
      ...phrases(
        "=",
        ["transfer*", "hand* over", "handing"],
        "~10 team|customers|contracts|product|business ~6 to #name",
      ),
    ],
  ],
  [
    "corporate_event",
    3.5,
    [
      "definitive ?merger agreement",
      "?will become|becomes|becoming ?a subsidiary of",
      "?will become|becomes|becoming ?a wholly-owned subsidiary of",
    ],
  ],
  [
    "corporate_event",
    3.5,
    [
      "= wind|winding #name down",
      "= wind|winding the|our company|business down",
      "= return|returning ?the ?remaining capital|cash|money to ?our investors|shareholders",
    ],
  ],
  [
    "corporate_event",
    3,
    [
      "= decision|decided|deciding to shut|wind|close down",
      "= decision|decided|deciding to sunset|close",
      "= wind|winding down #name",
      // "sunsetting the Ponder journal app on January 31": the product may have its kind's words after its name.
      ...phrases(
        "= sunset|sunsetting ?the #name",
        ["?app|product|platform|service", "+2 app|product|platform|service"],
        ["on|by", "at the end of", ".,"],
      ),
    ],
  ],
  ...WORKFORCE_REDUCTION,
  [
    "corporate_event",
    3.5,
    [
      "rebrand|rebrands|rebranded|rebranding",
      "is|are now called|named",
      "is|are now known as",
      "formerly known as",
      "chang* its|our name",
      // Renamed to a name: "values renamed to match the spec" is no new name.
      "renam* the company|ourselves|itself to",
      "renam* ?the ?company|ourselves|itself to #name",
    ],
  ],
  // Expansion into a new country or region, told in words ("officially opens in Mexico", "our first office outside the
  // US", "expands into Latin America"); below a corporate event's lead, so a round that funds it stays a round.
  [
    "corporate_event",
    2.5,
    [
      ...phrases(
        // Not the bare verb: "to expand into Europe" is what a round is for, not an expansion done.
        [
          "opens|opened|opening",
          "launches|launched|launching",
          "expands|expanded|expanding",
          "enters|entered|entering",
          "arrives|arrived",
        ],
        "in|into|to ?the #place",
      ),
      // A brand that ships somewhere new: "Now shipping to the UK", "now delivering across Canada".
      ...phrases("now ships|shipping|delivers|delivering to|across|in ?the", "#place"),
      ...phrases("starts|started|starting ships|shipping|delivering to|across|in ?the", "#place"),
      // Present somewhere new: "Moto Safi is now in Uganda"; a site opened there: "opens Calgary kitchen".
      "#name is now in ?the #place $",
      "we are|re now in ?the #place $",
      ...phrases(
        "opens|opened|opening ?its|a|our ?first|new #place",
        "kitchen|warehouse|facility|store|clinic|office|hub|depot|studio|plant",
      ),
      // Operating somewhere new: "Sendaro is now moving freight in Ghana", "now live in Kenya".
      "now operating|operates|live|moving|running ~2 in|across ?the #place",
      "first|new office|offices|hub|entity|headquarters|warehouse|depot in|outside ?the #place",
      // The place before the noun: "opens its first US office, in Fargo" (a new one may be a move).
      "first #place office|offices|hub|entity|headquarters|subsidiary|warehouse",
      // A chain's sites, a first market: "opens its first two clinics outside the UK", "our first store in Dublin",
      // "our first market outside Southeast Asia".
      ...phrases(
        "first|new ~1",
        "clinic|clinics|store|stores|branch|branches|studio|studios|location|locations|market",
        "in|outside|beyond ?the #place",
      ),
      "expansion in|into|to ?the #place",
      // A brand's first shop of its own, wherever it is: "opened the doors of our very first shop", "Our first shop:
      // Marlow Home Marylebone is open", "our flagship store opens".
      "opens|opened ~6 first|flagship shop|store|showroom|boutique",
      "first|flagship shop|store|showroom|boutique ~6 is|now open $",
      "flagship shop|store|showroom|boutique opens|opened|is open",
      // Operations begun somewhere new: "begins operations in Chile", "started operating in Peru".
      "begins|began|starts|started|commences|commenced ~2 operations|operating in|across ?the #place",
    ],
  ],
  // Insolvency: "entered administration", "is in administration", "files for Chapter 11", "appointed as joint
  // administrators", "placed into receivership|liquidation", and the British "has stopped trading".
  [
    "corporate_event",
    3.5,
    [
      "enter|enters|entered|entering ?into administration|receivership|liquidation",
      "is|are|was|went|gone in|into administration|receivership|liquidation",
      "appointed ?as ?joint administrators|liquidators|receivers",
      "administrators|liquidators|receivers were appointed",
      "administrators|liquidators|receivers have|has been appointed",
      // Not a thing it no longer trades: "stopped trading its old fleet".
      "stopped|ceased trading !its|their|our|his|her|the|a|an",
      "files|filed|filing for ~2 bankruptcy|insolvency|chapter 7|11",
      "placed|put into administration|receivership|liquidation",
    ],
  ],
  // A pause or a suspension of the whole business: "Dukaandar is pausing operations", "suspends operations".
  ["corporate_event", 3.5, "pause|pauses|pausing|paused|suspend|suspends|suspending|suspended ?all|its|our operations"],
  // A licence that makes it a regulated business: "is now an RBI-registered NBFC", "granted a Certificate of
  // Registration", "now a licensed e-money institution", "granted a banking licence".
  [
    "corporate_event",
    3,
    [
      "is|are now a|an ~3 registered|licensed|regulated|authorised|authorized",
      // "is now an Australian Financial Services Licensee", "ASIC has granted Settlewise Pty Ltd an … Licence".
      "is|are now a|an ~4 licensee|licencee",
      "granted ~4 a|an ~4 licence|license",
      "certificate of registration",
      "receiv*|obtain*|secur*|win|wins|won|granted|earn* ?a|an|the|its|their ~5 licence|license|licences|licenses",
      // "Corrán is now authorised by the Central Bank of Ireland", "has authorised Corrán as an e-money institution".
      "is|are now authorised|authorized|licensed|licenced by|as",
      "has|have ?now been authorised|authorized|licensed|licenced by|as",
      "has|have authorised|authorized|licensed ~4 as a|an ~3 institution|bank|lender|firm|provider|company",
      // An authorisation to act as a kind of business, not a product's clearance: "receives RBI authorisation as an
      // online Payment Aggregator", "received final authorisation from the RBI to operate as a …".
      "receiv*|obtain*|secur*|granted|won|get|gets|got ?a|an|the|final ~3 authori*|approval|licence|license ~2 as a|an",
      "receiv*|obtain*|secur*|granted|won|get|gets|got ?a|an|the|final ~3 authori*|approval ~6 to operate|act as",
      // "receives Bank Negara Malaysia approval to issue e-money".
      "receiv*|obtain*|secur*|granted|won|get|gets|got ?a|an|the|final ~3 authori*|approval ~6 to issue|conduct",
      // A regulator approving the application: "approved Keelpay's application for a money transmitter license".
      "approved|approves|approving ~4 application|applications for ~4 licence|license|licences|licenses|charter",
      // "is now licensed nationwide", "now licensed in all 50 states".
      "is|are now licensed|licenced nationwide|in",
    ],
  ],
  // A factory or a plant opened: "opens its first sodium-ion cell factory", "opened our Reno plant".
  ["corporate_event", 2.5, "open|opens|opened|opening|inaugurat* ~5 factory|plant|gigafactory|facility|fab"],
  // A line to make things on, not a line of products: "to open its first production line", "will open its first
  // glass-core substrate line in Kumamoto" (a range is launched, not opened in a place).
  [
    "corporate_event",
    3,
    [
      "open|opens|opened|opening|inaugurat*|commission* ~5 production|manufacturing|assembly line|lines",
      "open|opens|opened|opening|inaugurat*|commission* ~5 line|lines in|at #place",
      // Its first output, the start of production: "the first cells came off Line 1", "started volume production".
      "first ~6 came|come|comes|rolled|rolls|roll off ?the|our|its ~2 line|lines",
      "start|starts|started|began|begins ~2 series|volume|mass production",
    ],
  ],
  // A certification, a status of the company as a licence is: "achieves AS9100D certification", "earned ISO 27001
  // accreditation", "is now AS9100 certified" (not a report renewed or an audit completed, the same status kept).
  [
    "corporate_event",
    2.5,
    [
      // A verb told as done, not "helps manufacturers achieve certification".
      "achieves|achieved|earns|earned|obtains|obtained|receives|received|attains|attained|awarded|granted|secures|" +
        "secured|gains|gained ~4 certification|accreditation",
      "is|are now ~3 certified|accredited",
      "we re now ~3 certified|accredited",
      "becomes|became|has|have become ~3 certified|accredited",
    ],
  ],
  // A plant put to work: "we commissioned our pilot plant", "our Reno plant is running".
  [
    "corporate_event",
    2.5,
    [
      "commission|commissions|commissioned|commissioning ~4 plant|factory|facility|line",
      // A plant named, then described: "commissions Esbjerg Vest, its first commercial green hydrogen plant".
      "commission|commissions|commissioned|commissioning #name ?#name ?#name , its|our ~5 plant|factory|facility",
      "plant|factory is|are now running|operational|online",
      "plant|factory|facility ~3 in commercial operation",
    ],
  ],
  // A subsidiary abroad: "establishes a subsidiary in France", "set up our German entity".
  ["corporate_event", 2.5, "establish*|set|sets|found*|open* ~3 subsidiary|subsidiaries in #place"],
  // Going public: "files registration statement for proposed initial public offering", "prices its IPO".
  [
    "corporate_event",
    3,
    [
      "file|files|filed|filing|submits|submitted ~6 registration statement|s-1|f-1",
      "prices|priced ~3 ipo|offering",
      // "files for $100M Nasdaq IPO", "filed confidentially for an IPO".
      "file|files|filed|filing ~2 for ~4 ipo",
      "initial public offering",
      "goes|went public",
    ],
  ],
  // An acqui-hire: "Cobaltline hires the team behind Lintel", "acqui-hired by".
  ["corporate_event", 3.5, ["acquihire*", "acqui-hire*", "hire|hires|hired|hiring ?the|its ~2 team behind"]],
  // A product recall, as a maker and its regulator announce one ("a voluntary recall of about 11,200 bassinets",
  // "Important safety recall", "we are recalling"); not a model's precision and recall, nor "I recall".
  [
    "corporate_event",
    3.5,
    [
      "safety|voluntary|product|products recall|recalls",
      "recall of ?about|approximately|around|some #integer",
      "is|are|were recalling",
      "has|have recalled",
      "issued|issues|announced|announces|initiated|initiates ?a recall",
      "recalls|recalled ?about|approximately|around|some #integer",
      // A recall as device regulators name it: "a voluntary medical device correction", "Field Safety Notice".
      "medical device correction|corrections|removal|removals",
      "field safety notice|notices",
      "field safety corrective action|actions",
    ],
  ],
  // A pivot: the company turned to another business ("pivots to selling its engine to grocers", "pivoting away from
  // consumers"); the word next to its direction, so a spreadsheet's "pivot tables" stays a feature.
  [
    "corporate_event",
    3.5,
    ["pivot|pivots|pivoted|pivoting ?away to|into|toward|towards|from", "= our|its pivot to|into"],
  ],
  // An acquirer's footer: "Quillmark is a Docusign company", "now a Stripe company" (not "a YC company", "a Delaware
  // company": an accelerator's, a state's).
  [
    "corporate_event",
    3.5,
    [
      "= is|are|now ?now a|an !yc|y|techstars|delaware|b|certified|portfolio #name ?#name company .,;$",
      "= #name , a|an !yc|y|techstars|delaware|b|certified|portfolio #name ?#name company .,;$",
    ],
  ],
  // "Acme is now Nimbus." (a name, not "is now available"), "Gridnest is now Hestia Energy", "from today, Gridnest is
  // called Hestia Energy".
  [
    "corporate_event",
    3.5,
    [
      "= is|are now #name ?#name .:;,!$",
      "= is|are now called|named #name ?#name",
      "= today ~3 is|are called #name ?#name",
    ],
  ],
  ["corporate_event", 2, "a|our|its new name"],
  // Debt that funds the company, as a round does: "signs €20 million venture debt agreement with the EIB", "secures
  // a $50M credit facility", "closes a debt financing".
  [
    "fundraising",
    3,
    [
      "venture debt|loan|credit|debt ?facility agreement|facility|financing",
      "secur*|sign*|close*|obtain*|raise* ~8 venture|debt|credit|loan facility|financing|agreement",
    ],
  ],
];
