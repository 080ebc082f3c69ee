import type { Vocabulary } from "./vocabulary";

/** Slovenian, folded ("zaključili" is "zakljucili", "višini" "visini"). */
export const SL: Vocabulary = [
  // "zaključili smo investicijski krog v višini 4,2 milijona evrov", "pridobili 3 milijone evrov"
  [
    "fundraising",
    3,
    [
      "zakljucili|zakljucila|zakljucil ~4 krog|kroga|investicijo",
      "investicijski|investicijskem|financni krog|kroga",
      "pridobili|pridobila|pridobil|zbrali|zbrala|zbral ~8 #amount",
      "krog|kroga|investicijo|nalozbo ~3 v visini #amount",
    ],
  ],
  // A new chief, a takeover, a new name: "nova direktorica", "prevzel 100-odstotni delež", "se preimenuje v".
  ["leadership_change", 3.5, "nova|novi|novo|novega ?izvrsna|izvrsni|generalna|generalni #exec"],
  [
    "corporate_event",
    3.5,
    [
      "prevzel|prevzela|prevzeli|prevzema ~2 #name",
      "prevzel|prevzela|prevzeli ~4 delez|podjetje",
      "postaja del skupine",
    ],
  ],
  ["corporate_event", 3.5, ["se preimenuje|preimenoval|preimenovala", "novo ime"]],
];
