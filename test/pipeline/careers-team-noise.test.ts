import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { diffSnapshots } from "../../src/pipeline/compare/index";
import type { SnapshotPage } from "../../src/pipeline/collect/snapshot";
import { teamCards, webflowCollection, type Member, type Role } from "../support/fixtures/careers-team-pages";
import { ACME } from "../support/fixtures/site-content";
import { startFixtureSites, type FixtureSites } from "../support/fixtures/sites";
import { alertsOf, outboxOf, pipelineRig, signalsOf, track, type PipelineRig } from "./_support";

/*
 * Careers, team pages and noise (docs/pipeline.md) through the real pipeline (lifecycle, fetcher, snapshot, diff,
 * analyser, alert rules) on the fixture sites: aged job cards and a page whose only changes are
 * noise say nothing; three new roles are hiring; a new VP on the team page is a people change
 * flagged executive.
 */

let fx: FixtureSites;
let rig: PipelineRig;

beforeAll(async () => {
  fx = await startFixtureSites();
  rig = await pipelineRig();
});
afterAll(async () => {
  await fx.close();
});
beforeEach(() => {
  for (const site of Object.values(fx.sites)) site.reset();
});

async function refresh(id: string): Promise<void> {
  rig.clock.advance(3_600_000);
  const res = await rig.org.request("POST", `/api/v1/tracker/${id}/refresh`);
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  await rig.settle(id);
}

async function trackAcme(thingsToTrack: string): Promise<string> {
  const id = await track(rig.org, {
    companyName: ACME.name,
    companyWebsite: fx.sites.acme.url,
    founders: ACME.founders.map((f) => ({ name: f.name })),
    thingsToTrack,
  });
  await rig.settle(id);
  return id;
}

async function latest(id: string) {
  const signals = await signalsOf(rig.deps, id);
  const alerts = await alertsOf(rig.deps, id);
  return { signal: signals[signals.length - 1], alert: alerts[alerts.length - 1] };
}

const ROLES: Role[] = [
  {
    title: "Senior Robotics Engineer",
    team: "Engineering",
    location: "San Francisco, CA",
    age: "3 days ago",
    badge: true,
  },
  { title: "Field Operations Lead", team: "Operations", location: "Reno, NV", age: "2 weeks ago" },
  { title: "Enterprise Account Executive", team: "Sales", location: "Remote", age: "1 month ago" },
];

describe("careers, team and noise through the real pipeline", () => {
  it(
    "job cards whose “posted N days ago” aged (badges gone, " + "cards reordered) give no_material_change and no alert",
    async () => {
      fx.sites.acme.setPage("/careers", webflowCollection(ROLES));
      const id = await trackAcme("Hiring Updates");
      const aged = [...ROLES].reverse().map((r, i) => ({ ...r, age: `${i + 5} weeks ago`, badge: false }));
      fx.sites.acme.setPage("/careers", webflowCollection(aged));
      await refresh(id);

      const { signal, alert } = await latest(id);
      expect(signal).toMatchObject({ type: "no_material_change", severity: "none", recommendation: "no_action" });
      expect(alert).toMatchObject({ outcome: "suppressed", reason: "Nothing changed since the last run." });
      expect(await outboxOf(rig.deps, id)).toHaveLength(0);
    },
  );

  it("three new roles in one run are a hiring signal, alerted to whoever watches hiring", async () => {
    fx.sites.acme.setPage("/careers", webflowCollection(ROLES));
    const id = await trackAcme("Hiring Updates");
    const wave: Role[] = [
      {
        title: "Perception Engineer",
        team: "Engineering",
        location: "San Francisco, CA",
        age: "1 day ago",
        badge: true,
      },
      { title: "Robotics Technician", team: "Operations", location: "Reno, NV", age: "1 day ago", badge: true },
      { title: "Solutions Engineer", team: "Sales", location: "Remote", age: "2 days ago", badge: true },
    ];
    fx.sites.acme.setPage("/careers", webflowCollection([...wave, ...ROLES]));
    await refresh(id);

    const { signal, alert } = await latest(id);
    expect(signal.type).toBe("hiring");
    expect(signal.summary).toContain("Perception Engineer");
    const analysis = signal.analysis as { changes: { jobsAdded: string[] } };
    expect(analysis.changes.jobsAdded).toEqual(wave.map((r) => r.title));
    expect(alert.outcome).toBe("sent");

    // The diff of the stored snapshots marks it a wave, with each role's team and place.
    const d = await diffOfLastTwo(id);
    expect(d.jobs).toMatchObject({ wave: true, hiringSignal: true });
    expect(d.jobs!.added.map((j) => [j.title, j.team, j.location])).toEqual(
      wave.map((r) => [r.title, r.team, r.location]),
    );
  });

  it("a new VP of Engineering on the team page is a people change flagged executive", async () => {
    const team: Member[] = [
      { name: "Jane Doe", title: "CEO & Co-founder", linkedin: ACME.founders[0].linkedinUrl },
      { name: "Marcus Chen", title: "CTO & Co-founder", linkedin: ACME.founders[1].linkedinUrl },
      { name: "Priya Raman", title: "Robotics Engineer" },
    ];
    fx.sites.acme.setPage("/team", teamCards(team));
    const id = await trackAcme("Hiring Updates");
    fx.sites.acme.setPage(
      "/team",
      teamCards([
        ...team,
        { name: "Omar Haddad", title: "VP of Engineering", linkedin: "https://www.linkedin.com/in/omar-haddad" },
      ]),
    );
    await refresh(id);

    const { signal } = await latest(id);
    const analysis = signal.analysis as { changes: { peopleAdded: { name: string; role: string | null }[] } };
    // With their profile and the page they were found on (the web app links them, docs/web.md).
    expect(analysis.changes.peopleAdded).toEqual([
      {
        name: "Omar Haddad",
        role: "VP of Engineering",
        linkedinUrl: "https://www.linkedin.com/in/omar-haddad",
        pageUrl: `${fx.sites.acme.url}team`,
      },
    ]);
    expect(signal.summary).toContain("Omar Haddad");
    const d = await diffOfLastTwo(id);
    expect(d.peopleAdded.map((p) => [p.name, p.role, p.executive, p.pageUrl])).toEqual([
      ["Omar Haddad", "VP of Engineering", true, `${fx.sites.acme.url}team`],
    ]);
  });

  it(
    "a home page whose only changes are noise of several kinds " +
      "gives no_material_change, severity none, and a suppressed alert",
    async () => {
      fx.sites.acme.setPage(
        "/",
        noisyHome({
          year: 2025,
          teams: "12,431",
          updated: "3 minutes ago",
          build: "aB3dE5fG7hJ9kL1m",
          csrf: "kT0m9xQ2v5Lr8s1Zp4Wn7Ya3Bc6Df0Gh",
          quotes: [0, 1, 2],
          banner: false,
        }),
      );
      const id = await trackAcme("Customer/Partnership Signals, Hiring Updates, Fundraising Signals");
      fx.sites.acme.setPage(
        "/",
        noisyHome({
          year: 2026,
          teams: "12,502",
          updated: "2 hours ago",
          build: "Zx9Yw8Vu7tSr5Qp3",
          csrf: "Qm7Xz2Lp9Rt4Vw1Ks8Jn3Hy6Fd0Gb5Ca",
          quotes: [2, 0, 1],
          banner: true,
        }),
      );
      await refresh(id);

      const { signal, alert } = await latest(id);
      expect(signal).toMatchObject({
        type: "no_material_change",
        severity: "none",
        recommendation: "no_action",
        needs_attention: false,
      });
      expect(alert.outcome).toBe("suppressed");
      expect(await outboxOf(rig.deps, id)).toHaveLength(0);
    },
  );
});

/** The diff of the company's last two stored snapshots, as the run computed it. */
async function diffOfLastTwo(id: string) {
  const rows = await rig.deps.db
    .selectFrom("snapshots")
    .select(["pages", "created_at"])
    .where("entity_id", "=", id)
    .orderBy("created_at", "desc")
    .limit(2)
    .execute();
  expect(rows).toHaveLength(2);
  return diffSnapshots(rows[1].pages as SnapshotPage[], rows[0].pages as SnapshotPage[]);
}

const QUOTES = [
  "“Acme robots picked our peak season without a single missed order.” — Dana, VP Operations at Northwind",
  "“We moved from pilot to four sites in a quarter.” — Luis, Director of Logistics at Contoso",
  "“The fleet dashboard is the first thing our shift leads open.” — Mei, Site Lead at Fabrikam",
];

/** The Acme home page as a Next.js build serves it, with the parts that move on every deploy and visit. */
function noisyHome(o: {
  year: number;
  teams: string;
  updated: string;
  build: string;
  csrf: string;
  quotes: number[];
  banner: boolean;
}): string {
  const banner = o.banner
    ? `<div id="onetrust-consent-sdk"><div id="onetrust-banner-sdk" class="otFlat" role="region" ` +
      `aria-label="Cookie banner"><div id="onetrust-policy"><p id="onetrust-policy-text">We and our 862 partners ` +
      `use cookies and similar technologies to personalise content and measure our customers' use of the ` +
      `site.</p></div><div id="onetrust-button-group"><button id="onetrust-pc-btn-handler">Cookie ` +
      `Settings</button><button id="onetrust-accept-btn-handler">Accept All Cookies</button></div></div></div>`
    : "";
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" ` +
    `content="width=device-width"/>
<title>Acme Robotics | Autonomous warehouse robots</title>
<meta name="description" content="${ACME.description}"/>
<meta name="csrf-token" content="${o.csrf}"/>
<link rel="alternate" type="application/rss+xml" title="Acme Robotics blog" href="/blog/feed.xml"/>
<link rel="preload" href="/_next/static/media/inter.${o.build.slice(0, 8).toLowerCase()}.woff2" as="font" ` +
    `crossorigin=""/>
<link rel="stylesheet" href="/_next/static/css/app.${o.build.slice(2, 10).toLowerCase()}.css?v=${o.year}" ` +
    `data-precedence="next"/>
<script src="/_next/static/${o.build}/_buildManifest.js" defer="" nonce="${o.csrf.slice(0, 12)}"></script>
</head><body><div id="__next">
<header><nav aria-label="Main"><a href="/">Home</a> <a href="/blog">Blog</a> <a href="/careers">Careers</a> <a ` +
    `href="/team">Team</a> <a href="/about">About</a></nav></header>
<main>
<section class="hero"><h1>Robots that run your warehouse</h1><p>${ACME.description} that pick, pack and move ` +
    `inventory around the clock.</p>
<p>Trusted by ${o.teams} teams in logistics and retail</p><p class="text-sm">Fleet status updated ` +
    `${o.updated}</p></section>
<section class="testimonials"><div class="carousel">` +
    `${o.quotes.map((i) => `<figure class="carousel-item"><blockquote>${QUOTES[i]}</blockquote></figure>`).join("")}` +
    `</div></section>
<form action="/demo" method="post"><input type="hidden" name="authenticity_token" value="${o.csrf}"/><input ` +
    `type="email" name="email" placeholder="Work email"/><button type="submit">Book a demo</button></form>
<p><a href="/careers">We're hiring</a></p>
</main>
<footer><p>© ${o.year} Acme Robotics, Inc. · ${ACME.location}</p><a ` +
    `href="https://www.linkedin.com/company/acme-robotics/">LinkedIn</a> <a ` +
    `href="https://x.com/acmerobotics">X</a></footer>
${banner}
</div><script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{}},"page":"/","query":{},"buildId":` +
    `"${o.build}","nextExport":true}</script></body></html>`
  );
}
