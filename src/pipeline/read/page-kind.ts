import { words } from "../../text";

/*
 * What kind of page a post is (docs/pipeline.md "Reading statements"): an engineering write-up, a
 * podcast, a case study … is read before any sentence on it is, since an event's words mean
 * something else there.
 */

export type PageKindName =
  | "engineering"
  | "tutorial"
  | "podcast"
  | "event_recap"
  | "advice"
  | "case_study"
  | "retrospective"
  | "roundup";

export const PAGE_KIND_LABEL: Record<PageKindName, string> = {
  engineering: "an engineering write-up",
  tutorial: "a tutorial",
  podcast: "a podcast page",
  event_recap: "an event recap",
  advice: "an advice post",
  case_study: "a case study",
  retrospective: "a look back (an anniversary, a year in review, a story of the past)",
  roundup: "a roundup of other companies' news",
};

const REPUBLISHED = new RegExp(
  String.raw`\berschien (?:zuerst|ursprünglich|erstmals)\b|\bparu (?:d['’]abord|initialement|` +
    String.raw`pour la première fois)\b|\bapareci[óo] (?:primero|originalmente|por primera vez)\b|` +
    String.raw`\b(?:deutsche|englische|französische|spanische) (?:fassung|version|übersetzung)\b|\b(?:fassung|` +
    String.raw`version) (?:unserer|unseres|des) (?:ankündigung|beitrags|artikels)\b|\btraduction (?:de notre|` +
    String.raw`française de)\b|\bversi[óo]n (?:en espa[ñn]ol )?de nuestr[oa]\b|\b(?:english|german|french|` +
    String.raw`spanish) version of (?:our|the|a)\b|\b(?:originally|first) (?:published|appeared|posted)\b|` +
    String.raw`\bthis (?:post|article) (?:was|first) (?:published|appeared)\b|\bursprünglich (?:erschienen|` +
    String.raw`veröffentlicht)\b|\bzuerst (?:erschienen|veröffentlicht)\b|\bpubli[ée]e? (?:initialement|` +
    String.raw`à l['’]origine|pour la première fois)\b|\bpublicad[oa] (?:originalmente|por primera vez)\b|` +
    String.raw`\b(?:a )?translation of (?:our|the|a) (?:post|article)\b|\bÜbersetzung (?:unseres|des)\b`,
  "i",
);
const TECH_WORDS = new RegExp(
  String.raw`\b(?:kubernetes|k8s|cluster|nodes?|pods?|containers?|cpu|memory|latency|throughput|p99|p95|` +
    String.raw`database|postgres|mysql|redis|kafka|queue|query|queries|index|indexes|deploy\w*|terraform|` +
    String.raw`ansible|docker|autoscal\w*|instances?|vms?|servers?|replicas?|shards?|cache|caching|api|` +
    "endpoints?|requests? per second|rps|load balancer|ci|pipeline|build|compiler|runtime|" +
    String.raw`garbage collect\w*|heap|threads?|mutex|locks?|schema|migrations?|backfill|observability|grafana|` +
    String.raw`prometheus|on-call|incident|outage|rollback)\b`,
  "gi",
);

/** The words of a conference told from the floor, as data: four of them make a text an event recap. */
const EVENT_WORDS = (
  "booth, stand, panel, panellists, panelists, keynote, attendees, exhibitors, expo, stage, sessions, badge, " +
  "afterparty, venue, hall, speakers, conference, summit, meetup, workshop"
).split(", ");

const KIND_BY_PATH: [RegExp, PageKindName][] = [
  [
    new RegExp(
      String.raw`\/(?:engineering|eng|tech|technology|dev|developers?|under-the-hood|infrastructure|devblog|` +
        String.raw`tech-blog|engineering-blog)\/`,
      "i",
    ),
    "engineering",
  ],
  [/\/(?:podcasts?|episodes?|ep-?\d+|shows?)\//i, "podcast"],
  [/\/(?:tutorials?|guides?|how-?to|learn|docs|academy|cookbook)\//i, "tutorial"],
  [/\/(?:events?|recap|conference|summit|meetup)s?\//i, "event_recap"],
  [/\/(?:case-stud(?:y|ies)|customer-stories|customers|success-stories)\//i, "case_study"],
];
const KIND_BY_TITLE: [RegExp, PageKindName][] = [
  [/\b(?:episode|ep\.?\s*\d+|podcast|on the show|listen)\b/i, "podcast"],
  [
    new RegExp(
      String.raw`\b(?:recap|takeaways from|highlights from|what we learned at|live from|notes from|` +
        String.raw`what we (?:saw|heard)|(?:day|days) (?:one|two|1|2) (?:at|of)|(?:our|a|two|three|\d+) ` +
        String.raw`(?:week|weekend|days?|time|night) at)\b|\blive (?:19|20)\d\d\b`,
      "i",
    ),
    "event_recap",
  ],
  [
    new RegExp(
      String.raw`\b(?:post-?mortem|incident (?:report|review)|deep dive|under the hood|how we (?:built|scaled|` +
        String.raw`migrated|debugged|rewrote|made|cut|handle|use)|benchmark(?:s|ing)?|architecture|refactor\w*|` +
        String.raw`migrat\w*|debugg\w*|latency|throughput|postgres|kubernetes|rust|golang|typescript|database|` +
        String.raw`locks?|concurrency|queue|compiler|memory)\b`,
      "i",
    ),
    "engineering",
  ],
  [/\b(?:how to|a guide to|tutorial|step[- ]by[- ]step|getting started|cheat ?sheet)\b/i, "tutorial"],
  [
    new RegExp(
      String.raw`\b(?:advice|tips|lessons|mistakes|what (?:founders|i) (?:should|wish)|should you|` +
        String.raw`why you should|playbook|for founders|guide for)\b`,
      "i",
    ),
    "advice",
  ],
  [
    new RegExp(
      String.raw`\b(?:(?:\d+|two|three|four|five|six|seven|eight|nine|ten)\s+years\s+(?:of|in|at|since)|` +
        String.raw`anniversary|birthday|looking back|retrospective|year in review|(?:19|20)\d\d in review|` +
        "our (?:story|journey) so far|how we got here|the (?:summer|winter|spring|autumn|fall|year|" +
        "week|day|night|month) (?:we|i|that)|(?:nearly|almost) (?:sold|shut|died|closed|ran out|lost|" +
        String.raw`quit)|the story of)\b`,
      "i",
    ),
    "retrospective",
  ],
  [
    new RegExp(
      String.raw`\b(?:round-?up|portfolio (?:news|update)s?|news from (?:our|the) (?:portfolio|community|` +
        String.raw`ecosystem)|this (?:week|month) in|funding news|who raised)\b`,
      "i",
    ),
    "roundup",
  ],
  [/\b(?:case study|customer story|how \S+ (?:uses|used|cut|saved|scaled))\b/i, "case_study"],
  // "How Brightfold kept support steady …": a story of how someone else did something.
  [
    new RegExp(
      String.raw`^\s*[Hh]ow (?!(?:we|i|to|our|you|your|it|this|` +
        String.raw`they)\b)[A-Z][\p{L}\p{N}&.-]*(?:\s+[A-Z][\p{L}\p{N}&.-]*)?\s+[a-z]+`,
      "u",
    ),
    "case_study",
  ],
];

/**
 * The kind of page a post is, from its address, title and text (code in it, a transcript, an
 * episode's show notes); null for an ordinary post or announcement.
 */
export function pageKindOf(url: string, title: string, text: string): PageKindName | null {
  let path = "";
  try {
    path = `${new URL(url).pathname}/`;
  } catch {
    // not a URL: the title and text decide
  }
  for (const [re, kind] of KIND_BY_PATH) if (re.test(path)) return kind;
  for (const [re, kind] of KIND_BY_TITLE) if (re.test(title)) return kind;
  // Code in the text: lines that read as a program more than as prose.
  const lines = text.split("\n");
  const code = lines.filter((l) =>
    new RegExp(
      String.raw`[{};]\s*$|^\s*(?:\$ |>>> |def |fn |func |const |let |import |SELECT |UPDATE |INSERT |CREATE |` +
        "BEGIN|COMMIT|#include|git )",
    ).test(l),
  ).length;
  if (code >= 3 && code >= lines.length / 10) return "engineering";
  if (/\b(?:transcript|show notes|subscribe on (?:apple podcasts|spotify))\b/i.test(text)) return "podcast";
  // A post republished or translated from an earlier one tells what was news then.
  if (REPUBLISHED.test(text)) return "retrospective";
  // A text full of systems' words is an engineering write-up, whatever its title plays on.
  const tech = new Set((text.match(TECH_WORDS) ?? []).map((w) => w.toLowerCase()));
  if (tech.size >= 6) return "engineering";
  // A text told in a conference's words (a booth, a panel, a keynote, the attendees) recaps an event.
  const folded = new Set(words(text));
  if (EVENT_WORDS.filter((w) => folded.has(w)).length >= 4) return "event_recap";
  return null;
}
