import { describe, expect, it } from "vitest";
import { extractPage } from "../../src/pipeline/collect/extract/html";
import { itemisePage } from "../../src/pipeline/collect/extract/items";
import { postFinding } from "../../src/pipeline/judge/post-finding";

/*
 * Pages read as they are laid out (docs/pipeline.md "Collect"): a flex or grid container's items
 * are apart, whatever their tags; a press page's entries are their linked headlines.
 */

describe("text as it is laid out", () => {
  it("the items of a flex or grid row are separate lines, as a browser shows them", () => {
    const html =
      '<section><div class="flex items-center gap-4"><span class="font-semibold">As heard on 20VC</span>' +
      '<span>Our CEO joined the show to talk about estimating.</span><a href="/listen">Listen</a></div>' +
      '<div style="display: grid"><b>Fast</b><b>Accurate</b></div>' +
      "<p>Built for <b>general</b> contractors.</p></section>";
    const lines = extractPage(html, "https://acme.example/").text.split("\n");
    expect(lines).toContain("As heard on 20VC");
    expect(lines).toContain("Our CEO joined the show to talk about estimating.");
    expect(lines).toContain("Fast");
    // Inline elements in a paragraph stay in its line.
    expect(lines).toContain("Built for general contractors.");
  });
});

describe("a press page's entries", () => {
  it("an entry without a heading is told by its linked headline, wherever the link leads", () => {
    const entry = (date: string, outlet: string, href: string, title: string) =>
      `<li><div class="flex gap-3"><time>${date}</time><span>${outlet}</span></div>` +
      `<a class="block text-lg" href="${href}">${title}</a></li>`;
    const html =
      "<main><h1>Press</h1><ul>" +
      entry(
        "Nov 13, 2026",
        "The Twenty Minute VC",
        "https://podcast.example/ana",
        "Ana Ribeiro on the last analog industry",
      ) +
      entry("Oct 2, 2026", "ENR", "https://enr.example/ai-takeoff", "The estimators' new assistant: AI takeoff tools") +
      "</ul></main>";
    const items = itemisePage(html, "https://acme.example/press");
    expect(items.map((i) => [i.title, i.url])).toEqual([
      ["Ana Ribeiro on the last analog industry", "https://podcast.example/ana"],
      ["The estimators' new assistant: AI takeoff tools", "https://enr.example/ai-takeoff"],
    ]);
  });

  it("an episode listed under a founder's name amplifies the founder", () => {
    const f = postFinding(
      {
        url: "https://podcast.example/ana",
        title: "Ana Ribeiro, Tessellate: why construction is the last analog industry",
        publishedAt: "2026-11-13T00:00:00Z",
        text: "Podcast · The Twenty Minute VC",
      },
      {
        company: { name: "Tessellate", founders: ["Ana Ribeiro"], website: null },
        now: new Date("2026-11-20T09:00:00Z"),
      },
    );
    expect(f.type).toBe("founder_amplified");
  });
});
