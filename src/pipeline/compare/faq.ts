import { foldedPhrase } from "../../text";

/*
 * A page's questions and answers (a pricing page's FAQ): what a customer asks about the page, not what it states. Each
 * question, the line after it and the FAQ's heading, in the languages read.
 */

/** Headings of a FAQ, folded. */
const FAQ_HEADINGS = new Set([
  ...["frequently asked questions", "faq", "faqs", "common questions", "questions", "questions and answers"],
  ...["haufige fragen", "haufig gestellte fragen", "questions frequentes", "foire aux questions"],
  ...["preguntas frecuentes", "perguntas frequentes", "domande frequenti", "veelgestelde vragen", "vanliga fragor"],
  ...["ofte stillede sporgsmal", "ofte stilte sporsmal", "usein kysytyt kysymykset", "czeste pytania"],
  ...["najczesciej zadawane pytania"],
]);

/** The lines of a change without its questions and answers: a FAQ's heading, each question and the line after it. */
export function withoutFaq(lines: string[]): string[] {
  const asks = (l: string | undefined) => l?.trimEnd().endsWith("?") ?? false;
  const heading = (l: string) => FAQ_HEADINGS.has(foldedPhrase(l));
  return lines.filter((l, i) => !asks(l) && !asks(lines[i - 1]) && !heading(l));
}
