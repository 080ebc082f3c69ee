import { phrases, type Vocabulary } from "./vocabulary";

/*
 * A company shrinking its team, as the English lexicon reads it (docs/pipeline.md "Reading statements"): a corporate
 * event, and news for whoever watches hiring (lexicon.ts statesWorkforceReduction).
 */

/** Who leaves: "14 colleagues", "30 people", "team members". */
const STAFF = ["colleagues|teammates|people|employees", "team members"];
const ORGANISATION = "company|team|organisation|organization|business";
/** How a count is hedged: "about 30", "roughly a third", "some 40". */
const ABOUT = "about|around|roughly|some|nearly|approximately|almost|over";
const REORGANISE = "reorganise|reorganize|reorganises|reorganizes|reorganised|reorganized|reorganising|reorganizing";

/** A company shrinking its team: a corporate event, and news for whoever watches hiring. */
export const WORKFORCE_REDUCTION: Vocabulary = [
  // "reduce our team by 20%", "parting ways with 14 colleagues", "letting go of 30 people"
  [
    "corporate_event",
    3.5,
    // The company by its name too: "reducing the size of Gridline by 23 people", "of the Shiftwell team by 22 roles".
    phrases(
      "reduc*|shrink*|cut|cuts|cutting ?the ?size ?of",
      ["our|its|the team|company|workforce|headcount|staff", "#name", "the #name team|workforce"],
      `by|to ?${ABOUT}`,
      ["#integer ?%", "a third|quarter|fifth|half", "one-third|quarter|fifth|half"],
    ),
  ],
  [
    "corporate_event",
    3.5,
    phrases(
      ["part|parts|parted|parting ways with", "letting|let go of", "say|says|said|saying goodbye to"],
      `?${ABOUT}`,
      ["#integer", "a third|quarter|fifth|half of"],
      "?of ?our",
      [...STAFF, "staff", "the team"],
    ),
  ],
  ["corporate_event", 3.5, `eliminat*|cut|cuts|cutting ?${ABOUT} #integer roles|jobs|positions`],
  // "reducing the size of Sprout & Spoon from 140 people to 109", "our team from 94 to 71 people"; "Thirty-one
  // colleagues … will be leaving us".
  [
    "corporate_event",
    3.5,
    [
      `reduc*|shrink*|cut|cutting ~6 from #integer people|employees|staff|colleagues to ?${ABOUT} #integer`,
      `reduc*|shrink*|cut|cutting ~6 from #integer to ?${ABOUT} #integer people|employees|staff|colleagues`,
    ],
  ],
  ["corporate_event", 2.5, phrases(STAFF, "~6 will be|are leaving us")],
  [
    "corporate_event",
    2.5,
    [
      "company-wide restructuring",
      "organisational|organizational|a restructuring",
      `restructur* ?of the|our|its ${ORGANISATION}`,
    ],
  ],
  // A reorganisation, right-sizing or streamlining of the company: layoffs as the press and founders frame them.
  [
    "corporate_event",
    2.5,
    [
      "company-wide reorganisation|reorganization",
      "organisational|organizational|significant|a reorganisation|reorganization",
      `${REORGANISE} the|our|its ${ORGANISATION}|teams`,
      ...phrases(
        ["right-siz*", "rightsiz*|streamlin*"],
        "the|our|its company|team|organisation|organization|workforce|headcount",
      ),
    ],
  ],
  ["corporate_event", 3.5, phrases(`parting with ?${ABOUT} #integer`, STAFF)],
  // Told as a farewell to a count of the team: "Today we said goodbye to nine of our 26 teammates".
  [
    "corporate_event",
    3.5,
    phrases(
      `say|says|said|saying goodbye to ?${ABOUT}`,
      ["#integer", "two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"],
      "?of ?our ?#integer",
      STAFF,
    ),
  ],

  // Said in the passive: "17 roles across the company are being eliminated".
  [
    "corporate_event",
    3.5,
    phrases(
      "#integer",
      ["roles|jobs|positions|people|colleagues|employees", "team members"],
      "~6",
      ["are being", "were|are", "will be", "have been"],
      ["eliminated|cut", "made redundant", "laid off", "let go"],
    ),
  ],
  ["corporate_event", 2.5, `= ${REORGANISE} #name around|into`],
  [
    "corporate_event",
    3.5,
    [
      "lay|lays|laying|laid off",
      "layoff|layoffs",
      "reduction in force",
      "workforce reduction",
      "job cuts",
      "reduc* ?of|in ?our workforce|headcount|staff",
      "cut|cuts|cutting ?our|its workforce|staff|headcount",
      "cut|cuts|cutting #integer ?% of ?our|its workforce|staff|headcount",
    ],
  ],
];
