import { describe, expect, it } from "vitest";
import type { SnapshotPage } from "../../src/pipeline/collect/snapshot";
import { diffSnapshots } from "../../src/pipeline/compare/index";
import { extractPage } from "../../src/pipeline/collect/extract/html";
import { readPage } from "../../src/pipeline/collect/snapshot";
import { LocalAnalyser } from "../../src/pipeline/judge/index";
import { parseWatchItems, watchMatchesOf } from "../../src/pipeline/judge/watch";

/*
 * A move abroad told in the company's own words (docs/pipeline.md "Watch items", "Processors"): "opens" in the
 * languages read names the move a watch item for new countries asks for, and a page line telling it is the expansion
 * itself, as an office added to a list of offices is.
 */

const NOW = new Date("2026-11-17T09:00:00Z");
const SITE = "https://cargaviva.example";

describe("a move abroad in other languages", () => {
  const labels = (track: string, text: string) =>
    watchMatchesOf(parseWatchItems(track), { type: "corporate_event", text }).map((m) => m.label);

  it("'opens' in Portuguese, German and French with a place is an international expansion", () => {
    const track = "International expansion, fundraising";
    for (const text of [
      "Em novembro de 2026 abrimos nosso primeiro escritório fora do Brasil, em Lisboa.",
      "Physiokontor eröffnet erste Praxen in Österreich",
      "Virtaus ouvre un bureau à Paris",
    ])
      expect(labels(track, text), text).toEqual(["International expansion"]);
    // Opening something without a place named is no move abroad.
    expect(labels(track, "Abrimos as inscrições para o programa de parceiros")).toEqual([]);
  });
});

describe("a page line telling a move abroad", () => {
  const at = (kind: SnapshotPage["kind"], path: string, body: string) => {
    const url = `${SITE}${path}`;
    const html = `<!doctype html><html><head><title>Cargaviva</title></head><body>${body}</body></html>`;
    return readPage(kind, { ok: true, url, finalUrl: url, html, page: extractPage(html, url) }, 6000, `${SITE}/`);
  };

  it("is the expansion itself: a corporate event as strong as an office added", async () => {
    const about = "<h1>Sobre nós</h1><p>Fundada em 2019 em São Paulo, a Cargaviva conecta transportadoras.</p>";
    const news = "<p>Novidade: em novembro de 2026 abrimos nosso primeiro escritório fora do Brasil, em Lisboa.</p>";
    const before = [await at("about", "/sobre", about)];
    const after = [await at("about", "/sobre", `${about}${news}`)];
    const track = "International expansion, fundraising";
    const s = await new LocalAnalyser().analyse({
      company: { name: "Cargaviva", website: `${SITE}/`, description: null, founders: [] },
      thingsToTrack: track,
      watchItems: parseWatchItems(track),
      diff: diffSnapshots(before, after),
      pages: after,
      previousPages: before,
      now: NOW,
    });
    expect(s.type).toBe("corporate_event");
    expect(s.severity).toBe("high");
    expect((s.analysis as { findings: { strength: number }[] }).findings[0]?.strength).toBeGreaterThanOrEqual(4.5);
  });
});
