import type { StatementReading, TextReading } from "../read/index";
import { factsOf } from "./merge";

/*
 * A headline that names a round as its topic ("Tama Walker on raising a seed round in a downturn", "次の資金調達に
 * ついて", "시리즈A 이후 2년") over a text that tells that round only as past, planned or not sought is the text's
 * round: not news (docs/pipeline.md "Judging on evidence"). A headline that states a round with its amount is news
 * in its own right.
 */

/** Why a body's fundraising statement leaves the round it tells in the past, a plan or a negation. */
const NOT_NOW = new Set(["time", "assertion"]);

/**
 * The headline's reading and the text's, the round dropped from both (the text repeats the headline as its heading)
 * when the text's own statements tell that round only as not news.
 */
export function headlineRoundToldInText(
  title: TextReading,
  text: TextReading,
  headline: string,
): { title: TextReading; text: TextReading } {
  const rounds = (r: StatementReading) => r.type === "fundraising";
  const stated = title.readings.filter((r) => rounds(r) && r.counted);
  if (!stated.length || stated.some((r) => r.frame.amount) || factsOf(headline).amounts.length) return { title, text };
  // The text's own statements: the headline repeated as its heading is the headline's.
  const told = text.readings.filter((r) => rounds(r) && !headline.includes(r.sentence.trim()));
  if (!told.length || told.some((r) => r.counted || !NOT_NOW.has(r.rule))) return { title, text };
  const why = `the text tells this round as ${told[0]!.why}`;
  const drop = (reading: TextReading): TextReading => ({
    scores: { ...reading.scores, fundraising: 0 },
    readings: reading.readings.map((r) => (rounds(r) && r.counted ? { ...r, counted: false, rule: "time", why } : r)),
  });
  return { title: drop(title), text: drop(text) };
}
