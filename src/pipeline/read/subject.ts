import nlp from "compromise";
import { findPhrase, spaceTokens } from "../../text";
import type { ChangeType } from "../signal";
import type { ReadingContext } from "./context";
import { anyPhrase, leadingMatch } from "./cue-match";
import { companyNames, mentionsAny } from "./company-names";
import { isName, madeByOther, objectSpan, startsUpper, wordKey } from "./object";
import { RENAME } from "./cues";
import { markedSubject } from "./subject-marked";
import { exampleOfMany, mergingParties, twoPartiesBefore } from "./subject-parties";
import { productThing } from "./subject-things";
import { adjectiveName, isOthers, isOur, nearestActor, openingActor } from "./actor";
import { type Actor, objectIsOrganisation, tokensOf, withoutLabel, withoutPossessive } from "./subject-tokens";
import {
  ACQUIRE_OR_MERGE,
  ACQUIRED_OR_MERGED_WITH,
  BACKERS,
  EMPLOYER_ACTS,
  INVESTORS_FUND,
  JOINS_ANOTHER,
  MERGED_WITH,
  OUR_ROUND_WORDS,
  PARTY_WORDS,
  RELIES_ON,
  INVESTS_IN,
  SELF_SPEAKS,
} from "./subject-cues";

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
/** The event's own words, from the sentence and what is before and after them. */
const m0 = (sentence: string, before: string, after: string) =>
  sentence.slice(before.length, sentence.length - after.length);
/** Types whose event has the company as one party, wherever it is in the sentence. */
const PARTY_TYPES = new Set<ChangeType>(["corporate_event", "customer_partnership", "leadership_change"]);
const PARTY = anyPhrase(PARTY_WORDS);
const RELIES = anyPhrase(RELIES_ON);
const FUND_OF_INVESTOR = anyPhrase(INVESTORS_FUND);
const BOUGHT_FROM = anyPhrase(["buy|buys|bought|buying off|from"]); // a seller: "a welder we bought off Craigslist"
/** A purchase named by its noun, its object next: "acquisition of", "rachat de", "Übernahme von". */
const PURCHASE_OF = anyPhrase([
  "acquisition|purchase|takeover|rachat|ubernahme|adquisicion|compra|aquisicao|acquisizione|acquisto|overname " +
    "of|de|du|von|der|di|van",
]);
const EMPLOYER = anyPhrase(EMPLOYER_ACTS);
const ACQUIRES = anyPhrase(ACQUIRE_OR_MERGE);
const AS_OBJECT = anyPhrase(ACQUIRED_OR_MERGED_WITH);
const MERGES_WITH = anyPhrase(MERGED_WITH);
/** A case study's headline opens with "How": "How Northwind cut onboarding time with Acme". */
const CASE_STUDY_HOW = anyPhrase(["how"]);

const JOINS = anyPhrase(JOINS_ANOTHER);
const INVESTS = anyPhrase(INVESTS_IN);
const OUR_ROUND = anyPhrase(OUR_ROUND_WORDS);
const SPEAKS = anyPhrase(SELF_SPEAKS);

/**
 * The subject a statement has, or why it is not the company's. A label before a colon ("Teška odluka: smanjujemo
 * tim") names no one: the words before the event start after it.
 */
export function subjectOf(sentence: string, text: string, after: string, type: ChangeType, ctx: ReadingContext): Who {
  const before = withoutLabel(text);
  const names = companyNames(ctx);
  const mentionsCompany = (s: string) => mentionsAny(s, names);
  const namedInSentence = mentionsCompany(sentence);
  const selfInSentence = SPEAKS.test(sentence);
  const company = (named: boolean, text: string | null = null): Who => ({ kind: "company", text, named });
  const notCompany = (actor: Actor, why: string): Who => ({ ...whoOf(actor, sentence), other: why });
  const words = m0(sentence, before, after);
  const marked = markedSubject(sentence, before, ctx, names) ?? exampleOfMany(sentence, ctx.ownSite, names);
  if (marked) return marked.kind === "company" ? company(marked.named || namedInSentence) : marked;
  let actor = openingActor(words, names) ?? nearestActor(before, names) ?? adjectiveName(before, words, after, names);
  // Off the company's site, on a page about someone else, "it", "we" and "the company" are that someone.
  if (!ctx.ownSite && ctx.aboutCompany === false && actor?.kind === "company" && !actor.named)
    actor = { kind: "other", text: `“${actor.text}” of a page about someone else`, named: false };

  if (type === "leadership_change" && leadingMatch(words, EMPLOYER)) {
    // "Mirefield appointed Maren Ashdown as its CFO": the employer acts, and must be the company.
    if (actor?.kind === "other") return notCompany(actor, `done by ${actor.text}, not the company`);
    return company(namedInSentence, actor?.text);
  }
  if (type === "fundraising" && FUND_OF_INVESTOR.test(words))
    return { kind: "others", text: null, named: false, other: "an investor's fund, not the company's round" };
  if (type === "fundraising" && actor?.kind === "other" && ownRound(actor, words, ctx.ownSite, namedInSentence, names))
    return company(namedInSentence, actor.text);
  const told = storyOrOwner(type, sentence, words, after, ctx, names);
  if (told) return told;
  // A product someone else made ("the FDA approved the first gene therapy …, developed by a large biotech company")
  // is theirs, unless the company is named.
  if (type === "product_update" && !namedInSentence && madeByOther(after, names))
    return { kind: "organisation", text: null, named: false, other: "a product made by someone else" };
  if (type === "leadership_change") {
    // The person is the subject ("Jane Doe joins as CTO"); the company is where: named, "us"/"our", or its own site.
    if (namedInSentence || selfInSentence || ctx.ownSite) return company(namedInSentence, actor?.text);
    return actor?.kind === "other" && isOthers(actor.text.split(" ").pop() ?? "")
      ? notCompany(actor, `about ${actor.text}, not the company`)
      : { kind: "unknown", text: null, named: false };
  }
  // A deal the company can be the object of (acquired, merged, partnered with, selected by, or its words or object
  // naming it in any language: "ICA Sverige väljer Hyllan som …"); the rest of its type it must do itself.
  if (PARTY_TYPES.has(type) && (PARTY.test(words) || mentionsCompany(`${words} ${objectSpan(after)}`))) {
    // "we acquire a lock", "we merged the branch": a party must be an organisation, not a thing.
    if (
      type === "corporate_event" &&
      ACQUIRES.test(words) &&
      !AS_OBJECT.test(words) &&
      !objectIsOrganisation(after) &&
      !mergingParties(`${before}${words}`, names)
    ) {
      return { ...company(false, actor?.text), other: "what is acquired or merged is not an organisation" };
    }
    if (type === "corporate_event" && MERGES_WITH.test(words) && !objectIsOrganisation(after)) {
      return { ...company(false, actor?.text), other: "what is merged with is not an organisation" };
    }
    if (actor?.kind === "company") return company(actor.named, actor.text);
    // The company among a merger's parties, whatever stands nearest its verb ("…, and Menuik, …, say they will merge");
    // two others named as the parties ("Quarrystone and Pinemark are combining") merge without it.
    if (type === "corporate_event" && mergingParties(`${before}${words}`, names)) return company(true, actor?.text);
    if (type === "corporate_event" && twoPartiesBefore(`${before}${words}`) > 0)
      return { kind: "organisation", text: null, named: false, other: "a merger of two other companies" };
    // The company as the deal's other party, in its words or right after them: "is buying Drumlin", "partners with X".
    if (mentionsCompany(`${words} ${objectSpan(after)}`)) return company(true);
    if (actor?.kind === "other") return notCompany(actor, `about ${actor.text}, not the company`);
    if (actor?.kind === "thing" && JOINS.test(words))
      return notCompany(actor, `${actor.text} is the subject, not the company`);
    // On its own site, a sentence without another actor is the company's ("Now part of Stripe"); off it, the company
    // must be named or speak.
    return ctx.ownSite ? company(false) : { kind: "unknown", text: null, named: false };
  }
  if (actor?.kind === "company") return company(actor.named, actor.text);
  // A rename names the company twice: "Tidybooks is now Acme", "Acme, formerly Tidybooks, …".
  if (type === "corporate_event" && namedInSentence && findPhrase(sentence, RENAME)) return company(true, actor?.text);
  const thing = productThing(type, words, before, actor, ctx, { named: namedInSentence, self: selfInSentence, after });
  if (thing) return thing;
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
  if (isOthers(last)) return { kind: "others", text: actor.text, named: false };
  const people: string[] = nlp(sentence).people().out("array");
  const person = people.some((p) => p.includes(last));
  return { kind: person ? "person" : "organisation", text: actor.text, named: false };
}

/**
 * Whose event the shape of its words says it is: a case study tells a customer's story with the company as its tool
 * ("How Amara Osei built a laundry business" of the company's own founder is its own story, and off its site one must
 * name the company after the customer); "We led Quarrystone's $8M Series A": a round is its owner's, whoever led it.
 */
function storyOrOwner(
  type: ChangeType,
  sentence: string,
  words: string,
  after: string,
  ctx: ReadingContext,
  names: string[],
): Who | null {
  if (type === "customer_partnership" && leadingMatch(words, CASE_STUDY_HOW)) {
    if (mentionsAny(words, names))
      return { kind: "company", text: null, named: true, other: "the company's own story, not a customer's" };
    if (!ctx.ownSite && !mentionsAny(after.slice(0, 120), names))
      return {
        kind: "unknown",
        text: null,
        named: false,
        other: "a story of how someone did something, not the company's",
      };
  }
  // Someone investing in the company ("becomes co-owner of Saltline", "invests in Saltline") is its round; the
  // company investing in something ("invests in a new canning line") is not.
  if (type === "fundraising" && INVESTS.test(words))
    return mentionsAny(`${words} ${objectSpan(after)}`, names)
      ? { kind: "company", text: null, named: true }
      : { kind: "thing", text: null, named: false, other: "an investment in something else, not in the company" };
  // Relying on the company ("setzt auf Kontextwerk") makes a customer; the company relying on something does not.
  if (type === "customer_partnership" && RELIES.test(words))
    return mentionsAny(`${words} ${objectSpan(after)}`, names)
      ? { kind: "company", text: null, named: true }
      : { kind: "organisation", text: null, named: false, other: "what is relied on is not the company" };
  // "Rachat de Devisio", "Acquisition of Devisio": another company bought, by the company only when it says so ("our").
  const lead = sentence.slice(0, sentence.length - after.length - words.length);
  if (type === "corporate_event" && leadingMatch(words, PURCHASE_OF) && !mentionsAny(`${lead}${words}`, names)) {
    const ours = spaceTokens(lead).some((w) => isOur(w));
    if (!ours && !mentionsAny(objectSpan(after), names))
      return { kind: "organisation", text: null, named: false, other: "another company bought, not said by whom" };
  }
  if (type === "corporate_event" && BOUGHT_FROM.test(words))
    return { kind: "thing", text: null, named: false, other: "bought from a seller, not a company bought" };
  const owner = type === "fundraising" ? possessiveOwner(words) : null;
  if (!owner) return null;
  if (mentionsAny(owner, names)) return { kind: "company", text: owner, named: true };
  return {
    ...whoOf({ kind: "other", text: owner, named: false }, sentence),
    other: `${owner}'s round, not the company's`,
  };
}

/**
 * A round someone else is said to do that is the company's: its own investors putting money in ("our existing
 * investors are putting in another €2.5M"), one it calls its own ("Guðrún closed our seed round"), or a funder's
 * grant to it.
 */
function ownRound(actor: Actor, words: string, ownSite: boolean, named: boolean, names: string[]): boolean {
  if (BACKERS.has(wordKey(actor.text.split(" ").pop() ?? ""))) return ownSite || named;
  // A funder acting on the company its words name after their verb: "EU-Innovationsfonds fördert Wärmewerk mit 14,2
  // Millionen Euro".
  if (mentionsAny(tokensOf(words).slice(1).join(" "), names)) return true;
  return ownSite && OUR_ROUND.test(words);
}

/** The name a possessive inside an event's words makes its owner ("led Quarrystone's Series A" → "Quarrystone"). */
function possessiveOwner(words: string): string | null {
  for (const token of tokensOf(words)) {
    const name = withoutPossessive(token);
    if (name !== token && startsUpper(name) && isName(name)) return name;
  }
  return null;
}
