import type { ReadingContext } from "./context";
import type { TextReading } from "./index";
import { companyNames, founderNames, mentionsAny } from "./company-names";
import { anyPhrase } from "./cue-match";

/*
 * A page read before its sentences are (docs/pipeline.md "Reading statements"): its headline and
 * lede say what it is about and hold its main event; the rest is its body.
 */

/** A headline congratulating someone, in the languages the vocabulary reads. */
const CONGRATULATES = anyPhrase([
  "congrats|congratulations|kudos|felicitations|felicitaciones|parabens|complimenti|gefeliciteerd|grattis|gratulerer",
  "felicidades|felicitamos|enhorabuena|felicitacoes|tebrikler|selamat",
  // Polish, Czech, Romanian, Finnish, Lithuanian, Ukrainian and Russian.
  "gratulacje|gratulujemy|gratulujeme|blahoprejeme|felicitari|felicitam|onnittelut|sveikiname|вітаємо|поздравляем",
  // Italian, Catalan, Turkish and Hebrew.
  "congratulazioni|felicitats|enhorabona|tebrik|kutluyoruz|מזל|ברכות",
  // Korean and Japanese: "…의 시리즈B 투자 유치를 축하합니다", "…おめでとうございます".
  "축하*|おめでとう",
  "herzlichen gluckwunsch",
  "gluckwunsch an|zu",
]);

/** A lede is the first paragraph long enough to be prose; bylines, dates and labels above it go with it. */
const LEDE_CHARS = 80;

/** A post's text split into its lede (with what is above it) and its body. */
export function ledeAndBody(text: string): { lede: string; body: string } {
  const lines = text.split("\n");
  const at = lines.findIndex((l) => l.trim().length >= LEDE_CHARS);
  if (at < 0) return { lede: text, body: "" };
  return { lede: lines.slice(0, at + 1).join("\n"), body: lines.slice(at + 1).join("\n") };
}

/**
 * Whether a page is about the company, from its headline and lede: on its own site unless the headline tells another's
 * event; elsewhere when the headline or the lede names it. A page about the company owns what its body says without a
 * subject; any other page's body needs the company named or speaking (read/index.ts).
 */
export function aboutCompany(title: TextReading, headline: string, lede: string, ctx: ReadingContext): boolean {
  if (title.readings.some((r) => !r.counted && r.rule === "subject")) return false;
  // "Congrats to Fin Capital on Fund IV": a headline celebrating someone else is about them, unless it names the
  // company.
  if (CONGRATULATES.test(headline) && !mentionsAny(headline, companyNames(ctx))) return false;
  if (ctx.ownSite) return true;
  return mentionsAny(`${headline}\n${lede}`, companyNames(ctx));
}

/** Whether a headline names one of the founders by their full name ("Ana Ribeiro, Tessellate: Why …"). */
export function namesFounder(headline: string, ctx: Pick<ReadingContext, "company">): boolean {
  // A possessive keeps the name whole (foldText): "Inês Carvalho’s Vinhara" is "ines carvalho s vinhara".
  return mentionsAny(headline, founderNames(ctx));
}
