import { phrases, type Vocabulary } from "./vocabulary";

/*
 * English statements of the company's leadership changing (docs/pipeline.md "Reading statements"): an executive or a
 * director joining, leaving, handing over; the board. In read/phrases.ts's notation, as en.ts.
 */

/** An executive's title as English writes it: "CTO", "chief revenue officer", "VP", "head of", "co-founder". */
const EXEC = [
  "chief ~1 officer",
  // As British firms title their CEO: "appoints David Ogilvie as Chief Executive".
  "chief executive",
  "ceo|cto|cfo|coo|cmo|cro|cpo|ciso|vp|svp|evp|president*|cofounder*",
  "vice-president*",
  "head of",
  "general counsel",
  "managing director",
  "director of",
  "co-founder*",
];
/** The words before a title in "joins as our new CTO" (three at most). */
const AS_ROLE = "as ?our|the|its|new|first|interim|founding ?new|first|interim|founding ?new|first|interim|founding";

/** An executive joining, leaving or handing over: "joins as VP", "steps down", "takes over as CEO". */
export const LEADERSHIP: Vocabulary = [
  ["leadership_change", 3.5, phrases(`join|joins|joined|joining ~6 ${AS_ROLE}`, EXEC)],
  // The appointee with where they come from: "appoints former Grab Financial Group finance director Tan Mei Ling as
  // CFO".
  [
    "leadership_change",
    3.5,
    phrases(
      "appoint|appoints|appointed|appointment|hire|hires|hired|promotes|promoted|taps|tapped|welcome|welcomes|" +
        "welcomed|welcoming ~10",
      AS_ROLE,
      EXEC,
    ),
  ],
  // A headline's "Parapet Names Jordan Reyes Chief Revenue Officer", "taps Maria Chen as CFO".
  ["leadership_change", 3.5, phrases("names|named|appoints|appointed|taps|tapped|hires|hired ~3 ?as", EXEC)],
  ["leadership_change", 2.5, phrases("new|incoming|interim", EXEC)],
  // A new role: "before becoming CEO", "Dana becomes our CEO", "promoted to CTO".
  [
    "leadership_change",
    3,
    phrases("become|becomes|became|becoming|promoted|named|appointed ?to|as ?our|the|its|new", EXEC),
  ],
  // "our first CRO", "its first chief revenue officer": a first executive in a role is one who joined.
  ["leadership_change", 3, phrases("our|its first", EXEC)],
  // The board: "appoints Angela Moyo to its Board", "joins our board", "independent non-executive director".
  [
    "leadership_change",
    3.5,
    [
      ...phrases(
        "appoint|appoints|appointed|name|names|named|elect|elects|elected|welcome|welcomes|welcomed ~6",
        "to ?its|our|the board",
      ),
      "independent|non-executive ?non-executive director",
    ],
  ],
  // Below a round's words: a lead investor "joining our board" is part of the round.
  ["leadership_change", 2.5, ["join|joins|joined|joining ?its|our|the board", "board director|member"]],
  ["leadership_change", 3, phrases("succeed|succeeds|succeeded ~6 as", EXEC)],
  [
    "leadership_change",
    3,
    [
      "step|steps|stepped|stepping down",
      // "stepping back from my role as COO", "steps away from day-to-day operations".
      ...phrases("step|steps|stepped|stepping back|away from ~3", [
        "role|roles|position|operations|company|board",
        "day-to-day",
      ]),
      ...phrases("step|steps|stepped|stepping back|away as ?our|the|its", EXEC),
      // "I'm stepping back from Ferrum", "My last day as CTO is December 31".
      "step|steps|stepped|stepping back|away from #name",
      ...phrases("my|his|her|their last day as ?our|the|its", EXEC),
      "resign|resigns|resigned|resigning",
      "departs|departed|departing",
      "departure of",
      "move|moves on from",
      "leaves|left the company",
      "is leaving",
    ],
  ],
  // A CEO handing over: "hands over the CEO role", "takes over as CEO", "steps into the role of CEO", "passes the
  // baton".
  [
    "leadership_change",
    3.5,
    [
      ...phrases("hand|hands|handed|handing over ?the", ["role of", "reins", ...EXEC]),
      // "I am handing the CEO role to Martin Leclerc".
      ...phrases("hand|hands|handed|handing ?over the|my|our", EXEC, "role|job|title|seat to"),
      // "After four years as CEO of Nightjar, I'm handing the role to Carla Mendes".
      "hand|hands|handed|handing ?over the|my role|job|reins to",
      ...phrases("take|takes|taking|took over as ?our|the|its|new ?our|the|its|new", EXEC),
      ...phrases(
        ["step|steps|stepping|stepped into", "step|steps|stepping|stepped up as|to"],
        "?the ?role ?of ?our",
        EXEC,
      ),
      "pass|passes|passed|passing the baton|torch|reins",
      ...phrases(["becomes|became", "will become"], "?our|the|its ?new", EXEC),
    ],
  ],
];
