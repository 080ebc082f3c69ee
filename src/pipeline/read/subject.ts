import nlp from "compromise";
import { findPhrase, foldText } from "../../text";
import { isEnglishWord } from "../collect/mentions";
import type { ChangeType } from "../signal";
import type { ReadingContext } from "./context";
import { RENAME } from "./cues";

/*
 * Who does the event a statement tells (docs/pipeline.md "Reading statements"): the company (its
 * name, an alias, a founder, "we" on its own site), another organisation, a person, a group
 * ("customers", "they"), a thing of the company's, or no one said.
 */

export type SubjectKind = "company" | "organisation" | "person" | "others" | "thing" | "unknown";

export interface Who {
  kind: SubjectKind;
  /** The words that name the subject, when the sentence has them. */
  text: string | null;
  /** The company is named (its name, an alias, a founder) rather than only "we". */
  named: boolean;
  /** Why the event is not the company's, when it is not. */
  other?: string;
}
const SELF = new RegExp(
  String.raw`^(?:we|we['’](?:ve|re|ll|d)|us|our|ours|ourselves|i|i['’](?:ve|m|d)|me|my|wir|uns|unser\w*|nous|` +
    String.raw`notre|nos|nosotros|nuestr[oa]s?)$`,
  "i",
);
const SELF_NOUNS = /^(?:company|startup|team|business|firm|founders?|ceo|board|management|leadership)$/i;
/** Words before the event naming someone else: a customer, a partner, a competitor, people in general. */
const OTHERS = new RegExp(
  "^(?:customers?|clients?|partners?|competitors?|rivals?|investors?|portfolio|startups?|companies|" +
    "founders|friends?|guests?|peers?|users?|vendors?|suppliers?|they|them|their|you|your|everyone|" +
    String.raw`many|most|others?|someone|somebody|anyone|he|she|his|her)$`,
  "i",
);
const PARTY_WORDS = new RegExp(
  String.raw`(?:^|[^\p{L}])(?:acqui|merg|buy|bought|snap|scoop|swallow|combin|partner|integrat|selected|` +
    "chosen|adopted|deployed|deploying|rolling out|rolls out|rolled out|deal|contract|agreement|welcom|pilot|" +
    "case study|customer|client|" +
    "takeover|part of|teams? up|joins? forces|went live|goes live|picked|standardi|[üu]bernimm|" +
    "[üu]bernomm|[üu]bernahm|[üu]bernahme|teil de[rs]|fusion|kooperation|partnerschaft|rach[eè]t|" +
    "rachat|rejoint|int[èe]gre|adquier|adquiri|adquisici|fusi[óo]n|se une a|alianza|colabora|" +
    // Portuguese, Dutch, Italian: chooses, rolls out, takes over, partnership, acquisition, merger.
    "kiest|koos|rolt|rolde|samenwerk|partnerschap|overgenomen|overname|neemt|fuseert|parceria|escolhe|escolheu|" +
    "adota|adotou|adquir|aquisi|fus[ãa]o|compra|acquisi|fusione|accordo)",
  "iu",
);
/** The event's own words, from the sentence and what is before and after them. */
const m0 = (sentence: string, before: string, after: string) =>
  sentence.slice(before.length, sentence.length - after.length);
/** Leadership statements whose actor is the employer: it appoints, hires, promotes, welcomes. */
const EMPLOYER_ACTS = /^\W*(?:appoint|hire|hired|promot|welcom|names?\b|named)/i;
/** Types whose event has the company as one party, wherever it is in the sentence. */
const PARTY_TYPES = new Set<ChangeType>(["corporate_event", "customer_partnership", "leadership_change"]);
/** Capitalised words that name no one: sentence openers, months, days, titles, the event's own words. */
const NOT_A_NAME = new RegExp(
  "^(?:the|a|an|this|that|these|those|today|yesterday|tomorrow|now|then|after|before|when|while|" +
    "with|in|on|at|by|for|from|and|but|so|as|it|its|it['’]s|there|here|over|since|earlier|later|last|" +
    "next|finally|also|together|series|seed|round|funding|ceo|cto|cfo|coo|cmo|cro|cpo|vp|head|chief|" +
    "president|director|founder|co-?founder|monday|tuesday|wednesday|thursday|friday|saturday|sunday|" +
    "january|february|march|april|may|june|july|august|september|october|november|december|q[1-4]|" +
    String.raw`update|news|announcing|introducing|welcome|welcoming|big|new|our|we|i|us|mr|ms|mrs|dr)$`,
  "i",
);
/** The subject a statement has, or why it is not the company's. */
export function subjectOf(sentence: string, before: string, after: string, type: ChangeType, ctx: ReadingContext): Who {
  const names = companyNames(ctx);
  const mentionsCompany = (s: string) => names.some((n) => containsName(foldText(s), n));
  const namedInSentence = mentionsCompany(sentence);
  const selfInSentence =
    /\b(?:we|we['’](?:ve|re|ll|d)|us|our|ours)\b/i.test(sentence) ||
    /(?:^|[^\p{L}])(?:wir|uns|unser\w*|nous|notre|nos|nosotros|nuestr[oa]s?)(?![\p{L}])/iu.test(sentence);
  const company = (named: boolean, text: string | null = null): Who => ({ kind: "company", text, named });
  const notCompany = (actor: Actor, why: string): Who => ({ ...whoOf(actor, sentence), other: why });
  const words = m0(sentence, before, after);
  let actor = nearestActor(before, names);
  // Off the company's site, on a page about someone else, "it", "we" and "the company" are that someone.
  if (!ctx.ownSite && ctx.aboutCompany === false && actor?.kind === "company" && !actor.named)
    actor = { kind: "other", text: `“${actor.text}” of a page about someone else`, named: false };

  if (type === "leadership_change" && EMPLOYER_ACTS.test(words)) {
    // "Mirefield appointed Maren Ashdown as its CFO": the employer acts, and must be the company.
    if (actor?.kind === "other") return notCompany(actor, `done by ${actor.text}, not the company`);
    return company(namedInSentence, actor?.text);
  }
  if (type === "leadership_change") {
    // The person is the subject ("Jane Doe joins as CTO"); the company is where: named, "us"/"our", or its own site.
    if (namedInSentence || selfInSentence || ctx.ownSite) return company(namedInSentence, actor?.text);
    return actor?.kind === "other" && OTHERS.test(actor.text.split(" ").pop() ?? "")
      ? notCompany(actor, `about ${actor.text}, not the company`)
      : { kind: "unknown", text: null, named: false };
  }
  // A deal the company can be the object of (acquired, merged, partnered with, selected by); the rest of its type it
  // must do itself.
  if (PARTY_TYPES.has(type) && PARTY_WORDS.test(words)) {
    // "we acquire a lock", "we merged the branch": a party must be an organisation, not a thing.
    if (
      type === "corporate_event" &&
      /\b(?:acquir|merg)/i.test(words) &&
      !/\b(?:acquired by|merg\w* with)\b/i.test(words) &&
      !objectIsOrganisation(after)
    ) {
      return { ...company(false, actor?.text), other: "what is acquired or merged is not an organisation" };
    }
    if (type === "corporate_event" && /\bmerg\w* with\b/i.test(words) && !objectIsOrganisation(after)) {
      return { ...company(false, actor?.text), other: "what is merged with is not an organisation" };
    }
    if (actor?.kind === "company") return company(actor.named, actor.text);
    // The company as the deal's other party: in its words or right after them ("is buying Drumlin", "partners with
    // Drumlin").
    if (mentionsCompany(`${words} ${after.slice(0, 80)}`)) return company(true);
    if (actor?.kind === "other") return notCompany(actor, `about ${actor.text}, not the company`);
    if (actor?.kind === "thing" && /\b(?:part of|acqui|merg|join)/i.test(words))
      return notCompany(actor, `${actor.text} is the subject, not the company`);
    // On its own site, a sentence without another actor is the company's ("Now part of Stripe"); off it, the company
    // must be named or speak.
    return ctx.ownSite ? company(false) : { kind: "unknown", text: null, named: false };
  }
  if (actor?.kind === "company") return company(actor.named, actor.text);
  // A rename names the company twice: "Tidybooks is now Acme", "Acme, formerly Tidybooks, …".
  if (type === "corporate_event" && namedInSentence && findPhrase(sentence, RENAME)) return company(true, actor?.text);
  if (actor?.kind === "other") return notCompany(actor, `done by ${actor.text}, not the company`);
  // No subject before the words (a headline: "Raises $12M to …"): the page's own company on its site; off it, the
  // sentence must name it.
  if (ctx.ownSite || namedInSentence) return company(namedInSentence);
  return { kind: "unknown", text: null, named: false };
}

/** What another actor is: a group ("customers", "they"), a person (as compromise tags names), an organisation. */
function whoOf(actor: Actor, sentence: string): Who {
  if (actor.kind === "thing") return { kind: "thing", text: actor.text, named: false };
  const last = actor.text.split(" ").pop() ?? "";
  if (OTHERS.test(last)) return { kind: "others", text: actor.text, named: false };
  const people: string[] = nlp(sentence).people().out("array");
  const person = people.some((p) => p.includes(last));
  return { kind: person ? "person" : "organisation", text: actor.text, named: false };
}

interface Actor {
  kind: "company" | "other" | "thing";
  text: string;
  named: boolean;
}

/** The nearest word before the event that says who acts: the company, someone else, or none. */
export function nearestActor(text: string, names: string[]): Actor | null {
  // An aside between commas ("Quarrystone, which has used our app since spring, raised …") is not the subject.
  const before = text
    .replace(/,\s*(?:which|who|whose|where|one of|a|an|based in|headquartered in|founded in)\b[^,]*,/gi, " ")
    .replace(/\([^)]*\)/g, " ");
  const words = [...before.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’&.-]*/gu)].map((m) =>
    m[0].replace(/[.'’]+$/, (s) => (s.startsWith("’") || s.startsWith("'") ? "" : s)),
  );
  for (let i = words.length - 1; i >= 0; i--) {
    const w = words[i]!;
    // The company's name (several words) ending at this word.
    const upto = foldText(words.slice(Math.max(0, i - 5), i + 1).join(" "));
    if (names.some((n) => upto.endsWith(n) || foldText(w) === n)) return { kind: "company", text: w, named: true };
    if (SELF.test(w)) {
      // "our customer Northwind", "our partners at Stripe": the noun after "our" decides; "our approvals" is a thing of
      // the company's.
      const next = words[i + 1];
      if (next && OTHERS.test(next)) return { kind: "other", text: `${w} ${next}`, named: false };
      if (
        /^(?:our|unser\w*|notre|nos|nuestr[oa]s?)$/i.test(w) &&
        next &&
        !SELF_NOUNS.test(next) &&
        !names.includes(foldText(next))
      )
        return { kind: "thing", text: `${w} ${next}`, named: false };
      return { kind: "company", text: w, named: false };
    }
    // "Hollis Health … announced that it is being acquired": "it" is the sentence's subject, as compromise parses it.
    if (/^it$/i.test(w)) {
      const subject = subjectOfSentence(text, names);
      if (subject) return subject;
      continue;
    }
    if (/^(?:the|this)$/i.test(w) && words[i + 1] && SELF_NOUNS.test(words[i + 1]!))
      return { kind: "company", text: `${w} ${words[i + 1]}`, named: false };
    if (OTHERS.test(w)) return { kind: "other", text: w, named: false };
    // A capitalised word is a name, except at the sentence's start, where it is one only when no dictionary word.
    if (/^[A-Z][\p{L}\p{N}&.-]*$/u.test(w) && !NOT_A_NAME.test(w) && (i > 0 || !isEnglishWord(w))) {
      // "our new Ledger app": the company's own product, not someone else.
      // "Brindle and Ferngate are combining": the company is one of the names joined by "and".
      // The name's first word: "Banco Meridional" in "Repasse e Banco Meridional".
      let first = i;
      while (first > 0 && /^[A-Z]/u.test(words[first - 1]!) && !NOT_A_NAME.test(words[first - 1]!)) first--;
      if (/^(?:and|&|und|et|y|e|en)$/i.test(words[first - 1] ?? "")) {
        const joined = foldText(words.slice(Math.max(0, first - 7), first - 1).join(" "));
        if (names.some((n) => joined.endsWith(n))) return { kind: "company", text: w, named: true };
      }
      // "our customer Beltway Freight" is someone else: a word for another party between "our" and the name.
      for (let j = i - 1; j >= Math.max(0, i - 3); j--) {
        if (OTHERS.test(words[j]!)) return { kind: "other", text: `${words[j]} ${w}`, named: false };
        if (SELF.test(words[j]!)) return { kind: "company", text: w, named: false };
      }
      return { kind: "other", text: w, named: false };
    }
  }
  return null;
}

/** The grammatical subject of `text` (compromise's parse) as an actor, when it is a name or a group; else null. */
function subjectOfSentence(text: string, names: string[]): Actor | null {
  const parsed = (nlp(text).sentences().json() as { sentence?: { subject?: string } }[])[0]?.sentence?.subject ?? "";
  const folded = foldText(parsed);
  if (!folded || /^(?:it|its|we|i|this|that|there)$/.test(folded)) return null;
  if (names.some((n) => containsName(folded, n))) return { kind: "company", text: parsed, named: true };
  const at = text.toLowerCase().indexOf(parsed.toLowerCase());
  const original = at >= 0 ? text.slice(at, at + parsed.length) : parsed;
  if (/\p{Lu}/u.test(original) || folded.split(" ").some((x) => OTHERS.test(x)))
    return { kind: "other", text: original, named: false };
  return null;
}

export function objectIsOrganisation(after: string): boolean {
  const head = after.slice(0, 80);
  return (
    /^\s*(?:by\s+|with\s+|of\s+|to\s+acquire\s+)?(?:the\s+)?[A-Z][\p{L}\p{N}&.-]+/u.test(head) ||
    new RegExp(
      String.raw`^\s*(?:a|an|the)\s+(?:\w+\s+){0,2}(?:company|startup|firm|business|competitor|rival|group|` +
        String.raw`provider|maker|platform)\b`,
      "i",
    ).test(head)
  );
}

export function founderNames(ctx: Pick<ReadingContext, "company">): string[] {
  return ctx.company.founders.map((f) => foldText(f).trim()).filter((n) => n.includes(" "));
}

/** Each company's names, made once per company rather than once per statement judged. */
const namesOfCompany = new WeakMap<ReadingContext["company"], string[]>();

export function companyNames(ctx: ReadingContext): string[] {
  let names = namesOfCompany.get(ctx.company);
  if (!names) {
    names = namesOf(ctx.company);
    namesOfCompany.set(ctx.company, names);
  }
  return names;
}

/** The company's names as folded text: its name (without a legal suffix), aliases, and its founders. */
function namesOf(company: ReadingContext["company"]): string[] {
  const base = [company.name, ...(company.aliases ?? [])].map((n) =>
    foldText(n.replace(/,?\s+(?:inc|llc|ltd|gmbh|sas|sa|bv|ag|corp|corporation|limited|co)\.?$/i, "")).trim(),
  );
  // How a company calls itself in its own writing: the first word of a longer name ("Lumen" of
  // "Lumen Robotics") and its domain's name ("parcelwise" of parcelwise.com).
  const short = base.flatMap((n) => {
    const first = n.split(" ")[0] ?? "";
    return n.includes(" ") && first.length >= 3 ? [first] : [];
  });
  let domain: string[] = [];
  try {
    const host = company.website ? new URL(company.website).hostname.replace(/^www\./, "") : "";
    const label = host.split(".")[0] ?? "";
    if (label.length >= 3) domain = [label.replace(/-/g, " ")];
  } catch {
    // no website: the name is enough
  }
  base.push(...short, ...domain);
  const founders = company.founders.flatMap((f) => {
    const full = foldText(f).trim();
    const last = full.split(" ").pop() ?? "";
    return last.length > 2 && last !== full ? [full, last] : [full];
  });
  return [...new Set([...base, ...founders].filter((n) => n.length >= 2))];
}

export function containsName(folded: string, name: string): boolean {
  const i = folded.indexOf(name);
  if (i < 0) return false;
  const before = folded[i - 1];
  const after = folded[i + name.length];
  return (!before || !/[\p{L}\p{N}]/u.test(before)) && (!after || !/[\p{L}\p{N}]/u.test(after));
}
