/**
 * Seeds one organisation at benchmark volume, in bulk (`unnest` batches), with rows shaped as the
 * services write them: normalised names (`normalizeName`, `normalizePersonName`), normalised
 * identifiers, classification ids from the taxonomy with their display paths, millisecond
 * timestamps (cursors round-trip through JavaScript dates), one run per signal and one alert per
 * signal. The latest run of every company finished within the last day, so the cadence scheduler
 * finds nothing due and the read benchmarks do not compete with thousands of background runs.
 */
import { sql } from "kysely";
import type { Db } from "../../src/db/database";
import type { Clock } from "../../src/platform/clock";
import { normalizeName, normalizePersonName } from "../../src/search/normalize";
import { issueKey } from "../../src/services/api-keys";
import { createMember, createOrganization } from "../../src/services/organizations";
import { SCOPES } from "../../src/services/scopes";
import { normalizeLinkedin, normalizeTwitter, normalizeWebsite } from "../../src/services/tracker/identity";
import { classificationPathsText } from "../../src/taxonomy";
import { insertRows, type Value } from "./bulk";
import {
  ALERT_REASONS,
  EVIDENCE_TITLES,
  SIGNAL_TEMPLATES,
  SIGNAL_TYPES,
  STAGES,
  city,
  classificationFor,
  companyNames,
  personName,
  pick,
  rng,
  slug,
  thingsToTrack,
} from "./data";

export interface SeedSize {
  companies: number;
  signals: number;
  leads: number;
}

export interface SeedResult {
  orgId: string;
  key: string;
  keyId: string;
  /** Company names in creation order (the fuzzy-lookup scenario picks one). */
  names: string[];
  counts: Record<string, number>;
  ms: number;
}

const DAY = 86_400_000;
const newId = () => crypto.randomUUID();
/** Millisecond precision, as the application's clock writes. */
const at = (ms: number) => new Date(Math.floor(ms));

const SEVERITY_BY_TYPE: Record<string, string[]> = {
  fundraising: ["medium", "high", "high"],
  metrics_shared: ["low", "medium"],
  customer_partnership: ["low", "medium"],
  hiring: ["low", "medium"],
  product_update: ["low", "low", "medium"],
  founder_amplified: ["low"],
  other: ["none", "low"],
  no_material_change: ["none"],
};
const RECOMMENDATION: Record<string, string> = { none: "no_action", low: "monitor", medium: "reach_out", high: "reach_out" };

export async function seedBench(db: Db, clock: Clock, size: SeedSize, seed = 42): Promise<SeedResult> {
  const t0 = performance.now();
  // One transaction on one connection, with foreign-key triggers off for it: the rows are
  // consistent by construction, and checking 300,000 references one by one is most of the cost.
  const result = await db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    return seedInTransaction(trx, clock, size, seed);
  });
  // A settled database: statistics current, as autovacuum would leave them.
  await sql`analyze`.execute(db);
  const counts: Record<string, number> = {};
  for (const t of ["entities", "founders", "runs", "signals", "alerts", "leads"]) {
    const c = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(t)} where org_id = ${result.orgId}`.execute(db);
    counts[t] = Number(c.rows[0]!.n);
  }
  return { ...result, counts, ms: Math.round(performance.now() - t0) };
}

async function seedInTransaction(db: Db, clock: Clock, size: SeedSize, seed: number): Promise<Omit<SeedResult, "counts" | "ms">> {
  const r = rng(seed);
  let tick = performance.now();
  const step = (what: string) => {
    if (process.env.BENCH_DEBUG) process.stderr.write(`seed: ${what} ${Math.round(performance.now() - tick)} ms\n`);
    tick = performance.now();
  };
  const now = clock.now().getTime();

  const { orgId } = await createOrganization(db, clock, "Bench Capital");
  const { memberId } = await createMember(db, clock, { orgId, email: "bench@example.com", role: "owner", name: "Bench Runner" });
  const { key, keyId } = await issueKey(db, clock, { memberId, scopes: [...SCOPES], name: "bench" });

  // ---- companies and founders
  const names = companyNames(size.companies, seed, normalizeName);
  const entityIds: string[] = [];
  const entityRows: Value[][] = [];
  const founderRows: Value[][] = [];
  const cadences: number[] = [];
  const createdAt: number[] = [];
  for (let i = 0; i < size.companies; i++) {
    const id = newId();
    entityIds.push(id);
    const name = names[i]!;
    const s = slug(name.split(" ")[0]!);
    // Unroutable hosts: nothing in the bench ever reaches the Internet.
    const website = `https://www.${s}${i}.invalid/`;
    const linkedin = r() < 0.8 ? `https://www.linkedin.com/company/${s}-${i}` : null;
    const twitter = r() < 0.5 ? `https://x.com/${s}${i}` : null;
    const cadence = r() < 0.2 ? 3 : r() < 0.75 ? 7 : 30;
    cadences.push(cadence);
    // Oldest first, spread over 400 days; ids are random, so ties are broken as in production.
    const created = now - 400 * DAY + (i / size.companies) * 300 * DAY + r() * 3_600_000;
    createdAt.push(created);
    const classification = classificationFor(r);
    const tags = r() < 0.3 ? [pick(r, ["portfolio", "watchlist", "q3-pipeline", "follow-on", "coinvest"])] : [];
    entityRows.push([
      id, orgId, name, normalizeName(name), website, normalizeWebsite(website), linkedin, normalizeLinkedin(linkedin),
      twitter, normalizeTwitter(twitter), thingsToTrack(r), ["partners@bench.example", ...(r() < 0.3 ? ["deals@bench.example"] : [])],
      r() < 0.9, cadence, tags, r() < 0.95 ? "ok" : "paused", pick(r, STAGES),
      `${name.split(" ")[0]} builds software for ${classificationPathsText(classification).split("|")[0]!.toLowerCase()} teams.`,
      city(r), 2015 + Math.floor(r() * 10), r() < 0.5 ? true : null, classification, classificationPathsText(classification),
      r() < 0.9 ? "ready" : "partial", r() < 0.9 ? null : "blocked_by_robots",
      { socialLinks: { linkedin, twitter }, pagesFetched: 3 + Math.floor(r() * 8), classifier: "lexical" },
      at(created + 1_000), at(created + 15_000 + r() * 15_000),
      memberId, at(created), at(created + 30_000),
    ]);
    const nf = 1 + Math.floor(r() * 3);
    for (let p = 0; p < nf; p++) {
      const fname = personName(r);
      const fl = `https://www.linkedin.com/in/${slug(fname)}-${i}-${p}`;
      founderRows.push([
        newId(), orgId, id, fname, normalizePersonName(fname), fl, normalizeLinkedin(fl),
        r() < 0.4 ? `https://x.com/${slug(fname).replace(/-/g, "")}${i}` : null,
        r() < 0.3 ? `https://github.com/${slug(fname)}${i}` : null, p, at(created), at(created),
      ]);
    }
  }
  step("companies generated");
  await insertRows(db, "entities", [
    ["id", "uuid"], ["org_id", "uuid"], ["company_name", "text"], ["company_name_norm", "text"], ["company_website", "text"],
    ["website_norm", "text"], ["company_linkedin_url", "text"], ["linkedin_norm", "text"], ["company_twitter_url", "text"],
    ["twitter_norm", "text"], ["things_to_track", "text"], ["alert_emails", "text[]"], ["email_alerts_enabled", "bool"],
    ["cadence_days", "int"], ["tags", "text[]"], ["status", "text"], ["stage", "text"], ["description", "text"],
    ["location", "text"], ["founding_year", "int"], ["confirmed_by_user", "bool"], ["classification", "text[]"],
    ["classification_paths", "text"], ["enrichment_status", "text"], ["enrichment_reason", "text"], ["enrichment_detail", "jsonb"],
    ["enrichment_started_at", "timestamptz"], ["enrichment_finished_at", "timestamptz"], ["created_by_member_id", "uuid"],
    ["created_at", "timestamptz"], ["updated_at", "timestamptz"],
  ], entityRows, 2000);
  await insertRows(db, "founders", [
    ["id", "uuid"], ["org_id", "uuid"], ["entity_id", "uuid"], ["name", "text"], ["name_norm", "text"], ["linkedin_url", "text"],
    ["linkedin_norm", "text"], ["twitter_url", "text"], ["github_url", "text"], ["position", "int"], ["created_at", "timestamptz"],
    ["updated_at", "timestamptz"],
  ], founderRows, 5000);
  step("companies and founders inserted");

  // ---- runs, signals and alerts: one run per signal, one alert per signal
  // Companies on a short cadence have more history; every company has at least one run.
  const weights = cadences.map((c) => 30 / c);
  const wsum = weights.reduce((a, b) => a + b, 0);
  const perCompany = weights.map((w) => Math.max(1, Math.floor((w / wsum) * size.signals)));
  for (let i = 0, left = size.signals - perCompany.reduce((a, b) => a + b, 0); left !== 0; i = (i + 1) % perCompany.length) {
    if (left > 0) (perCompany[i]! += 1), left--;
    else if (perCompany[i]! > 1) (perCompany[i]! -= 1), left++;
  }

  // The plan (one row per run: company, time, type, severity, outcome) is made here and sent in
  // bulk; the heavy columns (summary, evidence, analysis, rule evaluations) are built from it by
  // Postgres, which is several times faster than sending them.
  const templates = SIGNAL_TYPES.flatMap((t) => SIGNAL_TEMPLATES[t]!);
  const templateIndex = (type: string) => templates.indexOf(pick(r, SIGNAL_TEMPLATES[type]!)) + 1;
  const plan: Value[][] = [];
  let seq = 0;
  for (let i = 0; i < size.companies; i++) {
    // The latest run finished 1–20 hours ago; earlier ones are spaced by the cadence, back to
    // (at most) the company's creation.
    let t = now - (1 + r() * 19) * 3_600_000;
    const stamps: number[] = [];
    for (let k = 0; k < perCompany[i]!; k++) {
      stamps.push(Math.max(t, createdAt[i]! + 60_000 + k));
      t -= cadences[i]! * DAY * (0.8 + r() * 0.4);
    }
    stamps.sort((a, b) => a - b);
    stamps.forEach((finished, k) => {
      const type = k === 0 ? "product_update" : pick(r, SIGNAL_TYPES);
      const severity = pick(r, SEVERITY_BY_TYPE[type]!);
      const matched = severity === "high" || severity === "medium";
      const outcome = matched ? (r() < 0.95 ? "sent" : "failed") : "suppressed";
      plan.push([
        seq++, entityIds[i]!, k, at(finished), at(finished - 5_000 - r() * 60_000), k === 0 ? "first" : r() < 0.05 ? "refresh" : "cadence",
        type, templateIndex(type), severity, RECOMMENDATION[severity]!, matched, type === "no_material_change" ? 0 : 1 + Math.floor(r() * 6),
        matched ? 0.7 + r() * 0.3 : r() * 0.4, outcome, pick(r, ALERT_REASONS[outcome]!),
      ]);
    });
  }
  step("runs planned");
  await sql`create temp table bench_plan (
    seq int, entity_id uuid, k int, finished timestamptz, started timestamptz, trig text, type text, tmpl int, severity text,
    recommendation text, matched bool, ne int, score float8, outcome text, reason text,
    run_id uuid not null default gen_random_uuid(), signal_id uuid not null default gen_random_uuid()) on commit drop`.execute(db);
  await insertRows(db, "bench_plan", [
    ["seq", "int"], ["entity_id", "uuid"], ["k", "int"], ["finished", "timestamptz"], ["started", "timestamptz"], ["trig", "text"],
    ["type", "text"], ["tmpl", "int"], ["severity", "text"], ["recommendation", "text"], ["matched", "bool"], ["ne", "int"],
    ["score", "float8"], ["outcome", "text"], ["reason", "text"],
  ], plan, 20_000);
  step("plan sent");
  await sql`insert into runs (id, org_id, entity_id, trigger, status, health_reason, queued_at, started_at, finished_at, created_at)
    select run_id, ${orgId}, entity_id, trig, 'succeeded', 'healthy', started - interval '2 s', started, finished, started - interval '2 s'
    from bench_plan`.execute(db);
  step("runs");
  const titles = EVIDENCE_TITLES;
  await sql`insert into signals (id, org_id, entity_id, run_id, type, severity, recommendation, needs_attention, summary, evidence, analysis, created_at)
    select p.signal_id, ${orgId}, p.entity_id, p.run_id, p.type, p.severity, p.recommendation, p.matched, txt.summary, ev.evidence,
      jsonb_build_object(
        'analyser', 'local',
        'changes', coalesce((select jsonb_agg(jsonb_build_object('page', x->>'url', 'kind', p.type, 'excerpt', left(txt.summary, 120)))
                             from jsonb_array_elements(ev.evidence) x), '[]'::jsonb),
        'watchItems', jsonb_build_array(jsonb_build_object('label', 'what you track', 'matched', p.matched, 'score', round(p.score::numeric, 3))),
        'previousRunId', null),
      p.finished
    from bench_plan p
    join entities e on e.id = p.entity_id
    cross join lateral (select replace((${templates}::text[])[p.tmpl], '%s', e.company_name) as summary) txt
    cross join lateral (
      select coalesce(jsonb_agg(jsonb_build_object(
               'url', 'https://' || e.website_norm || '/' || lower(replace(t.title, ' ', '-')) || '/' || p.k || '-' || g,
               'title', t.title || ' — ' || split_part(e.company_name, ' ', 1)) order by g), '[]'::jsonb) as evidence
      from generate_series(1, p.ne) g
      cross join lateral (select (${titles}::text[])[1 + (p.seq + g * 3) % ${titles.length}] as title) t
    ) ev`.execute(db);
  step("signals");
  await sql`insert into alerts (id, org_id, entity_id, signal_id, run_id, outcome, reason, recipients, subject, rule_evaluations, created_at)
    select gen_random_uuid(), ${orgId}, p.entity_id, p.signal_id, p.run_id, p.outcome, p.reason,
      case when p.outcome = 'suppressed' then '{}'::text[] else array['partners@bench.example'] end,
      case when p.outcome = 'suppressed' then null else e.company_name || ': ' || replace(p.type, '_', ' ') end,
      jsonb_build_array(
        jsonb_build_object('rule', 'watch_item_match', 'matched', p.matched,
                           'detail', case when p.matched then 'matched what you track' else 'no watch item matched' end),
        jsonb_build_object('rule', 'severity_threshold', 'matched', p.severity in ('medium', 'high'), 'detail', 'severity ' || p.severity),
        jsonb_build_object('rule', 'email_enabled', 'matched', true, 'detail', 'email alerts are on')),
      p.finished + interval '200 milliseconds'
    from bench_plan p join entities e on e.id = p.entity_id`.execute(db);
  step("alerts");
  await sql`update entities e set last_scraped_at = m.t, scrape_health_reason = 'healthy'
    from (select entity_id, max(finished) as t from bench_plan group by entity_id) m where m.entity_id = e.id`.execute(db);
  step("last_scraped_at");
  // ---- leads: founders discovered around tracked companies, in every decision state
  const leadRows: Value[][] = [];
  for (let i = 0; i < size.leads; i++) {
    const source = Math.floor(r() * size.companies);
    const fname = personName(r);
    const cname = companyNames(1, seed * 7919 + i, normalizeName)[0]! + (r() < 0.3 ? " Labs" : "");
    const li = `https://www.linkedin.com/in/${slug(fname)}-lead-${i}`;
    const website = r() < 0.85 ? `https://${slug(cname)}-${i}.invalid` : null;
    const classification = classificationFor(r);
    const created = now - r() * 120 * DAY;
    const d = r();
    const decision = d < 0.6 ? null : d < 0.85 ? "accepted" : "rejected";
    const tracked = decision === "accepted" && r() < 0.7 ? entityIds[Math.floor(r() * size.companies)]! : null;
    leadRows.push([
      newId(), orgId, entityIds[source]!, normalizeLinkedin(li)!, fname, normalizePersonName(fname), li,
      r() < 0.3 ? `https://x.com/${slug(fname).replace(/-/g, "")}${i}` : null, cname, normalizeName(cname), website,
      normalizeWebsite(website), r() < 0.6 ? `https://www.linkedin.com/company/${slug(cname)}-${i}` : null, null,
      pick(r, STAGES), classification, classificationPathsText(classification),
      `${cname} is building tools for ${classificationPathsText(classification).split("|")[0]!.toLowerCase()}.`, city(r),
      2019 + Math.floor(r() * 7), [{ name: fname, role: "Co-founder & CEO" }, { name: personName(r), role: "Co-founder & CTO" }],
      [{ url: `https://${entityRows[source]![5]}/team`, title: `Team page of ${names[source]}` }],
      decision, decision ? at(created + DAY) : null, decision ? memberId : null, tracked, at(created), at(decision ? created + DAY : created),
    ]);
  }
  await insertRows(db, "leads", [
    ["id", "uuid"], ["org_id", "uuid"], ["source_entity_id", "uuid"], ["person_key", "text"], ["founder_name", "text"],
    ["founder_name_norm", "text"], ["founder_linkedin_url", "text"], ["founder_twitter_url", "text"], ["company_name", "text"],
    ["company_name_norm", "text"], ["company_website", "text"], ["website_norm", "text"], ["company_linkedin_url", "text"],
    ["company_twitter_url", "text"], ["stage", "text"], ["classification", "text[]"], ["classification_paths", "text"],
    ["description", "text"], ["location", "text"], ["founding_year", "int"], ["team", "jsonb"], ["evidence", "jsonb"],
    ["decision_status", "text"], ["decided_at", "timestamptz"], ["decided_by_member_id", "uuid"], ["tracked_entity_id", "uuid"],
    ["created_at", "timestamptz"], ["updated_at", "timestamptz"],
  ], leadRows, 2500);
  step("leads");
  return { orgId, key, keyId, names };
}
