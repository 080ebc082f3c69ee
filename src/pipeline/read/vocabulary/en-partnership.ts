import { phrases, type Vocabulary } from "./vocabulary";

/** None of the sentence's next words gives something away: a giveaway's partner is no customer nor partner. */
const NOT_GIVEAWAY = "!give|giveaway|giveaways|prize|prizes|raffle|sweepstakes~14";

/** A customer or a partner: "partners with", "signs a contract", "selected by", a case study, a retailer. */
export const PARTNERSHIP: Vocabulary = [
  // Not a promotion: "we've teamed up with Hollowbrook to give away a gravel bike".
  ["customer_partnership", 3, `partner|partners|partnered|partnering with ${NOT_GIVEAWAY}`],
  ["customer_partnership", 3, "partnership with|between"],
  // A payer that pays for the product: "now reimbursed by Aetna", "in-network with Blue Shield".
  ["customer_partnership", 3, ["reimbursed by ?the #name", "in-network with #name"]],
  ["customer_partnership", 3, "announc*|form*|enter*|sign*|expand*|strategic|new ?a|an|our|its|the +2 partnership"],
  // "Tessaly and Kestrel Form Global Alliance", "forms a strategic alliance with".
  ["customer_partnership", 3, "announc*|form*|enter*|sign*|expand*|strategic|new ?a|an|our|its|the +2 alliance"],
  [
    "customer_partnership",
    2.5,
    [
      `team|teams|teamed up with ${NOT_GIVEAWAY}`,
      "join|joins forces with",
      // Another business joining the company's own network: "Lakeshore Community Bank joins the Ledgerline network".
      "joins|joined the #name network|platform|ecosystem|marketplace",
      "goes|went live with",
      // With someone named, not with a kind of thing ("integrates with their model platforms", "with your stack").
      "integrates|integrated|integration with !their|your|its|our|his|her|any|all|most|many|other|existing|popular",
      "now integrates",
    ],
  ],
  // Chosen by a customer, as the trade press heads it too: "Cumberland Valley Health taps Tidewell for monitoring".
  [
    "customer_partnership",
    2.5,
    [
      "selected|chosen|adopted|deployed by",
      // "Ardent Mutual Standardizes on Sparrowhawk Data" (subject.ts: the company is what is relied on).
      "standardizes|standardises|standardized|standardised on",
      "taps|tapped|enlists|enlisted !into *3 for",
      // "… taps Wardline to draft discharge summaries" (not a person "to lead" or "as" anything).
      "taps|tapped|enlists|enlisted !into *3 to !lead|head|run|oversee|become|serve|join|be|chair|build|succeed",
      // The company choosing a partner: "Keelson selects Bonneville Bank as sponsor bank".
      "selects|selected|chooses|chose|picks|picked *4 as ?its|a|an|the *2 partner|bank|provider|processor|issuer",
    ],
  ],
  // A new bank behind the product: "our new partner bank will be Clearwater Community Bank", "is moving to a new
  // sponsor bank".
  [
    "customer_partnership",
    3,
    [
      "new partner|sponsor|issuing bank|banks ~2 will be|is|are #name",
      "moving|moves|switching|switches|transitioning to a new partner|sponsor|issuing bank",
    ],
  ],
  // A customer awarding it a contract: "U.S. Army awards Halberd a $62 million production contract", "awarded a
  // prototype Other Transaction agreement by the Defense Innovation Unit".
  ["customer_partnership", 3, "award|awards|awarded|awarding ~8 contract|contracts|order|agreement|agreements"],
  // A launch made together: "Chargeward and Northern Plains Energy launch ChargeSmart".
  [
    "customer_partnership",
    3.5,
    "= and|& #name ?#name ?#name ?#name ?jointly|together launch|launches|unveil|unveils|introduce|introduces",
  ],
  // A customer named as the work the company does for it, in a home page's hero: "The freight partner behind Kilele
  // Breweries' exports", "the payments partner behind …".
  ["customer_partnership", 3, "the ~2 partner|partners behind #name"],
  // A partner taken on in a role the business runs on: "adds Cedar Plains Bank as its second bank partner", "has
  // joined Partwell as its sponsor bank", "names Kestrel Specialty as issuing carrier" (not a person joining a fund "as
  // a partner").
  [
    "customer_partnership",
    3,
    "add*|join*|welcom*|onboard*|name|names|named|appoint* *5 as ?its|a|an|our|their|the ?first|second|third|new|" +
      "newest|latest|official|lead bank|banking|sponsor|issuing|fronting|lending|carrier|insurance|reinsurance|" +
      "distribution|channel|launch ?bank partner|partners|bank|carrier|carriers|insurer|reinsurer",
  ],
  // An insurer's capacity behind a managing general agent: "secures multi-year capacity from Kestrel Specialty".
  ["customer_partnership", 3, ["capacity from|with #name", "capacity provided by #name", "reinsurance panel"]],
  // A programme's partner: "Stackwise is now a Corvell Certified Partner", "became an official partner of".
  ["customer_partnership", 3, "is|becomes|became now ?a|an|the ~3 partner|partners"],
  // A customer's partner named as its own: "Lanternly is Brazos Valley ISD's high-dosage tutoring partner".
  ["customer_partnership", 3, "is|becomes|became ?now #name *2 s *3 partner|provider|vendor"],
  // A buyer's board approving a contract: "Brazos Valley ISD's board approved a three-year contract with Lanternly",
  // "a district contract approved by the board of trustees".
  [
    "customer_partnership",
    3,
    [
      "approve|approves|approved|ratify|ratifies|ratified ~4 contract|contracts|agreement|agreements with",
      "contract|contracts|agreement|agreements approved|ratified by",
    ],
  ],
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
  // A chain putting the company's product into its sites: "Sklepy Lipa rolls out Skrytka lockers in 180 stores",
  // "deploys Ferrite across all 40 warehouses" (the company's product by its name).
  [
    "customer_partnership",
    3,
    phrases(
      "roll|rolls|rolled|rolling out|deploy|deploys|deployed|deploying|install|installs|installed|installing",
      "#name ~3 in|across|at ?all|every|over ?#integer",
      "?#name stores|locations|sites|branches|outlets|restaurants|pharmacies|clinics|hospitals|warehouses|depots",
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
    [
      ...phrases(
        ["now|available|sold|stocked|live", "on shelves"],
        "?available|sold|live at|in|across ?all|every|over|more ?than ?#integer #name ?#name ?#name",
        [
          "stores|locations|nationwide|shelves|pharmacies|supermarkets|shops|branches|outlets|doors|restaurants",
          "hospitals|clinics|sites|warehouses|distribution centers|centres",
          ", nationwide",
          "_—– nationwide",
        ],
      ),
      // Arriving at a chain: "lands in 280 Sainsbury's stores", "on the shelves of 280 Sainsbury's stores".
      ...phrases(
        ["land|lands|landed|arrive|arrives|arrived", "on the shelves"],
        "in|into|at|of ?all|every|over|more ?than ?#integer #name ?#name ?#name",
        "stores|supermarkets|pharmacies|shops|branches|outlets|doors",
      ),
      // A count of a chain's sites the product is at: "in the chilled aisle at 180 Coles supermarkets".
      ...phrases(
        "at #integer #name ?#name",
        "supermarkets|stores|pharmacies|shops|branches|outlets|locations|restaurants",
      ),
      // A chain alone at the line's end is a retailer "at" it: "Now at Target." ("available in New York." is a place).
      ...phrases(["now|available|sold|stocked|live", "on shelves"], "?available|sold|live at #name ?#name ?#name $"),
    ],
  ],
  ["customer_partnership", 1.5, ["pilot with|at", "case study :", "customer story :"]],
];
