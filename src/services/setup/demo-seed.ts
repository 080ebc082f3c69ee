import { sql, type Insertable } from "kysely";
import type { Db } from "../../db/database";
import type {
  AlertsTable,
  Database,
  EntitiesTable,
  FoundersTable,
  LeadsTable,
  RunsTable,
  SignalsTable,
} from "../../db/types";
import { ApiError } from "../../errors";
import { normalizeLinkedin, normalizeTwitter, normalizeWebsite } from "../../identity/identifiers";
import { normalizePersonName } from "../../identity/people";
import { composeAlertEmail } from "../../pipeline/record/alert-email";
import type { ChangedPageText } from "../../pipeline/compare/index";
import { evaluateAlertRules } from "../../pipeline/record/alert-rules";
import type { Stage } from "../../pipeline/enrich/facts";
import { DEFAULT_PIPELINE_SETTINGS } from "../../pipeline/ports";
import {
  isAlwaysSevere,
  recommendationFor,
  type Evidence,
  type Severity,
  type SignalType,
} from "../../pipeline/signal";
import { QUICK_PICKS } from "../../pipeline/judge/watch";
import type { Clock } from "../../platform/clock";
import { newId } from "../../platform/ids";
import { normalizeName } from "../../search/normalize";
import { allCategories, categoryPath, type Category } from "../../taxonomy/tree";
import { joinClassificationPaths } from "../../taxonomy/stored-paths";
import { ts } from "../shared/timestamps";

/*
 * `admin seed-demo` (docs/spec/decisions.md section 1): fills an organisation with realistic data for every
 * resource: companies with founders and taxonomy classifications, one run with its signal and
 * alert at a time spread over the last 90 days (the latest within the last half day) (the alerts judged by the real
 * alert rules), and leads in every decision state at several stages and sectors. Deterministic for a given seed;
 * written in bulk inserts inside one transaction, so the benchmark can reuse it at 10,000 companies / 100,000
 * signals and alerts / 5,000 leads.
 */

export interface SeedDemoOptions {
  orgId: string;
  /** Default 25. */
  companies?: number;
  /** Signals (each with its alert) in total; default 10 per company. */
  signals?: number;
  /** Default 60% of the companies, at least 12. */
  leads?: number;
  /** The window the history is spread over, ending now. Default 90. */
  days?: number;
  /** PRNG seed; the same seed (and clock) gives the same data. Default: from the clock. */
  seed?: number;
}

export interface SeedDemoCounts {
  orgId: string;
  companies: number;
  founders: number;
  classifiedCompanies: number;
  runs: number;
  signals: number;
  alerts: { total: number; sent: number; suppressed: number; failed: number };
  leads: { total: number; unreviewed: number; accepted: number; acceptedTracked: number; rejected: number };
  stages: Record<string, number>;
  sectors: number;
  since: string;
  until: string;
}

const STAGES_WEIGHTED: [Stage, number][] = [
  ["pre_seed_seed", 40],
  ["series_a", 25],
  ["series_b", 15],
  ["growth", 8],
  ["unknown", 12],
];

const DECISIONS: [string, number][] = [
  ["unreviewed", 50],
  ["accepted_tracked", 12],
  ["accepted", 13],
  ["rejected", 25],
];

const TYPES_WEIGHTED: [SignalType, number][] = [
  ["no_material_change", 42],
  ["product_update", 13],
  ["hiring", 12],
  ["customer_partnership", 9],
  ["metrics_shared", 7],
  ["founder_amplified", 6],
  ["fundraising", 5],
  ["leadership_change", 3],
  ["corporate_event", 1],
  ["other", 6],
];

const PREFIXES = [
  "Acme",
  "Nimbus",
  "Globex",
  "Initech",
  "Umbra",
  "Vantage",
  "Helio",
  "Quanta",
  "Lumen",
  "Arbor",
  "Cobalt",
  "Vertex",
  "Nova",
  "Kite",
  "Orbit",
  "Pylon",
  "Tessel",
  "Brightline",
  "Northwind",
  "Juniper",
  "Halcyon",
  "Meridian",
  "Solace",
  "Tandem",
  "Atlas",
  "Beacon",
  "Cinder",
  "Drift",
  "Ember",
  "Fathom",
  "Granite",
  "Harbor",
  "Indigo",
  "Jasper",
  "Keystone",
  "Lattice",
  "Mosaic",
  "Nimble",
  "Onyx",
  "Prism",
  "Quill",
  "Radiant",
  "Sable",
  "Tidal",
  "Upland",
  "Verdant",
  "Willow",
  "Xenon",
  "Yarrow",
  "Zephyr",
  "Aurora",
  "Basalt",
  "Cascade",
  "Delta",
  "Equinox",
  "Fable",
  "Gossamer",
  "Hearth",
  "Iris",
];
const FIRST = [
  "Jane",
  "Marcus",
  "Sofia",
  "Hank",
  "Priya",
  "Liam",
  "Amara",
  "Kenji",
  "Elena",
  "Tomás",
  "Zoe",
  "Omar",
  "Ingrid",
  "Wei",
  "Fatima",
  "Lucas",
  "Noor",
  "Diego",
  "Hana",
  "Felix",
  "Aisha",
  "Mateo",
  "Yuki",
  "Nadia",
];
const LAST = [
  "Doe",
  "Chen",
  "Alvarez",
  "Scorpio",
  "Patel",
  "O'Brien",
  "Okafor",
  "Tanaka",
  "Rossi",
  "García",
  "Müller",
  "Haddad",
  "Larsen",
  "Zhang",
  "Khan",
  "Silva",
  "Ahmed",
  "Novak",
  "Kim",
  "Weber",
  "Mensah",
  "Costa",
  "Sato",
  "Ivanova",
];
const CITIES = [
  "San Francisco, CA",
  "New York, NY",
  "London",
  "Berlin",
  "Paris",
  "Stockholm",
  "Toronto",
  "Austin, TX",
  "Lisbon",
  "Amsterdam",
  "Singapore",
  "Bangalore",
];
/** Who a generated company's description says it builds for. */
const AUDIENCES = ["startups", "enterprises", "mid-market teams", "consumers", "developers", "hospitals", "retailers"];
const TAGS = ["portfolio", "watchlist", "priority", "follow-on", "climate", "ai", "europe", "seed"];
const FREE_TEXT = [
  "expansion into Europe",
  "new enterprise customers",
  "SOC 2 certification",
  "a US launch",
  "pricing changes",
];
const ROLES = [
  "Head of Engineering",
  "Founding Engineer",
  "Product Designer",
  "Account Executive",
  "Data Scientist",
  "Customer Success Lead",
  "VP Sales",
  "Operations Manager",
];

const DAY = 86_400_000;

export async function seedDemo(db: Db, clock: Clock, opts: SeedDemoOptions): Promise<SeedDemoCounts> {
  const org = await db.selectFrom("organizations").select("id").where("id", "=", opts.orgId).executeTakeFirst();
  if (!org) throw new ApiError("not_found", `Organisation ${opts.orgId} not found.`);
  const owner = await db
    .selectFrom("members")
    .select(["id", "email"])
    .where("org_id", "=", opts.orgId)
    .where("removed_at", "is", null)
    .orderBy("created_at")
    .executeTakeFirst();

  const now = clock.now();
  const nCompanies = Math.max(1, opts.companies ?? 25);
  const nSignals = Math.max(nCompanies, opts.signals ?? nCompanies * 10);
  const nLeads = Math.max(0, opts.leads ?? Math.max(12, Math.round(nCompanies * 0.6)));
  const days = opts.days ?? 90;
  const rnd = rng(opts.seed ?? now.getTime());
  const tag = Math.floor(rnd() * 36 ** 6).toString(36); // keeps slugs and person keys unique across seedings
  const since = new Date(now.getTime() - days * DAY);
  const sectors = allCategories().filter((c) => c.depth >= 2);
  const alertEmails = [owner?.email ?? "demo@example.com"];

  const entities: Insertable<EntitiesTable>[] = [];
  const founders: Insertable<FoundersTable>[] = [];
  const runs: Insertable<RunsTable>[] = [];
  const signals: Insertable<SignalsTable>[] = [];
  const alerts: Insertable<AlertsTable>[] = [];
  const stages: Record<string, number> = {};
  const sectorIds = new Set<string>();
  const alertCounts = { total: 0, sent: 0, suppressed: 0, failed: 0 };

  // Signals per company: at least one (the first run), the rest spread at random.
  const perCompany = new Array<number>(nCompanies).fill(1);
  for (let i = nCompanies; i < nSignals; i++) perCompany[Math.floor(rnd() * nCompanies)]++;

  for (let i = 0; i < nCompanies; i++) {
    const sector = pick(rnd, sectors);
    const second = rnd() < 0.3 ? pick(rnd, sectors) : null;
    const classification = second && second.id !== sector.id ? [sector.id, second.id] : [sector.id];
    for (const c of classification) sectorIds.add(c);
    const name = companyName(i, sector);
    const slug = `${normalizeName(name)}-${tag}${i}`;
    const website = `https://${slug}.example/`;
    const linkedin = `https://www.linkedin.com/company/${slug}`;
    const twitter = `https://x.com/${slug.replace(/[^a-z0-9]/g, "").slice(0, 15)}`;
    const stage = weighted(rnd, STAGES_WEIGHTED);
    stages[stage] = (stages[stage] ?? 0) + 1;
    const watched = sampleQuickPicks(rnd);
    const thingsToTrack = [...watched.map((q) => q.label), ...(rnd() < 0.3 ? [pick(rnd, FREE_TEXT)] : [])].join(", ");
    const status = rnd() < 0.08 ? "paused" : "ok";
    const enrichment = rnd();
    const enrichmentStatus = enrichment < 0.85 ? "ready" : enrichment < 0.95 ? "partial" : "failed";
    const createdAt = new Date(since.getTime() - Math.floor(rnd() * 30 * DAY));
    const id = newId();
    const emailAlertsEnabled = rnd() < 0.9;

    // The history: one run per signal, oldest first, the first being the baseline.
    const times = Array.from({ length: perCompany[i] }, () => since.getTime() + Math.floor(rnd() * days * DAY)).sort(
      (a, b) => a - b,
    );
    // The latest run finished within the last half day, so the cadence scheduler does not
    // start a run for every demo company the moment a server picks the data up.
    times[times.length - 1] = Math.max(times[times.length - 1], now.getTime() - Math.floor(rnd() * DAY * 0.5));
    const healthReason = enrichmentStatus === "failed" ? "website_unreachable" : "healthy";
    const recentSent: { type: string; summary: string; createdAt: Date }[] = [];
    times.forEach((t, k) => {
      const at = new Date(t);
      const runId = newId();
      runs.push({
        id: runId,
        org_id: opts.orgId,
        entity_id: id,
        trigger: k === 0 ? "first" : rnd() < 0.15 ? "refresh" : "cadence",
        status: "succeeded",
        health_reason: healthReason,
        error: null,
        queued_at: new Date(t - 60_000),
        started_at: new Date(t - 45_000),
        finished_at: at,
        created_at: new Date(t - 60_000),
      });
      const signal = makeSignal(rnd, { name, website, first: k === 0, watched: watched.map((q) => q.type), slug, at });
      const signalId = newId();
      signals.push({
        id: signalId,
        org_id: opts.orgId,
        entity_id: id,
        run_id: runId,
        type: signal.type,
        severity: signal.severity,
        recommendation: recommendationFor(signal.severity, signal.type),
        needs_attention: signal.severity === "medium" || signal.severity === "high",
        summary: signal.summary,
        evidence: signal.evidence,
        analysis: signal.analysis,
        diff_pages: signal.diffPages ?? null,
        created_at: at,
      });
      const decision = evaluateAlertRules({
        company: { status: k === times.length - 1 ? status : "ok", emailAlertsEnabled, alertEmails },
        signal: {
          type: signal.type,
          severity: signal.severity,
          summary: signal.summary,
          matchedWatchItems: signal.matched,
        },
        recentSent: recentSent.filter(
          (a) => a.createdAt.getTime() >= t - DEFAULT_PIPELINE_SETTINGS.duplicateWindowDays * DAY,
        ),
        now: at,
        settings: {
          minSeverity: DEFAULT_PIPELINE_SETTINGS.alertMinSeverity,
          duplicateWindowDays: DEFAULT_PIPELINE_SETTINGS.duplicateWindowDays,
          duplicateSimilarity: DEFAULT_PIPELINE_SETTINGS.duplicateSimilarity,
        },
      });
      let outcome: "sent" | "suppressed" | "failed" = decision.outcome;
      let reason = decision.reason;
      if (outcome === "sent") {
        recentSent.unshift({ type: signal.type, summary: signal.summary, createdAt: at });
        if (rnd() < 0.04) {
          outcome = "failed";
          reason =
            "The rules chose to email, but delivery failed: Resend answered 422: The recipient address is invalid.";
        }
      }
      alertCounts.total++;
      alertCounts[outcome]++;
      const subject =
        outcome === "suppressed"
          ? null
          : composeAlertEmail({
              companyName: name,
              website,
              type: signal.type,
              severity: signal.severity,
              recommendation: recommendationFor(signal.severity, signal.type),
              summary: signal.summary,
              matchedWatchItems: signal.matched,
              thingsToTrack,
              evidence: signal.evidence,
            }).subject;
      alerts.push({
        id: newId(),
        org_id: opts.orgId,
        entity_id: id,
        signal_id: signalId,
        run_id: runId,
        outcome,
        reason,
        recipients: outcome === "suppressed" ? [] : alertEmails,
        subject,
        rule_evaluations: decision.ruleEvaluations,
        created_at: new Date(t + 1),
      });
    });

    const lastScraped = new Date(times[times.length - 1]);
    entities.push({
      id,
      org_id: opts.orgId,
      company_name: name,
      company_name_norm: normalizeName(name),
      company_website: website,
      website_norm: normalizeWebsite(website),
      company_linkedin_url: linkedin,
      linkedin_norm: normalizeLinkedin(linkedin),
      company_twitter_url: twitter,
      twitter_norm: normalizeTwitter(twitter),
      things_to_track: thingsToTrack,
      alert_emails: alertEmails,
      email_alerts_enabled: emailAlertsEnabled,
      cadence_days: weighted(rnd, [
        [7, 70],
        [3, 15],
        [30, 15],
      ] as [number, number][]),
      tags: TAGS.filter(() => rnd() < 0.15),
      status,
      stage,
      description: `${name} builds ${sector.name.toLowerCase()} products for ` + `${pick(rnd, AUDIENCES)}.`,
      location: pick(rnd, CITIES),
      founding_year: now.getUTCFullYear() - 1 - Math.floor(rnd() * 8),
      confirmed_by_user: rnd() < 0.7 ? true : null,
      classification,
      classification_paths: joinClassificationPaths(classification.map((c) => categoryPath(c) ?? c)),
      enrichment_status: enrichmentStatus,
      enrichment_reason:
        enrichmentStatus === "ready"
          ? null
          : enrichmentStatus === "partial"
            ? "some_details_not_found"
            : "website_unreachable",
      enrichment_detail: { seeded: true, status: enrichmentStatus },
      enrichment_started_at: createdAt,
      enrichment_finished_at: new Date(createdAt.getTime() + 20_000),
      last_scraped_at: lastScraped,
      scrape_health_reason: healthReason,
      created_by_member_id: owner?.id ?? null,
      created_at: createdAt,
      updated_at: lastScraped,
    });

    const nFounders = 1 + Math.floor(rnd() * 3);
    for (let f = 0; f < nFounders; f++) {
      const person = `${pick(rnd, FIRST)} ${pick(rnd, LAST)}`;
      const li = `https://www.linkedin.com/in/${normalizePersonName(person)}-${tag}${i}${f}`;
      founders.push({
        id: newId(),
        org_id: opts.orgId,
        entity_id: id,
        name: person,
        name_norm: normalizePersonName(person),
        linkedin_url: li,
        linkedin_norm: normalizeLinkedin(li),
        twitter_url: rnd() < 0.6 ? `https://x.com/${normalizePersonName(person).slice(0, 12)}${f}` : null,
        github_url: rnd() < 0.3 ? `https://github.com/${normalizePersonName(person).slice(0, 12)}` : null,
        position: f,
        created_at: createdAt,
        updated_at: createdAt,
      });
    }
  }

  const leads = makeLeads(rnd, {
    n: nLeads,
    orgId: opts.orgId,
    tag,
    entities,
    sectors,
    since,
    now,
    ownerId: owner?.id ?? null,
    days,
  });
  const leadCounts = { total: leads.length, unreviewed: 0, accepted: 0, acceptedTracked: 0, rejected: 0 };
  for (const l of leads) {
    if (l.decision_status === "accepted") {
      leadCounts.accepted++;
      if (l.tracked_entity_id) leadCounts.acceptedTracked++;
    } else if (l.decision_status === "rejected") leadCounts.rejected++;
    else leadCounts.unreviewed++;
    for (const c of l.classification ?? []) sectorIds.add(c);
  }

  const write = async (trx: Db) => {
    await insertChunked(trx, "entities", entities, 2000);
    await insertChunked(trx, "founders", founders, 5000);
    await insertChunked(trx, "runs", runs, 5000);
    await insertChunked(trx, "signals", signals, 5000);
    await insertChunked(trx, "alerts", alerts, 5000);
    await insertChunked(trx, "leads", leads, 2000);
  };
  // Inside the caller's transaction when given one (the first start seeds with the organisation).
  if (db.isTransaction) await write(db);
  else await db.transaction().execute(write);

  return {
    orgId: opts.orgId,
    companies: entities.length,
    founders: founders.length,
    classifiedCompanies: entities.filter((e) => (e.classification?.length ?? 0) > 0).length,
    runs: runs.length,
    signals: signals.length,
    alerts: alertCounts,
    leads: leadCounts,
    stages,
    sectors: sectorIds.size,
    since: ts(since),
    until: ts(now),
  };
}

interface SeededSignal {
  type: SignalType;
  severity: Severity;
  summary: string;
  evidence: Evidence[];
  matched: string[];
  analysis: Record<string, unknown>;
  /** The before and after text of the pages it reports changed, as a run keeps them (migration 0015). */
  diffPages?: ChangedPageText[];
}

function makeSignal(
  rnd: () => number,
  c: { name: string; website: string; first: boolean; watched: SignalType[]; slug: string; at: Date },
): SeededSignal {
  if (c.first) {
    return {
      type: "other",
      severity: "low",
      summary:
        `First look at ${c.name}: the website, blog, careers and team pages were read. Later runs report what ` +
        `changes against this baseline.`,
      evidence: [{ url: c.website, title: c.name }],
      matched: [],
      analysis: { analyser: "local", firstRun: true, seeded: true },
    };
  }
  const type = weighted(rnd, TYPES_WEIGHTED);
  if (type === "no_material_change") {
    return {
      type,
      severity: "none",
      summary: `No material change on ${c.name}'s website, blog, careers or team pages since the last run.`,
      evidence: [],
      matched: [],
      analysis: { analyser: "local", firstRun: false, seeded: true, changes: {} },
    };
  }
  const watched = c.watched.includes(type);
  const pickLabel = QUICK_PICKS.find((q) => q.type === type)?.label;
  const matched = watched && pickLabel ? [pickLabel] : [];
  const severity: Severity = isAlwaysSevere(type)
    ? "high"
    : !watched
      ? "low"
      : type === "fundraising" || rnd() < 0.25
        ? "high"
        : "medium";
  const n = 2 + Math.floor(rnd() * 40);
  const post = `${c.website}blog/${type.replace(/_/g, "-")}-${Math.floor(rnd() * 1e6)}`;
  const templates: Record<Exclude<SignalType, "no_material_change">, () => [string, string, string]> = {
    product_update: () => [
      `${c.name} published “Introducing ${pick(rnd, ["Autopilot", "Insights", "v2", "the API", "Teams", "Mobile"])}”`,
      post,
      "Product announcement",
    ],
    hiring: () => [
      `${c.name} listed ${Math.max(2, (n % 6) + 1)} new roles: ${pick(rnd, ROLES)}, ${pick(rnd, ROLES)}`,
      `${c.website}careers`,
      "Careers",
    ],
    customer_partnership: () => [
      `${c.name} published “${pick(rnd, ["Partnering with", "Welcoming", "Rolling out at"])} ` +
        `${pick(rnd, PREFIXES)} ${pick(rnd, ["Logistics", "Health", "Bank", "Retail"])}”`,
      post,
      "Partnership announcement",
    ],
    metrics_shared: () => [
      `${c.name} published “${n * 10}% growth: ${n} new customers this quarter”`,
      post,
      "Quarterly update",
    ],
    founder_amplified: () => [
      `${c.name} published “Our CEO on the ${pick(rnd, ["20VC", "Acquired", "Lenny's"])} podcast”`,
      post,
      "Podcast appearance",
    ],
    fundraising: () => [
      `${c.name} published “${c.name} raises $${n}M ${pick(rnd, ["seed round", "Series A", "Series B"])}”`,
      post,
      "Funding announcement",
    ],
    leadership_change: () => [
      `${c.name} added ${pick(rnd, FIRST)} ${pick(rnd, LAST)} (` +
        `${pick(rnd, ["Chief Operating Officer", "VP Engineering", "Chief Financial Officer", "VP Sales"])}) to ` +
        `its team page`,
      `${c.website}team`,
      "Team",
    ],
    corporate_event: () => [
      `${c.name} published “${c.name} ${pick(rnd, ["is acquired by", "merges with"])} ${pick(rnd, PREFIXES)} ` +
        `${pick(rnd, ["Systems", "Group", "Holdings"])}”`,
      post,
      "Corporate announcement",
    ],
    other: () => [
      `${c.name} changed its home page: “${pick(rnd, ["New website", "Updated pricing", "Now in Europe"])}”`,
      c.website,
      "Home page",
    ],
  };
  const [headline, url, title] = templates[type]();
  const summary =
    `${headline} (${type.replace(/_/g, " ")}). ` +
    `${matched.length ? `Matches your watch item “${matched[0]}”.` : "Nothing you track matched."}`;
  const what = changesOf(rnd, type, { ...c, headline, url, title });
  return {
    type,
    severity,
    summary,
    evidence: [{ url, title }],
    matched,
    analysis: {
      analyser: "local",
      firstRun: false,
      seeded: true,
      changes: what.changes,
      findings: [
        { type, headline, url, quote: what.quote, cues: [], matchedWatchItems: matched, evidence: [{ url, title }] },
      ],
    },
    diffPages: what.diffPages,
  };
}

/**
 * What a run would have recorded as changed for a seeded signal (src/pipeline/judge/index.ts
 * `analysisOf`, `changes`): a new post or press article, new roles with their links, a person on
 * the team page, or a page's text before and after, with the dates and years a real page rewrites
 * on every visit (noise the comparison ignores), so the web app's signal page has a diff to show.
 */
function changesOf(
  rnd: () => number,
  type: Exclude<SignalType, "no_material_change">,
  c: { name: string; website: string; slug: string; at: Date; headline: string; url: string; title: string },
): { changes: Record<string, unknown>; quote: { added: string; removed: string }; diffPages?: ChangedPageText[] } {
  const empty = {
    newPosts: [],
    jobsAdded: [],
    jobsRemoved: [],
    pageChanges: [],
    peopleAdded: [],
    peopleRemoved: [],
    pagesLost: [],
  };
  const published = new Date(c.at.getTime() - Math.floor(rnd() * 2 * DAY)).toISOString();
  const postTitle = /“(.+)”/.exec(c.headline)?.[1] ?? c.title;
  if (type === "hiring") {
    // The roles the summary names, and as many more as it counts.
    const listed = /listed (\d+) new roles?: (.+)$/.exec(c.headline);
    const named = listed ? listed[2]!.split(", ") : [];
    const n = listed ? Number(listed[1]) : 1 + Math.floor(rnd() * 4);
    const roles = Array.from({ length: n }, (_, i) => {
      const role = named[i] ?? pick(rnd, ROLES);
      return {
        title: role,
        team: pick(rnd, ["Engineering", "Sales", "Product", "Operations"]),
        location: pick(rnd, [...CITIES, "Remote"]),
        url: `${c.website}careers/${normalizeName(role)}-${i + 1}`,
      };
    });
    return {
      changes: {
        ...empty,
        jobsAdded: roles.map((r) => r.title),
        jobs: { added: roles, removed: [], listingUrl: `${c.website}careers` },
      },
      quote: { added: roles.map((r) => r.title).join("\n"), removed: "" },
    };
  }
  if (type === "leadership_change") {
    const person = `${pick(rnd, FIRST)} ${pick(rnd, LAST)}`;
    const role = /\(([^)]+)\)/.exec(c.headline)?.[1] ?? "VP Engineering";
    const team = [
      `${pick(rnd, FIRST)} ${pick(rnd, LAST)} — Co-founder & CEO`,
      `${pick(rnd, FIRST)} ${pick(rnd, LAST)} — Co-founder & CTO`,
      `${pick(rnd, FIRST)} ${pick(rnd, LAST)} — Head of Design`,
    ];
    const line = `${person} — ${role}`;
    const page = (people: string[], year: number) =>
      [
        `Meet the ${c.name} team`,
        "The people building it, from four countries.",
        ...people,
        "We are hiring: see open roles",
        `© ${year} ${c.name}`,
      ].join("\n");
    const year = c.at.getUTCFullYear();
    return {
      changes: {
        ...empty,
        peopleAdded: [
          {
            name: person,
            role,
            linkedinUrl: `https://www.linkedin.com/in/${normalizePersonName(person)}-${c.slug}`,
            pageUrl: `${c.website}team`,
          },
        ],
        pageChanges: [{ kind: "team", url: `${c.website}team`, title: `Team | ${c.name}`, added: [line], removed: [] }],
      },
      quote: { added: line, removed: "" },
      diffPages: [
        {
          kind: "team",
          url: `${c.website}team`,
          title: `Team | ${c.name}`,
          before: page(team, year - 1),
          after: page([...team, line], year),
        },
      ],
    };
  }
  if (type === "other") {
    const change = /“(.+)”/.exec(c.headline)?.[1] ?? "New website";
    const before = [
      `${c.name}`,
      `${c.name} helps teams ship faster with less busywork.`,
      "Book a demo",
      "Starter plan from $49 per month",
      "Trusted by growing teams in 30 countries",
    ];
    const after = [...before];
    const added: string[] = [];
    const removed: string[] = [];
    if (change === "Updated pricing") {
      after[3] = "Starter plan from $59 per month, now with unlimited seats";
      removed.push(before[3]!);
      added.push(after[3]!);
    } else if (change === "Now in Europe") {
      after.splice(2, 0, `${c.name} is now available in Europe, with data hosted in Frankfurt.`);
      added.push(after[2]!);
    } else {
      after[1] = `${c.name}: one place for the work your team does every day.`;
      removed.push(before[1]!);
      added.push(after[1]!);
    }
    const lastWeek = new Date(c.at.getTime() - 7 * DAY);
    const stamp = (d: Date, year: number) => [
      `Last updated ${d.getUTCDate()} ${MONTH_NAMES[d.getUTCMonth()]} ${d.getUTCFullYear()}`,
      `© ${year} ${c.name}. All rights reserved.`,
    ];
    return {
      changes: { ...empty, pageChanges: [{ kind: "home", url: c.website, title: c.name, added, removed }] },
      quote: { added: added.join("\n"), removed: removed.join("\n") },
      diffPages: [
        {
          kind: "home",
          url: c.website,
          title: c.name,
          before: [...before, ...stamp(lastWeek, lastWeek.getUTCFullYear() - 1)].join("\n"),
          after: [...after, ...stamp(c.at, c.at.getUTCFullYear())].join("\n"),
        },
      ],
    };
  }
  // A post on the company's site; a round is also written up by the press.
  const newPosts: Record<string, unknown>[] = [{ url: c.url, title: postTitle, publishedAt: published }];
  if (type === "fundraising" || type === "corporate_event") {
    newPosts.push({
      url: `https://news.example/${c.slug}/${normalizeName(postTitle)}`,
      title: `${postTitle} - Startup News`,
      publishedAt: published,
      source: "news",
    });
  }
  return { changes: { ...empty, newPosts }, quote: { added: postTitle, removed: "" } };
}

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

function makeLeads(
  rnd: () => number,
  a: {
    n: number;
    orgId: string;
    tag: string;
    entities: Insertable<EntitiesTable>[];
    sectors: Category[];
    since: Date;
    now: Date;
    ownerId: string | null;
    days: number;
  },
): Insertable<LeadsTable>[] {
  const out: Insertable<LeadsTable>[] = [];
  const trackable = [...a.entities];
  for (let i = 0; i < a.n; i++) {
    const source = a.entities[Math.floor(rnd() * a.entities.length)];
    // The first leads cover every decision state and stage; the rest follow the weights.
    const decision = i < DECISIONS.length ? DECISIONS[i][0] : weighted(rnd, DECISIONS);
    const createdAt = new Date(a.since.getTime() + Math.floor(rnd() * a.days * DAY));
    const decidedAt =
      decision === "unreviewed"
        ? null
        : new Date(Math.min(a.now.getTime(), createdAt.getTime() + Math.floor(rnd() * 10 * DAY)));
    const person = `${pick(rnd, FIRST)} ${pick(rnd, LAST)}`;
    const li = `https://www.linkedin.com/in/${normalizePersonName(person)}-lead-${a.tag}${i}`;
    // An accepted-and-tracked lead's company is one of the tracked companies (the one it became).
    const tracked =
      decision === "accepted_tracked" && trackable.length
        ? trackable.splice(Math.floor(rnd() * trackable.length), 1)[0]
        : null;
    const sector = pick(rnd, a.sectors);
    const name = tracked?.company_name ?? companyName(a.entities.length + i, sector);
    const slug = `${normalizeName(name)}-lead-${a.tag}${i}`;
    const website = tracked?.company_website ?? `https://${slug}.example/`;
    const classification = (tracked?.classification as string[] | undefined) ?? [sector.id];
    out.push({
      id: newId(),
      org_id: a.orgId,
      source_entity_id: source.id,
      person_key: normalizeLinkedin(li)!,
      founder_name: person,
      founder_name_norm: normalizePersonName(person),
      founder_linkedin_url: li,
      founder_twitter_url: rnd() < 0.4 ? `https://x.com/${normalizePersonName(person).slice(0, 12)}` : null,
      company_name: name,
      company_name_norm: normalizeName(name),
      company_website: website,
      website_norm: normalizeWebsite(website),
      company_linkedin_url: tracked?.company_linkedin_url ?? `https://www.linkedin.com/company/${slug}`,
      company_twitter_url: null,
      stage:
        (tracked?.stage as Stage | undefined) ??
        (i < STAGES_WEIGHTED.length ? STAGES_WEIGHTED[i][0] : weighted(rnd, STAGES_WEIGHTED)),
      classification,
      classification_paths: joinClassificationPaths(classification.map((c) => categoryPath(c) ?? c)),
      description: tracked?.description ?? `${name} builds ${sector.name.toLowerCase()} products.`,
      location: pick(rnd, CITIES),
      founding_year: a.now.getUTCFullYear() - Math.floor(rnd() * 5),
      team: [{ name: person, role: "Founder & CEO", linkedinUrl: li }],
      evidence: [
        {
          url: `${source.company_website}team`,
          title: `Team | ${source.company_name}`,
          note:
            `Listed as ${pick(rnd, ["Advisor", "Board Advisor", "Angel investor", "Former engineer"])}, linking ` +
            `to ${website}.`,
        },
        { url: `${website}team`, title: `${name} team`, note: "Named as Founder & CEO on the company's own site." },
      ],
      decision_status: decision === "unreviewed" ? null : decision === "rejected" ? "rejected" : "accepted",
      decided_at: decidedAt,
      decided_by_member_id: decision === "unreviewed" ? null : a.ownerId,
      tracked_entity_id: tracked?.id ?? null,
      created_at: createdAt,
      updated_at: decidedAt ?? createdAt,
    });
  }
  return out;
}

/**
 * Bulk insert: each chunk travels as one JSON parameter expanded by `jsonb_populate_recordset`,
 * which is many times faster than a multi-row VALUES list (one bind parameter instead of tens of
 * thousands) and works alike on PGlite, node-postgres and Neon. Every column must be present in
 * the rows (a missing key becomes null, not the column default); jsonb columns hold plain values.
 */
async function insertChunked<T extends keyof Database & string>(
  trx: Db,
  table: T,
  rows: Insertable<Database[T]>[],
  size: number,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    const chunk = JSON.stringify(rows.slice(i, i + size));
    await sql`insert into ${sql.table(table)}
      select * from jsonb_populate_recordset(null::${sql.table(table)}, ${chunk}::jsonb)`.execute(trx);
  }
}

function companyName(i: number, sector: Category): string {
  const word = sector.name.split(/[\s&,/]+/).find((w) => w.length > 3 && /^[A-Z]/.test(w)) ?? "Labs";
  const base = `${PREFIXES[i % PREFIXES.length]} ${word}`;
  const round = Math.floor(i / PREFIXES.length);
  return round === 0 ? base : `${base} ${round + 1}`;
}

function sampleQuickPicks(rnd: () => number): typeof QUICK_PICKS {
  const chosen = QUICK_PICKS.filter(() => rnd() < 0.45);
  return chosen.length ? chosen : [pick(rnd, QUICK_PICKS)];
}

function pick<T>(rnd: () => number, items: readonly T[]): T {
  return items[Math.floor(rnd() * items.length)];
}

function weighted<T>(rnd: () => number, items: [T, number][]): T {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let r = rnd() * total;
  for (const [v, w] of items) {
    r -= w;
    if (r < 0) return v;
  }
  return items[items.length - 1][0];
}

/** mulberry32: a small seeded PRNG, so a seed reproduces the same demo data. */
function rng(seed: number): () => number {
  let a = seed >>> 0 || 0x9e3779b9;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
