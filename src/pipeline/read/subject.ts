import nlp from "compromise";
import { findPhrase, foldedPhrase, spaceTokens, words } from "../../text";
import { isEnglishWord } from "../collect/mentions";
import type { ChangeType } from "../signal";
import type { ReadingContext } from "./context";
import { anyPhrase, isCapitalised, leadingMatch, withoutTrailingPunctuation } from "./cue-match";
import { companyNames, mentionsAny } from "./company-names";
import { isName, madeByOther, objectSpan, startsUpper, wordKey } from "./object";
import { RENAME } from "./cues";
import { isPlaceName } from "./place-slot";
import { mergingParties, twoPartiesBefore } from "./subject-parties";
import { productThing } from "./subject-things";
import { withPartners } from "./with-partners";
import {
  type Actor,
  heldBehind,
  MILESTONE,
  objectIsOrganisation,
  opensAsModifier,
  tokensOf,
  withoutPossessive,
} from "./subject-tokens";
import {
  ACQUIRE_OR_MERGE,
  ACQUIRED_OR_MERGED_WITH,
  BACKERS,
  EMPLOYER_ACTS,
  INVESTORS_FUND,
  GERMAN_NOUN_MARKERS,
  JOINERS,
  NAME_PARTICLES,
  JOINS_ANOTHER,
  LEGAL_SUFFIXES,
  MERGED_WITH,
  NO_ONE,
  OTHERS,
  OUR,
  OUR_ROUND_WORDS,
  PARTY_WORDS,
  RELIES_ON,
  INVESTS_IN,
  SELF,
  SELF_NOUNS,
  BARE_SELF_NOUNS,
  GENERIC,
  SELF_SPEAKS,
  SELF_STEMS,
  THE,
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
  "acquisition|rachat|ubernahme|adquisicion|aquisicao|acquisizione|overname of|de|du|von|der|di|van",
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

// English writes "I" capitalised; a lower-case "i" is another language's "and" ("Piotrkowie i Zgierzu").
const isSelf = (word: string) =>
  (SELF.has(wordKey(word)) && !word.startsWith("i")) || SELF_STEMS.some((s) => wordKey(word).startsWith(s));
const isOur = (word: string) => OUR.has(wordKey(word)) || SELF_STEMS.some((s) => wordKey(word).startsWith(s));
const isOthers = (word: string) => OTHERS.has(wordKey(word));
const isSelfNoun = (word: string | undefined) => word !== undefined && SELF_NOUNS.has(wordKey(word));

/** The subject a statement has, or why it is not the company's. */
/** Japanese honours another party as the subject ("株式会社ヤドルさまが"); a company never honours itself. */
const HONOURED = ["さまが", "さまは", "様が", "様は"];
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * Who a Japanese sentence's event is by, where its grammar says: a party it honours is another; with no "は" or "が"
 * before the event's words, the company's own page tells what the company did, the subject left out
 * ("J-KISS型新株予約権による…資金調達を実施しました", "新製品「AT-200」発売"). Null when neither.
 */
function japaneseSubject(sentence: string, before: string, ctx: ReadingContext): Who | null {
  if (HONOURED.some((h) => before.includes(h)))
    return { kind: "organisation", text: null, named: false, other: "told with an honorific: another's" };
  if (ctx.ownSite && KANA.test(sentence) && !before.includes("は") && !before.includes("が"))
    return { kind: "company", text: null, named: false };
  return null;
}

export function subjectOf(sentence: string, before: string, after: string, type: ChangeType, ctx: ReadingContext): Who {
  const names = companyNames(ctx);
  const mentionsCompany = (s: string) => mentionsAny(s, names);
  const namedInSentence = mentionsCompany(sentence);
  const selfInSentence = SPEAKS.test(sentence);
  const company = (named: boolean, text: string | null = null): Who => ({ kind: "company", text, named });
  const notCompany = (actor: Actor, why: string): Who => ({ ...whoOf(actor, sentence), other: why });
  const words = m0(sentence, before, after);
  const japanese = japaneseSubject(sentence, before, ctx);
  if (japanese) return japanese.kind === "company" ? company(namedInSentence) : japanese;
  let actor = openingActor(words, names) ?? nearestActor(before, names);
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
  if (type === "fundraising" && actor?.kind === "other" && ownRound(actor, words, ctx.ownSite, namedInSentence))
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
  const thing = productThing(type, words, before, actor, ctx, { named: namedInSentence, self: selfInSentence });
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
 * investors are putting in another €2.5M"), or one it calls its own ("Guðrún closed our seed round").
 */
function ownRound(actor: Actor, words: string, ownSite: boolean, named: boolean): boolean {
  if (BACKERS.has(wordKey(actor.text.split(" ").pop() ?? ""))) return ownSite || named;
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

/** The nearest word before the event that says who acts: the company, someone else, or none. */
export function nearestActor(text: string, names: string[]): Actor | null {
  // "Pieter's team is hiring": a possessive's owner is the actor, read as the name alone.
  const words = tokensOf(text).map(withoutPossessive);
  // "Homeward (Manchester) raised": a word that brackets describe (a place, a batch, a ticker) is a name, even a
  // dictionary word at the sentence's start.
  const described = BRACKETS_AFTER.exec(text)?.[1];
  const partners = withPartners(words);
  for (let i = words.length - 1; i >= 0; i--) {
    const w = words[i]!;
    // A legal suffix ("Larder & Co", "Acme GmbH") belongs to the name before it.
    if (i > 0 && LEGAL_SUFFIXES.has(wordKey(w))) continue;
    // The company's name (several words) ending at this word.
    const upto = foldedPhrase(words.slice(Math.max(0, i - 5), i + 1).join(" "));
    if (names.some((n) => upto.endsWith(n) || foldedPhrase(w) === n))
      return heldBehind(words, i) ?? { kind: "company", text: w, named: true };
    if (partners.has(i)) continue;
    // A product named after the company ("VEYRA-1" of Veyra Space) is the company's.
    if (names.some((n) => foldedPhrase(w).startsWith(`${n} `))) return { kind: "company", text: w, named: true };
    // "US" in capitals is the country ("US$ 40 millones", "US market"), not "us".
    if (isSelf(w) && w !== "US") return selfActor(w, words[i + 1], names);
    // "Hollis Health … announced that it is being acquired": "it" is the sentence's subject, as compromise parses it.
    if (wordKey(w) === "it") {
      const subject = subjectOfSentence(text, names);
      if (subject) return subject;
      continue;
    }
    if (THE.has(wordKey(words[i - 1] ?? "")) && isSelfNoun(w))
      return { kind: "company", text: `${words[i - 1]} ${w}`, named: false };
    if (i === 0 && BARE_SELF_NOUNS.has(wordKey(w))) return { kind: "company", text: w, named: false };
    // Every German noun is capitalised: one after a dative article, a preposition or a number is no subject.
    if (isCapitalised(w) && GERMAN_NOUN_MARKERS.has(wordKey(words[i - 1] ?? ""))) continue;
    // "a first-time founder raising a seed round", "any startup that raises": someone in general, not the company.
    const article = isSelfNoun(w) ? [words[i - 1], words[i - 2]].findIndex((x) => GENERIC.has(wordKey(x ?? ""))) : -1;
    if (article >= 0) return { kind: "other", text: words.slice(i - article - 1, i + 1).join(" "), named: false };
    if (isOthers(w)) return { kind: "other", text: w, named: false };
    // A place is where, not who: "shuts six Sydney stores", "Berlin's Voltlane"; after an article it describes
    // someone ("the Chicago firm leads seed rounds").
    if (isCapitalised(w) && isPlaceName(w) && !ARTICLES.has(wordKey(words[i - 1] ?? ""))) continue;
    // A capitalised word is a name, except at the sentence's start, where it is one only when no dictionary word nor
    // a dictionary word's participle ("Annualised revenue run-rate: CHF 9.2m").
    if (isCapitalised(w) && isName(w) && (i > 0 || w === described || !(isEnglishWord(w) || opensAsModifier(words))))
      return nameActor(words, i, names);
  }
  return null;
}

const ARTICLES = new Set(["the", "a", "an", "this", "that"]);
/** Articles before a name in the languages read ("la Mutuelle", "der Versicherer", "el Banco"). */
const DETERMINERS = new Set(["the", "la", "le", "les", "l", "der", "die", "das", "el", "los", "las", "o", "os", "il"]);
/** A text opening with a capitalised word and a bracket right after it. */
const BRACKETS_AFTER = /^\s*([\p{Lu}][\p{L}'’-]*)\s*\(/u;

/**
 * The event's words telling their own subject: opening with it ("…, and we now serve 420 companies": "we" acts, not a
 * name before), or a milestone ("a runner in Leeds … became the one millionth person to train with Trailpace"), which
 * is the company's whoever reached it.
 */
function openingActor(eventWords: string, names: string[]): Actor | null {
  const [first, next] = tokensOf(eventWords);
  if (first && MILESTONE.test(first)) return { kind: "company", text: first, named: false };
  return first && isSelf(first) ? selfActor(first, next, names) : null;
}

/**
 * "we", "our" …: the company, unless the noun after it decides otherwise: "our customer Northwind", "our partners at
 * Stripe" are someone else; "our approvals" is a thing of the company's.
 */
function selfActor(w: string, next: string | undefined, names: string[]): Actor {
  if (next && isOthers(next)) return { kind: "other", text: `${w} ${next}`, named: false };
  if (isOur(w) && next && !isSelfNoun(next) && !names.includes(foldedPhrase(next)))
    return { kind: "thing", text: `${w} ${next}`, named: false };
  return { kind: "company", text: w, named: false };
}

/** The actor a capitalised word at `i` names: the company among names joined by "and", someone else, or a thing. */
function nameActor(words: string[], i: number, names: string[]): Actor {
  const w = words[i]!;
  // "Brindle and Ferngate are combining": the company is one of the names joined by "and".
  // The name's first word: "Banco Meridional" in "Repasse e Banco Meridional".
  let first = i;
  const nameAt = (j: number) => j >= 0 && startsUpper(words[j]) && isName(words[j]);
  for (;;) {
    if (nameAt(first - 1)) first--;
    // A particle inside a name: "Banque Cantonale du Valais", "Cassa di Risparmio".
    else if (NAME_PARTICLES.has(wordKey(words[first - 1] ?? "")) && nameAt(first - 2)) first -= 2;
    else break;
  }
  // The company's legal name holds its name: "PT Panen Pintar Nusantara" is Panen Pintar.
  const run = ` ${foldedPhrase(words.slice(first, i + 1).join(" "))} `;
  if (names.some((n) => run.includes(` ${n} `))) return { kind: "company", text: w, named: true };
  // "Orvia Santé et la Mutuelle Horizon": an article may stand between the joiner and the name.
  const joiner = DETERMINERS.has(wordKey(words[first - 1] ?? "")) ? first - 2 : first - 1;
  if (JOINERS.has(wordKey(words[joiner] ?? ""))) {
    // "Hypotéo SA et la Banque …": the company's name before its legal form.
    const before = words.slice(Math.max(0, joiner - 6), joiner);
    while (before.length > 1 && LEGAL_SUFFIXES.has(wordKey(before[before.length - 1]!))) before.pop();
    const joined = foldedPhrase(before.join(" "));
    if (names.some((n) => joined.endsWith(n))) return { kind: "company", text: w, named: true };
  }
  // "our customer Beltway Freight" is someone else: a word for another party between "our" and the name;
  // "our new Ledger app" is the company's own product.
  for (let j = i - 1; j >= Math.max(0, i - 3); j--) {
    if (isOthers(words[j]!)) return { kind: "other", text: `${words[j]} ${w}`, named: false };
    if (isSelf(words[j]!)) return { kind: "company", text: w, named: false };
  }
  return { kind: "other", text: w, named: false };
}

/** The grammatical subject of `text` (compromise's parse) as an actor, when it is a name or a group; else null. */
function subjectOfSentence(text: string, names: string[]): Actor | null {
  const parsed = (nlp(text).sentences().json() as { sentence?: { subject?: string } }[])[0]?.sentence?.subject ?? "";
  // "It's a $5.5 million seed": the pronoun with its verb is still no one.
  const subjectWords = words(tokensOf(parsed).map(withoutPossessive).join(" "));
  if (subjectWords.length === 0 || (subjectWords.length === 1 && NO_ONE.has(subjectWords[0]!))) return null;
  if (mentionsAny(parsed, names)) return { kind: "company", text: parsed, named: true };
  const at = text.toLowerCase().indexOf(parsed.toLowerCase());
  const original = at >= 0 ? text.slice(at, at + parsed.length) : parsed;
  if (original !== original.toLowerCase() || subjectWords.some(isOthers))
    return { kind: "other", text: original, named: false };
  return null;
}
