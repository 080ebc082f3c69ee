import { describe, expect, it } from "vitest";
import { diffSnapshots } from "../../src/pipeline/compare/index";
import { retitleFindings } from "../../src/pipeline/judge/processors/team";
import { boardJobId, extractJobs } from "../../src/pipeline/collect/extract/jobs";
import { extractPeople } from "../../src/pipeline/collect/extract/people";
import type { SnapshotPage } from "../../src/pipeline/collect/snapshot";
import { comparableText, readableText } from "../../src/pipeline/collect/normalize-noise";
import { sha256Hex } from "../../src/platform/crypto";
import {
  framerAshby,
  greenhouseEmbed,
  hugoBullets,
  leverList,
  notionTable,
  teamCards,
  teamDl,
  teamHeadings,
  teamWebflow,
  teamWordpress,
  webflowCollection,
  wordpressWorkable,
  type Member,
  type Role,
} from "../support/fixtures/careers-team-pages";

/* Roles and people (docs/pipeline.md, Jobs and People) in the shapes real careers and team pages take. */

const ROLES: Role[] = [
  { title: "Senior Backend Engineer", team: "Engineering", location: "Berlin, Germany" },
  { title: "Product Designer", team: "Design", location: "Remote" },
  { title: "Head of Sales", team: "Sales", location: "New York, NY" },
];
const CAREERS = "https://startup.example/careers";

describe("roles on a careers page", () => {
  it.each([
    [
      "a Greenhouse embedded board (openings under department headings)",
      greenhouseEmbed,
      { team: true, board: "greenhouse" },
    ],
    ["a Lever hosted list", leverList, { team: true, board: "lever" }],
    ["a Framer page linking to Ashby", framerAshby, { team: true, board: "ashby" }],
    ["a WordPress list linking to Workable", wordpressWorkable, { team: false, board: "workable" }],
    ["a Webflow collection list of job pages", webflowCollection, { team: true, board: null }],
    ["a Notion-like table", notionTable, { team: true, board: null }],
    ["a Hugo page of plain bullets", hugoBullets, { team: false, board: null }],
  ])("reads %s as titles with team and location", (_shape, render, expected) => {
    const jobs = extractJobs(render(ROLES), CAREERS);
    expect(jobs.map((j) => j.title)).toEqual(ROLES.map((r) => r.title));
    expect(jobs.map((j) => j.location)).toEqual(ROLES.map((r) => r.location));
    if (expected.team) expect(jobs.map((j) => j.team)).toEqual(ROLES.map((r) => r.team));
    if (expected.board) expect(jobs.every((j) => j.key.startsWith(`${expected.board}:`))).toBe(true);
  });

  it.each([
    [
      "a Spanish Squarespace list of /empleo/ pages",
      "https://rutaverde.example/empleo",
      `<h2>Vacantes abiertas</h2><ul><li><p><a href="/empleo/desarrollador-full-stack"><strong>Desarrollador/a Full ` +
        `Stack</strong></a> — Madrid · Ingeniería</p></li><li><p><a ` +
        `href="/empleo/director-ventas"><strong>Director/a de Ventas</strong></a> — Madrid · ` +
        `Ventas</p></li><li><p><a href="/empleo/ingeniero-datos"><strong>Ingeniero/a de Datos</strong></a> — ` +
        `Barcelona · Datos</p></li></ul>`,
      ["Desarrollador/a Full Stack", "Director/a de Ventas", "Ingeniero/a de Datos"],
    ],
    [
      "a German list of /stellen/ pages",
      "https://nordlicht.example/karriere",
      `<h2>Offene Stellen</h2><ul><li><a href="/stellen/werkstudent-marketing">Werkstudent:in Marketing ` +
        `(m/w/d)</a></li><li><a href="/stellen/leitung-vertrieb">Leitung Vertrieb (m/w/d)</a></li></ul>`,
      ["Werkstudent:in Marketing (m/w/d)", "Leitung Vertrieb (m/w/d)"],
    ],
    [
      "a French list of /offres/ pages",
      "https://clairvo.example/carrieres",
      `<h2>Nos offres</h2><ul><li><a href="/offres/developpeur-backend">Développeur·se Backend</a></li><li><a ` +
        `href="/offres/responsable-commercial">Responsable commercial·e</a></li></ul>`,
      ["Développeur·se Backend", "Responsable commercial·e"],
    ],
  ])("reads roles in other languages: %s", (_shape, url, html, titles) => {
    expect(extractJobs(`<html><body><main>${html}</main></body></html>`, url).map((j) => j.title)).toEqual(titles);
  });

  it("does not take counters, benefits or calls to action for roles", () => {
    const titles = [webflowCollection(ROLES), hugoBullets(ROLES), leverList(ROLES)].flatMap((html) =>
      extractJobs(html, CAREERS).map((j) => j.title),
    );
    for (const t of titles) expect(t).not.toMatch(/open roles|Health insurance|paid leave|^Apply$/);
  });

  it("does not take a careers page's own section, classed as careers, for a role", () => {
    const html = `<main><section class="careers-hero"><h1>Build the software that runs the grid of the future</h1>
      <a href="#open-roles">See open roles</a></section>${leverList(ROLES)}</main>`;
    expect(extractJobs(html, CAREERS).map((j) => j.title)).toEqual(ROLES.map((r) => r.title));
    // Nor its hero's short call, however few its words: "¡Estamos contratando!" over the same roles.
    const hero = `<main><section class="careers-hero"><p>Únete al equipo</p><h1>¡Estamos contratando!</h1>
      <a href="#vacantes">Ver vacantes</a></section>${leverList(ROLES)}</main>`;
    expect(extractJobs(hero, CAREERS).map((j) => j.title)).toEqual(ROLES.map((r) => r.title));
  });

  it("reads a Portuguese careers page: its cards' class, its titles' nouns, the place over the way of work", () => {
    const html = `<main><h1>Trabalhe conosco</h1><section class="vagas">
      <div class="vaga"><h3>Engenheiro(a) de firmware sênior</h3><p>São Paulo · Híbrido</p></div>
      <div class="vaga"><h3>Técnico(a) de instalação</h3><p>Lisboa, Portugal · Campo</p></div></section></main>`;
    expect(extractJobs(html, CAREERS).map((j) => [j.title, j.location])).toEqual([
      ["Engenheiro(a) de firmware sênior", "São Paulo"],
      ["Técnico(a) de instalação", "Lisboa, Portugal"],
    ]);
  });

  it("reads the same roles from a WordPress bulleted list and a Webflow collection list of ARIA list items", () => {
    const wordpress = `<div class="entry-content"><h1>Careers</h1><p>We are 31 people in Chicago.</p>
      <ul><li>Senior Full-Stack Engineer</li><li>Customer Onboarding Specialist</li></ul></div>`;
    const webflow = `<main><section class="section-careers"><h1>Careers</h1><p>We are 31 people in Chicago.</p>
      <div class="w-dyn-list"><div role="list" class="w-dyn-items">
      <div role="listitem" class="w-dyn-item">Senior Full-Stack Engineer</div>
      <div role="listitem" class="w-dyn-item">Customer Onboarding Specialist</div></div></div></section></main>`;
    const titles = (html: string) => extractJobs(html, CAREERS).map((j) => j.title);
    expect(titles(wordpress)).toEqual(["Senior Full-Stack Engineer", "Customer Onboarding Specialist"]);
    expect(titles(webflow)).toEqual(titles(wordpress));
  });

  it("reads roles laid out as headings under a jobs heading, each with its detail line", () => {
    const html = `<main><h1>Work with us</h1><p>We're a small team of roasters.</p><h2>Open positions (3)</h2>
      <h3>Head Roaster, Reno Roastery</h3><p>Roastery · Reno, NV · Full-time</p><p><a href="mailto:j@x.co">Apply</a></p>
      <h3>Warehouse Lead</h3><p>Operations · Reno, NV</p><h2>Benefits</h2><h3>Health insurance plan</h3></main>`;
    expect(extractJobs(html, CAREERS).map((j) => [j.title, j.location])).toEqual([
      ["Head Roaster, Reno Roastery", "Reno, NV"],
      ["Warehouse Lead", "Reno, NV"],
    ]);
  });

  it("knows the job boards' job URLs and their ids", () => {
    expect(boardJobId("https://boards.greenhouse.io/acme/jobs/4012345?gh_src=abc")).toBe("greenhouse:4012345");
    expect(boardJobId("https://job-boards.greenhouse.io/acme/jobs/4012345")).toBe("greenhouse:4012345");
    expect(boardJobId("https://jobs.lever.co/acme/5e2b1c3d-0000-4a4a-9b9b-123456789abc/apply")).toBe(
      "lever:5e2b1c3d-0000-4a4a-9b9b-123456789abc",
    );
    expect(boardJobId("https://jobs.ashbyhq.com/acme/0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0")).toBe(
      "ashby:0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0",
    );
    expect(boardJobId("https://apply.workable.com/acme/j/9A8B7C6D5E/")).toBe("workable:9a8b7c6d5e");
    expect(boardJobId("https://boards.greenhouse.io/acme")).toBeNull();
    expect(boardJobId("https://acme.example/careers/engineer")).toBeNull();
  });
});

const careersPage = (html: string, hash: string): SnapshotPage => {
  const jobs = extractJobs(html, CAREERS);
  return {
    kind: "careers",
    url: CAREERS,
    ok: true,
    fetchable: true,
    textHash: hash,
    text: "",
    jobs,
    jobTitles: jobs.map((j) => j.title),
  };
};

describe("roles compared from run to run", () => {
  it("ignores posting ages, “new” badges, the role counter and the order", () => {
    const before = webflowCollection(ROLES.map((r, i) => ({ ...r, age: `${i + 1} days ago`, badge: true })));
    const after = webflowCollection(
      [...ROLES].reverse().map((r, i) => ({ ...r, age: `${i + 9} days ago`, badge: false })),
    );
    const d = diffSnapshots([careersPage(before, "1")], [careersPage(after, "2")]);
    expect(d.jobs).toBeNull();
    expect(d.jobsAdded).toEqual([]);
    expect(d.changed).toBe(false);
  });

  it("compares board roles by their id: a renamed title on the same job is not a new role", () => {
    const before = greenhouseEmbed(ROLES);
    const after = before.replace(">Product Designer<", ">Product Designer (Design Systems)<");
    expect(diffSnapshots([careersPage(before, "1")], [careersPage(after, "2")]).jobsAdded).toEqual([]);
  });

  it("a role placed by one run only (or as “Remote”) is the same role; in another country, another", () => {
    const before = `<main><h2>Open roles</h2>${ROLES.map(
      (r) => `<section class="role"><h3>${r.title}</h3><p>Apply by email</p></section>`,
    ).join("")}</main>`;
    const d = diffSnapshots([careersPage(before, "1")], [careersPage(leverList(ROLES), "2")]);
    expect(d.jobsAdded).toEqual([]);
    const remote = hugoBullets(ROLES.map((r) => (r.title === "Head of Sales" ? { ...r, location: "Remote" } : r)));
    expect(diffSnapshots([careersPage(remote, "1")], [careersPage(hugoBullets(ROLES), "2")]).jobsAdded).toEqual([]);
    const moved = hugoBullets(ROLES.map((r) => (r.title === "Head of Sales" ? { ...r, location: "London, UK" } : r)));
    expect(diffSnapshots([careersPage(hugoBullets(ROLES), "1")], [careersPage(moved, "2")]).jobsAdded).toEqual([
      "Head of Sales",
    ]);
  });

  it("three new roles in one run are a hiring wave", () => {
    const more: Role[] = [
      { title: "Data Engineer", team: "Engineering", location: "Remote" },
      { title: "Solutions Engineer", team: "Sales", location: "London, UK" },
      { title: "Customer Success Manager", team: "Customer Success", location: "Remote" },
    ];
    const d = diffSnapshots([careersPage(leverList(ROLES), "1")], [careersPage(leverList([...ROLES, ...more]), "2")]);
    expect(d.jobsAdded).toEqual(more.map((r) => r.title));
    expect(d.jobs).toMatchObject({ wave: true, firstSenior: false, hiringSignal: true });
    expect(d.jobs!.added.map((j) => [j.title, j.team, j.location, j.senior])).toEqual(
      more.map((r) => [r.title, r.team, r.location, false]),
    );
  });

  it("a first senior role is a hiring signal; a single ordinary role is listed but not marked", () => {
    const base = ROLES.filter((r) => r.title !== "Head of Sales");
    const senior = diffSnapshots(
      [careersPage(notionTable(base), "1")],
      [
        careersPage(
          notionTable([...base, { title: "VP of Engineering", team: "Engineering", location: "Remote" }]),
          "2",
        ),
      ],
    );
    expect(senior.jobs).toMatchObject({
      wave: false,
      firstSenior: true,
      hiringSignal: true,
      added: [expect.objectContaining({ title: "VP of Engineering", senior: true })],
    });
    const plain = diffSnapshots(
      [careersPage(notionTable(base), "1")],
      [careersPage(notionTable([...base, { title: "QA Engineer", team: "Engineering", location: "Remote" }]), "2")],
    );
    expect(plain.jobsAdded).toEqual(["QA Engineer"]);
    expect(plain.jobs).toMatchObject({ wave: false, firstSenior: false, hiringSignal: false });
  });

  it("a careers page whose ages, badges and counters move has no change in its roles nor in its text", async () => {
    // A Rails view: job cards rendered with time_ago_in_words ("about 1 month ago") and a "New" badge for recent roles.
    const rails = (openCount: number, applications: string, cards: [string, string, string, boolean][]) =>
      `<!doctype html><html><body>
<header><nav><a href="/">Lumen</a><a href="/careers">Careers</a></nav></header>
<main><section class="careers">
<h1>Join Lumen</h1>
<p class="careers__stats"><strong class="careers__open-count">${openCount} open roles</strong> · ${applications} ` +
      `applications this year · 4.8 on Glassdoor</p>
<ul class="job-list">
${cards
  .map(
    ([title, location, age, isNew]) =>
      `<li class="job-card"><h3 class="job-card__title">` +
      `<a href="/careers/${title.toLowerCase().replace(/\W+/g, "-")}">${title}</a></h3>
<p class="job-card__meta"><span class="job-card__location">${location}</span> ` +
      `<span class="job-card__posted">Posted ${age}</span>` +
      `${isNew ? ' <span class="badge badge--new">New</span>' : ""}</p></li>`,
  )
  .join("\n")}
</ul></section></main>
<footer><p>© 2026 Lumen Labs</p></footer></body></html>`;
    const page = async (html: string): Promise<SnapshotPage> => {
      const text = readableText(html);
      const jobs = extractJobs(html, CAREERS);
      return {
        kind: "careers",
        url: CAREERS,
        ok: true,
        fetchable: true,
        text,
        textHash: await sha256Hex(comparableText(text)),
        jobs,
        jobTitles: jobs.map((j) => j.title),
      };
    };
    const before = rails(2, "2,318", [
      ["Senior Backend Engineer", "Remote (US)", "2 days ago", true],
      ["Product Designer", "Portland, OR", "27 days ago", false],
      ["Data Engineer", "Remote (US)", "2 months ago", false],
    ]);
    const after = rails(3, "2,486", [
      ["Senior Backend Engineer", "Remote (US)", "9 days ago", false],
      ["Product Designer", "Portland, OR", "about 1 month ago", false],
      ["Data Engineer", "Remote (US)", "3 months ago", false],
    ]);
    // BEM parts (job-card__title, job-card__meta) are not cards: each role once, with its location.
    expect(extractJobs(before, CAREERS).map((j) => [j.title, j.location])).toEqual([
      ["Senior Backend Engineer", "Remote (US)"],
      ["Product Designer", "Portland, OR"],
      ["Data Engineer", "Remote (US)"],
    ]);
    const d = diffSnapshots([await page(before)], [await page(after)]);
    expect(d.jobs).toBeNull();
    expect(d.pageChanges).toEqual([]);
    expect(d.changed).toBe(false);
    // The same page with one role more is a change, in the roles.
    const more = rails(3, "2,486", [
      ["Senior Backend Engineer", "Remote (US)", "9 days ago", false],
      ["Product Designer", "Portland, OR", "about 1 month ago", false],
      ["Data Engineer", "Remote (US)", "3 months ago", false],
      ["Head of Sales", "Remote (US)", "1 day ago", true],
    ]);
    const m = diffSnapshots([await page(before)], [await page(more)]);
    expect(m.jobsAdded).toEqual(["Head of Sales"]);
    expect(m.changed).toBe(true);
  });

  it("compares with a snapshot from before roles had keys by title, so nothing looks new once", () => {
    const old: SnapshotPage = {
      kind: "careers",
      url: CAREERS,
      ok: true,
      fetchable: true,
      textHash: "0",
      jobTitles: ROLES.map((r) => r.title),
    };
    expect(diffSnapshots([old], [careersPage(greenhouseEmbed(ROLES), "1")]).changed).toBe(false);
  });
});

const PEOPLE: Member[] = [
  { name: "Jane Doe", title: "CEO & Co-founder", linkedin: "https://www.linkedin.com/in/jane-doe-lumen" },
  { name: "Marcus Chen", title: "CTO & Co-founder" },
  { name: "Priya Raman", title: "Senior Software Engineer" },
];
const TEAM = "https://startup.example/team";

describe("people on a team page", () => {
  it.each([
    ["cards with photo, name, title and profile link", teamCards],
    ["headings and paragraphs", teamHeadings],
    ["a definition list", teamDl],
    ["WordPress block columns", teamWordpress],
    ["a Webflow collection list", teamWebflow],
  ])("reads %s as names with titles", (_shape, render) => {
    const people = extractPeople(render(PEOPLE), TEAM);
    expect(people.map((p) => [p.name, p.role, p.isFounder])).toEqual(
      PEOPLE.map((p) => [p.name, p.title, /founder/i.test(p.title)]),
    );
  });

  it("reads a clinician's or an accountant's name without the degrees written after it", () => {
    const html =
      "<h2>Leadership</h2><div><h3>Dr. Priya Raman, MD</h3><p><strong>Chief Medical Officer</strong></p></div>" +
      "<div><h3>Aaron Pike, PT, DPT, OCS</h3><p><strong>Clinical Director</strong></p></div>" +
      "<div><h3>Jane Doe, CEO</h3><p>Founded the company in 2019.</p></div>";
    expect(extractPeople(html, TEAM).map((p) => [p.name, p.role])).toEqual([
      ["Dr. Priya Raman", "Chief Medical Officer"],
      ["Aaron Pike", "Clinical Director"],
      ["Jane Doe", "CEO"],
    ]);
  });

  const teamPage = (members: Member[], render = teamCards): SnapshotPage => ({
    kind: "team",
    url: TEAM,
    ok: true,
    fetchable: true,
    textHash: members.map((m) => m.name).join(),
    people: extractPeople(render(members), TEAM).map(({ githubUrl: _g, ...p }) => p),
  });

  it("a new VP is a people change flagged executive; a new engineer is not", () => {
    const d = diffSnapshots(
      [teamPage(PEOPLE)],
      [
        teamPage([
          ...PEOPLE,
          { name: "Omar Haddad", title: "VP of Engineering" },
          { name: "Lea Novak", title: "Software Engineer" },
        ]),
      ],
    );
    expect(d.peopleAdded.map((p) => [p.name, p.role, p.executive, p.pageUrl])).toEqual([
      ["Omar Haddad", "VP of Engineering", true, TEAM],
      ["Lea Novak", "Software Engineer", false, TEAM],
    ]);
  });

  it("a founder who leaves is a people change with the title they had, flagged executive", () => {
    const d = diffSnapshots(
      [teamPage(PEOPLE, teamWebflow)],
      [
        teamPage(
          PEOPLE.filter((p) => p.name !== "Marcus Chen"),
          teamWebflow,
        ),
      ],
    );
    expect(d.peopleRemoved).toEqual(["Marcus Chen"]);
    expect(d.peopleLeft).toEqual([
      {
        name: "Marcus Chen",
        role: "CTO & Co-founder",
        isFounder: true,
        executive: true,
        linkedinUrl: null,
        pageUrl: TEAM,
      },
    ]);
  });

  it("an executive's new title is a change; the same title written another way is none", () => {
    const team = (role: string): SnapshotPage =>
      ({
        kind: "team",
        url: "https://a.test/team",
        ok: true,
        fetchable: true,
        textHash: role,
        text: role,
        people: [
          { name: "Dana Whitcomb", role, isFounder: false, linkedinUrl: null, twitterUrl: null, websiteUrl: null },
        ],
      }) as SnapshotPage;
    const retitled = (a: string, b: string) => diffSnapshots([team(a)], [team(b)]).peopleRetitled ?? [];
    expect(retitled("Chief Operating Officer", "Chief Executive Officer")).toMatchObject([
      { name: "Dana Whitcomb", from: "Chief Operating Officer", to: "Chief Executive Officer" },
    ]);
    expect(retitled("Co-founder & CEO", "Co-founder & Executive Chair")).toHaveLength(1);
    expect(retitled("Co-founder & CEO", "Chief Executive Officer")).toEqual([]);
    expect(retitled("VP, Sales", "Vice President of Sales")).toEqual([]);
    const diff = diffSnapshots([team("Chief Operating Officer")], [team("Chief Executive Officer")]);
    const [finding] = retitleFindings({
      company: { name: "Acme", website: "https://a.test/", description: null, founders: [] },
      thingsToTrack: "",
      watchItems: [],
      diff,
      pages: [],
      now: new Date("2026-11-17T09:00:00Z"),
    });
    expect(finding).toMatchObject({ type: "leadership_change", url: "https://a.test/team" });
  });

  it("advisors and board members are not executives", () => {
    const d = diffSnapshots(
      [teamPage(PEOPLE)],
      [
        teamPage([
          ...PEOPLE,
          { name: "Hank Scorpio", title: "Board Advisor" },
          { name: "Dana Whitfield", title: "Investor and Board Member" },
        ]),
      ],
    );
    expect(d.peopleAdded.map((p) => p.executive)).toEqual([false, false]);
  });
});
