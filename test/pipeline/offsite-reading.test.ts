import { describe, expect, it } from "vitest";
import { mentionOf, siteTopicOf, type CompanyIdentity } from "../../src/pipeline/collect/mentions";
import { pitchInOtherWords, sharedTopic } from "../../src/pipeline/collect/mentions/topic";
import { contentYear, launchPitch } from "../../src/pipeline/collect/extract/hn";
import { isPatchRelease, isPreRelease } from "../../src/pipeline/collect/extract/versions";

/*
 * How off-site items are read (docs/pipeline.md §Sources): the name the press calls the company by, the year a Hacker
 * News title marks old content with, the releases that are news.
 */

const PULSWEG: CompanyIdentity = {
  name: "Pulsweg Health",
  domain: "pulsweg.example",
  founders: [],
  classification: [],
  location: null,
};

describe("the name the press calls the company by", () => {
  it("leaves a generic last word out: “Pulsweg” is Pulsweg Health", () => {
    const m = mentionOf({ text: "Münchner Herz-Startup Pulsweg holt Medavia-Managerin Ines Okafor als CTO" }, PULSWEG);
    expect(m?.by).toContain("name");
  });

  it("not when what remains is a common word, nor written in lower case", () => {
    const lumen = { ...PULSWEG, name: "Harbor Health" };
    expect(mentionOf({ text: "The harbor reopened on Monday" }, lumen)).toBeNull();
    expect(mentionOf({ text: "the pulsweg of the heart" }, PULSWEG)).toBeNull();
  });
});

describe("the site's phrases across a function word", () => {
  it("“transporte de mercadorias” on the site and in the press is one phrase", () => {
    const site = siteTopicOf([{ ok: true, title: "Rotalume — Transporte de mercadorias sem telefonemas", text: "" }]);
    expect(
      sharedTopic("Startup lisboeta Rotalume levanta nove milhões para o transporte de mercadorias", "Rotalume", site),
    ).toBe("transport mercadoria");
  });
});

describe("Hacker News titles and releases", () => {
  it("a title marked with a year submits old content again", () => {
    expect(contentYear("How we raised our seed with a 9-slide deck (2024)")).toBe(2024);
    expect(contentYear("Show HN: Forkyard – Postgres branches")).toBeNull();
    expect(contentYear("Launch HN: Acme (YC F26)")).toBeNull();
  });

  it("a launch's pitch is what its title says the thing of that name is", () => {
    const show = (title: string) => launchPitch({ title, launch: "Show HN" }, "Kowhai");
    expect(show("Show HN: Kowhai – a tiny Lisp that compiles to WebAssembly")).toBe(
      "a tiny Lisp that compiles to WebAssembly",
    );
    expect(show("Show HN: I rebuilt Kowhai, the 1990s tiling screensaver, in WebGPU")).toBe(
      "the 1990s tiling screensaver",
    );
    expect(
      launchPitch({ title: "Launch HN: Kowhai (YC W26) - pocket money for kids", launch: "Launch HN" }, "Kowhai"),
    ).toBe("pocket money for kids");
    expect(show("Show HN: Kowhai")).toBeNull();
    expect(launchPitch({ title: "Kowhai – a tiny Lisp", launch: null }, "Kowhai")).toBeNull();
  });

  it("a pitch in other words than the site's is a namesake's; in its own, or of a site barely read, it is not", () => {
    const site = siteTopicOf([
      {
        ok: true,
        title: "Kōwhai — Pocket money and a prepaid card for NZ kids",
        text:
          "Kōwhai is a pocket money app and prepaid Visa card for kids aged 8 to 17. Set chores, pay pocket money " +
          "automatically, and let your kids save towards goals and spend safely with a card you control. Plain " +
          "language fees, no surprises, parents in charge.",
      },
    ]);
    expect(pitchInOtherWords("a tiny Lisp that compiles to WebAssembly", "Kowhai", site)).toBe(true);
    // One word in common of four is chance.
    expect(pitchInOtherWords("a Forth-like language for 8-bit microcontrollers", "Kowhai", site)).toBe(true);
    expect(pitchInOtherWords("a prepaid card and pocket money app for kids", "Kowhai", site)).toBe(false);
    expect(pitchInOtherWords("a Lisp", "Kowhai", site)).toBe(false);
    expect(pitchInOtherWords("a tiny Lisp that compiles to WebAssembly", "Kowhai", siteTopicOf([]))).toBe(false);
  });

  it("a pre-release is a preview, a patch upkeep: neither is a release's news", () => {
    expect(isPreRelease("v3.0.0-rc.1")).toBe(true);
    expect(isPreRelease("2.0.0b1")).toBe(true);
    expect(isPreRelease("v3.0.0")).toBe(false);
    expect(isPatchRelease("v2.3.1")).toBe(true);
  });
});
