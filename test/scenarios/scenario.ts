import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { SIGNAL_TYPES } from "../../src/pipeline/signal";

/*
 * The scenario format (one folder per scenario under test/scenarios/corpus): `scenario.json`
 * beside `before/` and `after/`. Several people write scenarios, so a malformed one stops the
 * corpus with an error naming its folder rather than being skipped or half-read.
 */

/** `spa`: a client-side app (React, Vue, …) whose HTML is an empty shell until scripts run (docs/pipeline.md). */
export const BUILDERS = [
  "webflow",
  "framer",
  "wordpress",
  "ghost",
  "nextjs",
  "hugo",
  "notion",
  "rails",
  "squarespace",
  "plain",
  "spa",
] as const;
export const NOISE_KINDS = [
  "relative-dates",
  "absolute-dates",
  "copyright-year",
  "counters",
  "nonces-csrf",
  "build-ids-hashes",
  "cache-busting",
  "shuffled-blocks",
  "cookie-banner",
  "whitespace-reflow",
  "aged-job-dates",
  /** An outside source (a job board's API) answering an error or a rate limit. */
  "source-errors",
  /**
   * The press, Hacker News or a filing naming a namesake (another company of the same name), or an old article a news
   * search surfaces again.
   */
  "namesake",
  "old-news",
  /**
   * A patch release (`v0.9.3`, `py-1.4.4`, an app's bug-fix update) on GitHub, a package registry or the App Store: not
   * news.
   */
  "patch-release",
  /**
   * An event done by someone else than the company: a customer's round, a competitor's acquisition, a guest's news
   * (docs/pipeline.md "Reading statements").
   */
  "someone-elses-news",
  /** The company's own past event recalled (an anniversary, "back when we raised our seed"): history, not news. */
  "history",
  /** An event's words not asserting one: a negation, a question, a hypothetical, a plan, advice. */
  "not-asserted",
  /**
   * A kind of page whose words are events' in another sense: an engineering write-up, a tutorial, a podcast page, an
   * event recap.
   */
  "page-kind",
  /**
   * Content that moved or was issued again without news: a site rebuilt on another platform, posts re-exported under
   * new URLs, a job board re-synced under new ids, new archive or tag pages listing old posts.
   */
  "moved-content",
  /** Page furniture: a banner, a theme or language switch, a changelog's fixes, a new footer link, a menu reordered. */
  "page-furniture",
] as const;

/** The vocabulary, plus the types docs/spec/decisions.md adds that the code may not have yet. */
const KNOWN_TYPES = [...new Set<string>([...SIGNAL_TYPES, "leadership_change", "corporate_event"])];
const SIGNAL_TYPE = z
  .string()
  .refine((t) => KNOWN_TYPES.includes(t), { message: `a signal type (${KNOWN_TYPES.join(", ")})` });

export const ScenarioSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "kebab-case"),
    builder: z.enum(BUILDERS),
    title: z.string().min(1),
    kind: z.enum(["event", "noise"]),
    /**
     * The round whose points `points` names: 17 when absent (the corpus' first round), 32 for the second, 42 for
     * statements read as sentences, 48 for the rounds written blind against the staged pipeline (docs/pipeline.md).
     */
    issue: z.union([z.literal(17), z.literal(32), z.literal(42), z.literal(48)]).optional(),
    points: z.array(z.number().int().min(1).max(10)).min(1),
    noise: z.enum(NOISE_KINDS).nullable(),
    company: z
      .object({
        companyName: z.string().min(1),
        founders: z.array(z.object({ name: z.string().min(1) }).passthrough()).optional(),
      })
      .passthrough(),
    thingsToTrack: z.string().min(1),
    /**
     * Whether the tracker runs with a browser: true, the harness starts
     * Chromium and passes its DevTools endpoint as BROWSER_WS_ENDPOINT; false, none, as on a
     * server without one. Absent: a browser exactly when the site's home page is a client-side
     * app's empty mount point (`needsBrowser`), as whoever tracks such a site would configure.
     */
    browser: z.boolean().optional(),
    expect: z.object({
      types: z.array(SIGNAL_TYPE).min(1),
      alert: z.boolean(),
      /**
       * What the evidence must include: a path on the site (`/careers`), a path or URL on the
       * APIs' origin (`{{api}}/hn/…`), or a full URL off the site (a job's board page,
       * `https://jobs.lever.co/acme/…`), after `{{origin}}`/`{{origin2}}`/`{{api}}` are filled in.
       */
      evidence: z.array(
        z
          .string()
          .regex(
            /^(\/|\{\{(origin|origin2|api)\}\}|https?:\/\/)/,
            "a path starting with /, a {{origin}}/{{api}} URL or a full URL",
          ),
      ),
    }),
  })
  .strict()
  .superRefine((s, ctx) => {
    if (s.kind === "noise" && s.noise === null)
      ctx.addIssue({ code: "custom", path: ["noise"], message: "a noise scenario names its kind of noise" });
    if (s.kind === "event" && s.noise !== null)
      ctx.addIssue({ code: "custom", path: ["noise"], message: "an event scenario has noise null" });
    const mention = ["someone-elses-news", "history", "not-asserted", "page-kind"].includes(s.noise ?? "");
    if (s.kind === "noise" && !s.expect.types.every((t) => t === "no_material_change" || (t === "other" && mention))) {
      ctx.addIssue({
        code: "custom",
        path: ["expect", "types"],
        message:
          "noise expects no_material_change (or, for a post that is not the company's news, also other: a mention)",
      });
    }
    if (s.kind === "noise" && s.expect.evidence.length)
      ctx.addIssue({ code: "custom", path: ["expect", "evidence"], message: "a noise scenario expects no evidence" });
    if (s.kind === "event" && s.expect.evidence.length === 0)
      ctx.addIssue({
        code: "custom",
        path: ["expect", "evidence"],
        message: "an event scenario names the path its evidence must include",
      });
  });
export type ScenarioSpec = z.infer<typeof ScenarioSchema>;

/** A scenario as read from disk: its spec and the folders of its two states. */
export interface Scenario extends ScenarioSpec {
  dir: string;
}

export const CORPUS_DIR = join(import.meta.dirname, "corpus");

/**
 * Whether a scenario runs with a browser: its `browser` when given, else whether its before
 * state's home page is an empty mount point (`<div id="root"></div>`, `#app`, `#__next`) with a
 * script, as a client-side app's build answers every route. The harness's own reading, apart
 * from the pipeline's (extract/shell.ts), so that the pipeline's detection is what is tested.
 */
export function needsBrowser(s: Scenario): boolean {
  if (s.browser !== undefined) return s.browser;
  const home = join(s.dir, "before", "index.html");
  const html = existsSync(home) ? readFileSync(home, "utf8") : "";
  return /<div\s+id=["'](?:root|app|__next)["'][^>]*>\s*<\/div>/i.test(html) && /<script\b[^>]*\bsrc=/i.test(html);
}

export class MalformedScenarioError extends Error {}

/** Every scenario of the corpus, by id; throws naming the first folder that is malformed. */
export function loadCorpus(dir = CORPUS_DIR): Scenario[] {
  const out: Scenario[] = [];
  for (const name of readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()) {
    out.push(loadScenario(join(dir, name)));
  }
  return out;
}

export function loadScenario(dir: string): Scenario {
  const name = dir.split(/[\\/]/).pop()!;
  const fail = (why: string) => new MalformedScenarioError(`scenario ${name}: ${why}`);
  const file = join(dir, "scenario.json");
  if (!existsSync(file)) throw fail("no scenario.json");
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, "utf8"));
  } catch (err) {
    throw fail(`scenario.json is not JSON (${(err as Error).message})`);
  }
  const parsed = ScenarioSchema.safeParse(raw);
  if (!parsed.success) {
    throw fail(parsed.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`).join("; "));
  }
  if (parsed.data.id !== name) throw fail(`id "${parsed.data.id}" differs from its folder's name`);
  if (!existsSync(join(dir, "before", "index.html"))) throw fail("before/index.html (the home page) is missing");
  if (!existsSync(join(dir, "after"))) throw fail("after/ is missing");
  return { ...parsed.data, dir };
}
