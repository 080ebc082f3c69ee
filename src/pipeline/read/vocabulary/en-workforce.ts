/*
 * A company shrinking its team, as the English lexicon reads it (docs/pipeline.md "Reading statements"): a corporate
 * event, and news for whoever watches hiring.
 */

/** A company shrinking its team: a corporate event, and news for whoever watches hiring. */
export const WORKFORCE_REDUCTION: [RegExp, number][] = [
  // "reduce our team by 20%", "parting ways with 14 colleagues", "letting go of 30 people"
  [
    new RegExp(
      String.raw`\b(?:reduc\w*|shrink\w*|cut(?:s|ting)?)\s+(?:the size of\s+)?(?:our|its|the)\s+(?:team|` +
        String.raw`company|workforce|headcount|staff)\s+(?:by|to)\s+(?:about\s+|around\s+|` +
        String.raw`roughly\s+)?(?:\d[\d,.]*\s?%?|a (?:third|quarter|half)|one[- ](?:third|quarter|half))`,
      "i",
    ),
    3.5,
  ],
  [
    new RegExp(
      String.raw`\b(?:part(?:ing)? ways with|letting go of|let go of|say(?:ing)? goodbye to)\s+(?:about\s+|` +
        String.raw`around\s+)?(?:\d+|a (?:third|quarter|fifth|half) of)\s+(?:of\s+)?(?:our\s+)?(?:colleagues|` +
        String.raw`teammates|people|employees|team members|staff|the team)\b`,
      "i",
    ),
    3.5,
  ],
  [/\b(?:eliminat\w*|cut(?:s|ting)?)\s+(?:about\s+|around\s+)?\d+\s+(?:roles|jobs|positions)\b/i, 3.5],
  [
    new RegExp(
      String.raw`\b(?:company-wide|organi[sz]ational|a)\s+restructuring\b|\brestructur\w*\s+(?:of\s+)?(?:the|` +
        String.raw`our|its)\s+(?:company|team|organi[sz]ation|business)\b`,
      "i",
    ),
    2.5,
  ],
  // A reorganisation, right-sizing or streamlining of the company: layoffs as the press and founders frame them.
  [
    new RegExp(
      String.raw`\b(?:company-wide|organi[sz]ational|significant|a)\s+reorgani[sz]ation\b|\breorgani[sz](?:e|` +
        String.raw`es|ed|ing)\s+(?:the|our|its)\s+(?:company|team|teams|organi[sz]ation|business)\b|` +
        String.raw`\b(?:right-?siz\w*|streamlin\w*)\s+(?:the|our|its)\s+(?:company|team|organi[sz]ation|` +
        String.raw`workforce|headcount)\b`,
      "i",
    ),
    2.5,
  ],
  [/\bparting\s+with\s+(?:about\s+|around\s+)?\d+\s+(?:colleagues|teammates|people|employees|team members)\b/i, 3.5],
  // Said in the passive: "17 roles across the company are being eliminated".
  [
    new RegExp(
      String.raw`\b\d+\s+(?:roles|jobs|positions|people|colleagues|employees|` +
        String.raw`team members)\b[^.\n]{0,40}\b(?:are being|were|will be|have been|are)\s+(?:eliminated|cut|` +
        String.raw`made redundant|laid off|let go)\b`,
      "i",
    ),
    3.5,
  ],
  [/\breorgani[sz](?:e|es|ed|ing)\s+[A-Z][\w-]*\s+(?:around|into)\b/, 2.5],
  [
    new RegExp(
      String.raw`\b(?:lay(?:s|ing)? off|laid off|layoffs?|reduction in force|workforce reduction|job cuts|` +
        String.raw`reduc\w* (?:of |in )?(?:our )?(?:workforce|headcount|staff)|cut(?:s|` +
        String.raw`ting)? (?:\d+\s?%?\s+of\s+)?(?:our |its )?(?:workforce|staff|headcount))\b`,
      "i",
    ),
    3.5,
  ],
];

/** Whether `text` states a workforce reduction (layoffs, cuts, a restructuring). */
export function statesWorkforceReduction(text: string): boolean {
  return WORKFORCE_REDUCTION.some(([re]) => re.test(text));
}
