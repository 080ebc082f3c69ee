import type { ChatReply, ChatRequest } from "../support/fixtures/openai";

/*
 * The bench's stand-in for a language model: it answers the tracker's prompt from the structured
 * changes it is sent (new posts, jobs, people, page lines), with a few rules of thumb a model
 * would follow, deterministically. It never sees a scenario's expectations. The signal types it
 * may answer are read from the request's JSON schema, so it follows the vocabulary as it grows
 * (leadership_change, corporate_event) without being edited.
 */

interface Prompt {
  company?: { name?: string };
  thingsToTrack?: string;
  watchItems?: { label: string; meaning: string }[];
  firstRun?: boolean;
  changes?: {
    newPosts?: { url: string; title?: string | null; text?: string | null }[];
    jobsAdded?: unknown[];
    pageChanges?: { kind?: string; url: string; added?: string[]; removed?: string[] }[];
    peopleAdded?: { name: string; role?: string | null }[];
    peopleRemoved?: unknown[];
    [key: string]: unknown;
  };
  evidenceCandidates?: { url: string; title?: string }[];
}

/** One statement the changes make, with the URL that shows it. */
interface Statement {
  text: string;
  url: string | null;
}

/** Event-shaped statements per type, strongest first (a lone word is not an event). */
const RULES: { type: string; fallback: string; pattern: RegExp }[] = [
  {
    type: "corporate_event",
    fallback: "other",
    pattern: new RegExp(
      "\\b(acquired by|acquires|acquisition of|has acquired|to acquire|merg(?:e|es|er|ing) with|" +
        "shut(?:ting)? down|winding down|wind-down|lay(?:ing)? off|layoffs|rebrand(?:s|ed|ing)? (?:as|to))\\b",
      "i",
    ),
  },
  {
    type: "fundraising",
    fallback: "fundraising",
    pattern: new RegExp(
      "\\b(rais(?:e|es|ed|ing) (?:a |an |our )?(?:\\$|€|£)?[\\w.]*\\s*(?:m|million|k)?\\b.*\\b(?:round|" +
        "seed|series)|series [a-e]\\b|seed round|pre-seed|funding round|led by \\w+ (?:ventures|capital|partners))",
      "i",
    ),
  },
  {
    type: "leadership_change",
    fallback: "other",
    pattern: new RegExp(
      "\\b(joins? (?:us |the team )?as|appointed|welcom(?:e|es|ing) \\w+(?: \\w+)? as|new (?:chief|vp|" +
        "head)|steps? down|departs?)\\b",
      "i",
    ),
  },
  {
    type: "product_update",
    fallback: "product_update",
    pattern:
      /\b(launch(?:es|ed|ing)?|introduc(?:e|es|ing)|now available|generally available|released?|ships?|new feature)\b/i,
  },
  {
    type: "customer_partnership",
    fallback: "customer_partnership",
    pattern: new RegExp(
      "\\b(partner(?:s|ed|ing)? with|partnership with|selects|chooses|signs? (?:a )?(?:deal|" +
        "contract) with|rolls? out .* across)\\b",
      "i",
    ),
  },
  {
    type: "metrics_shared",
    fallback: "metrics_shared",
    pattern: /\b(\d[\d,.]*\s*(?:%|x)\s+(?:growth|increase)|arr\b|crossed \d|surpass(?:ed|es) \d)/i,
  },
];

const SENIOR = /\b(vp|vice president|head of|chief|director|cto|ceo|cfo|coo)\b/i;

function statementsOf(p: Prompt): Statement[] {
  const c = p.changes ?? {};
  const out: Statement[] = [];
  for (const post of c.newPosts ?? []) out.push({ text: `${post.title ?? ""}. ${post.text ?? ""}`, url: post.url });
  for (const ch of c.pageChanges ?? []) for (const line of ch.added ?? []) out.push({ text: line, url: ch.url });
  return out;
}

function allowedTypes(req: ChatRequest): Set<string> {
  const schema = req.body.response_format?.json_schema?.schema as
    | { properties?: { type?: { enum?: string[] } } }
    | undefined;
  return new Set(schema?.properties?.type?.enum ?? []);
}

export function fakeModelAnswer(req: ChatRequest): ChatReply {
  const user = req.body.messages?.find((m) => m.role === "user")?.content ?? "{}";
  const p = JSON.parse(user) as Prompt;
  const allowed = allowedTypes(req);
  const name = p.company?.name ?? "The company";
  const candidates = p.evidenceCandidates ?? [];
  const pick = (t: string, fallback: string) => (allowed.has(t) ? t : allowed.has(fallback) ? fallback : "other");

  if (p.firstRun) {
    return answer({
      type: "other",
      severity: "low",
      recommendation: "monitor",
      summary: `First look at ${name}.`,
      evidenceUrls: candidates.slice(0, 1).map((c) => c.url),
      matchedWatchItems: [],
      rationale: "first run",
    });
  }

  let found: { type: string; url: string | null; text: string } | null = null;
  const statements = statementsOf(p);
  for (const rule of RULES) {
    const s = statements.find((x) => rule.pattern.test(x.text));
    if (s) {
      found = { type: pick(rule.type, rule.fallback), url: s.url, text: s.text };
      break;
    }
  }
  const c = p.changes ?? {};
  const careers = candidates.find((x) => x.title === "Careers")?.url ?? null;
  const team = candidates.find((x) => x.title === "Team")?.url ?? null;
  const senior = (c.peopleAdded ?? []).find((x) => SENIOR.test(x.role ?? ""));
  if (!found && (senior || (c.peopleRemoved ?? []).length)) {
    found = {
      type: pick("leadership_change", "other"),
      url: team,
      text: senior ? `${senior.name} ${senior.role}` : "someone left the team",
    };
  }
  if (!found && (c.jobsAdded ?? []).length >= 3)
    found = { type: "hiring", url: careers, text: `${(c.jobsAdded ?? []).length} new roles` };
  if (!found && (c.jobsAdded ?? []).some((j) => SENIOR.test(typeof j === "string" ? j : JSON.stringify(j))))
    found = { type: "hiring", url: careers, text: "a senior role" };

  if (!found) {
    return answer({
      type: "no_material_change",
      severity: "none",
      recommendation: "no_action",
      summary: `Nothing material changed at ${name}.`,
      evidenceUrls: [],
      matchedWatchItems: [],
      rationale: "only incidental changes",
    });
  }
  const matched = (p.watchItems ?? [])
    .filter((w) => w.meaning === found!.type || freeTextHit(w.meaning, found!.text))
    .map((w) => w.label);
  const strong = found.type === "fundraising" || found.type === "corporate_event";
  const severity = matched.length ? (strong ? "high" : "medium") : "low";
  const recommendation = !matched.length ? "monitor" : strong ? "escalate" : "reach_out";
  return answer({
    type: found.type,
    severity,
    recommendation,
    summary: `${name}: ${found.text.slice(0, 200)}`,
    evidenceUrls: found.url ? [found.url] : [],
    matchedWatchItems: matched,
    rationale: matched.length ? `matches ${matched.join(", ")}` : "not on the watch list",
    // The typed finding behind the signal, in the shape the tracker asks for (a model cites the URL that changed).
    findings: found.url
      ? [
          {
            type: found.type,
            headline: found.text.slice(0, 200),
            url: found.url,
            matchedWatchItems: matched,
            why: matched.length ? `matches ${matched.join(", ")}` : null,
          },
        ]
      : [],
  });
}

/** A free-text watch item ("free text: series b round") matches when its words appear. */
function freeTextHit(meaning: string, text: string): boolean {
  if (!meaning.startsWith("free text:")) return false;
  const words = meaning
    .slice("free text:".length)
    .trim()
    .split(/\s+/)
    .filter((w) => w.length > 2);
  const t = text.toLowerCase();
  return words.length > 0 && words.every((w) => t.includes(w.slice(0, Math.max(4, w.length - 2))));
}

function answer(value: Record<string, unknown>): ChatReply {
  return {
    kind: "json",
    value: { needsAttention: value.severity === "medium" || value.severity === "high", findings: [], ...value },
  };
}
