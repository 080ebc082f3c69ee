import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ACME, acmeBlogPage, rssFeed, type BlogPost } from "../support/fixtures/site-content";
import { startFixtureSites, type FixtureSites } from "../support/fixtures/sites";
import { alertsOf, outboxOf, pipelineRig, signalsOf, track, type PipelineRig } from "./_support";

/*
 * Corporate events, noise and evidence (docs/pipeline.md) through the real pipeline (lifecycle jobs, fetcher, diff,
 * local analyser, alert rules) on the fixture sites: a corporate event is high and escalate wherever it
 * appears, and a cookie banner that mentions "partners" is no news and no alert.
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

const ACQUIRED: BlogPost = {
  slug: "acme-joins-siemens",
  title: "Acme Robotics has been acquired by Siemens",
  pubDate: "Mon, 09 Nov 2026 09:00:00 GMT",
  body:
    "Today we signed an agreement under which Acme Robotics will be " +
    "acquired by Siemens. The team and the product stay in Oakland.",
};

function publish(post: BlogPost) {
  const acme = fx.sites.acme;
  const posts = [post, ...ACME.posts];
  acme.setPage("/blog", acmeBlogPage(posts).body);
  acme.setResponse("/blog/feed.xml", { ...rssFeed(acme.url, "Acme Robotics blog", posts) });
  acme.setPage(
    `/blog/${post.slug}`,
    `<!doctype html><title>${post.title} | Acme Robotics</title><main><article><h1>${post.title}</h1><p>` +
      `${post.body}</p></article></main>`,
  );
}

/**
 * The home page as served, with `html` inserted right after the opening body tag (where banners and consent tools put
 * theirs).
 */
async function homeWith(html: string): Promise<void> {
  const res = await fetch(fx.sites.acme.url);
  const body = (await res.text()).replace("<body>", `<body>\n${html}`);
  fx.sites.acme.setPage("/", body);
}

/**
 * A consent banner as WordPress consent plugins render it server-side (title, message naming partners, buttons, policy
 * links).
 */
const COOKIE_BANNER =
  `<div class="cmplz-cookiebanner cmplz-show banner-1 optin" role="dialog" aria-live="polite" ` +
  `aria-labelledby="cmplz-header-1-optin" aria-describedby="cmplz-message-1-optin">
  <div class="cmplz-header">
    <div class="cmplz-logo"></div>
    <div class="cmplz-title" id="cmplz-header-1-optin">Manage Cookie Consent</div>
    <button type="button" class="cmplz-close" aria-label="Close dialog">×</button>
  </div>
  <div class="cmplz-divider cmplz-divider-header"></div>
  <div class="cmplz-body">
    <div class="cmplz-message" id="cmplz-message-1-optin"><p>To provide the best experiences, we and our partners ` +
  `use technologies like cookies to store and/or access device information. Consenting to these technologies will ` +
  `allow us to process data such as browsing behaviour or unique IDs on this site.</p></div>
  </div>
  <div class="cmplz-buttons">
    <button class="cmplz-btn cmplz-accept">Accept</button>
    <button class="cmplz-btn cmplz-deny">Deny</button>
    <button class="cmplz-btn cmplz-view-preferences">View preferences</button>
  </div>
  <div class="cmplz-links cmplz-documents">
    <ul><li><a class="cmplz-link cookie-statement" href="/cookie-policy/">Cookie Policy</a></li><li><a ` +
  `class="cmplz-link privacy-statement" href="/privacy-statement/">Privacy Statement</a></li></ul>
  </div>
</div>`;

/** An announcement bar above the navigation, as site builders render a dismissible banner. */
const ANNOUNCEMENT_BAR = `<div class="announcement-bar" role="region" aria-label="Announcement">
  <p class="announcement-bar__text">Acme Robotics is now part of Siemens. <a href="/blog">Read the announcement</a></p>
  <button class="announcement-bar__close" aria-label="Dismiss">×</button>
</div>`;

describe("corporate events and noise, end to end", () => {
  it(
    "an acquisition post is a corporate_event, high and escalate, with " +
      "the post as evidence and its text quoted; watched as M&A, it emails",
    async () => {
      const id = await track(rig.org, {
        companyName: ACME.name,
        companyWebsite: fx.sites.acme.url,
        thingsToTrack: "M&A, Product Updates",
      });
      await rig.settle(id);
      publish(ACQUIRED);
      await refresh(id);

      const s = (await signalsOf(rig.deps, id))[1];
      const postUrl = `${fx.sites.acme.url}blog/${ACQUIRED.slug}`;
      expect(s).toMatchObject({
        type: "corporate_event",
        severity: "high",
        recommendation: "escalate",
        needs_attention: true,
      });
      expect((s.evidence as { url: string }[])[0].url).toBe(postUrl);
      const finding = (
        s.analysis as {
          findings: { url: string; quote: { added: string }; watchMatches: { label: string; by: string }[] }[];
        }
      ).findings[0];
      expect(finding.url).toBe(postUrl);
      expect(finding.quote.added).toContain("will be acquired by Siemens");
      expect(finding.watchMatches).toEqual([expect.objectContaining({ label: "M&A", by: "type" })]);

      const alert = (await alertsOf(rig.deps, id))[1];
      expect(alert.outcome).toBe("sent");
      const [mail] = await outboxOf(rig.deps, id);
      expect(mail.subject).toContain("[Acme Robotics] Corporate event");

      // The API's compact view leads with the post.
      const res = await rig.org.request("GET", `/api/v1/signals?entityId=${id}&type=corporate_event`);
      const list = (await res.json()) as { data: { id: string; evidence: { url: string }[] }[] };
      expect(list.data.map((x) => x.id)).toEqual([s.id]);
      expect(list.data[0].evidence[0].url).toBe(postUrl);
    },
  );

  it(
    "a home-page banner announcing the acquisition is a corporate_event, high and escalate, recorded without an " +
      "alert when nothing watched covers it",
    async () => {
      const id = await track(rig.org, {
        companyName: ACME.name,
        companyWebsite: fx.sites.acme.url,
        thingsToTrack: "Hiring Updates",
      });
      await rig.settle(id);
      await homeWith(ANNOUNCEMENT_BAR);
      await refresh(id);

      const s = (await signalsOf(rig.deps, id))[1];
      expect(s).toMatchObject({ type: "corporate_event", severity: "high", recommendation: "escalate" });
      expect((s.evidence as { url: string }[])[0].url).toBe(fx.sites.acme.url);
      const alert = (await alertsOf(rig.deps, id))[1];
      expect(alert).toMatchObject({ outcome: "suppressed", reason: "The change did not match anything you track." });
    },
  );

  it(
    "a cookie banner that mentions partners gives no_material_change, " +
      "severity none, and no alert, even watching partnerships",
    async () => {
      const id = await track(rig.org, {
        companyName: ACME.name,
        companyWebsite: fx.sites.acme.url,
        thingsToTrack: "Customer/Partnership Signals",
      });
      await rig.settle(id);
      await homeWith(COOKIE_BANNER);
      await refresh(id);

      const s = (await signalsOf(rig.deps, id))[1];
      expect(s).toMatchObject({
        type: "no_material_change",
        severity: "none",
        recommendation: "no_action",
        needs_attention: false,
      });
      const alert = (await alertsOf(rig.deps, id))[1];
      expect(alert.outcome).toBe("suppressed");
      expect(await outboxOf(rig.deps, id)).toHaveLength(0);
    },
  );
});
