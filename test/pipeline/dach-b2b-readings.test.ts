import { describe, expect, it } from "vitest";
import { extractJobs } from "../../src/pipeline/collect/extract/jobs";
import { onNotableStage } from "../../src/pipeline/judge/founder-stage";
import { ctx, counted } from "../support/readings";

/*
 * Shapes of German-speaking B2B start-ups' sites and press (docs/pipeline.md "Reading statements", "Judging on
 * evidence"): a takeover the press says a group "soll prüfen" is hearsay; the German-speaking national shows are
 * notable stages; a consent box placed by its class ("_brlbs-position-center") is no job card.
 */

describe("a takeover told in German reported speech", () => {
  it("is hearsay: “soll … prüfen”, “Insidern zufolge”; the company's own takeover is an event", () => {
    const c = ctx("Frachtraum");
    expect(counted("Logistikkonzern soll Übernahme von Frachtraum prüfen", c)).toEqual([]);
    expect(counted("Insidern zufolge steht die Übernahme von Frachtraum kurz bevor.", c)).toEqual([]);
    expect(counted("Frachtraum übernimmt die Rampenplan GmbH.", c)).toContain("corporate_event");
  });
});

describe("the German-speaking national stages", () => {
  it("are notable: the OMR Podcast, the FAZ, the NZZ; a trade title is not", () => {
    expect(onNotableStage("Folge #812: Lastwerk-Gründerin Katharina Eder\nOMR Podcast")).toBe(true);
    expect(onNotableStage("Interview in der Frankfurter Allgemeine")).toBe(true);
    expect(onNotableStage("Gastbeitrag in der NZZ")).toBe(true);
    expect(onNotableStage("Interview im Fachmagazin Logistik Heute")).toBe(false);
  });
});

describe("a careers page with a consent box", () => {
  it("reads no role from a box its class places on the screen (`_brlbs-position-center`)", () => {
    const html =
      '<main><h1>Karriere</h1><ul><li class="job"><a href="https://acme.jobs.personio.de/job/1482203">' +
      "Implementation Consultant (m/w/d)</a></li></ul></main>" +
      '<div id="BorlabsCookieBox" role="dialog"><div class="bcac-wrap _brlbs-position-center">' +
      '<div class="_brlbs-box">' +
      "<p>Wir benötigen Ihre Einwilligung.</p>" +
      '<p class="_brlbs-accept"><a href="#" role="button" class="_brlbs-btn">Alle akzeptieren</a></p>' +
      "</div></div></div>";
    expect(extractJobs(html, "https://acme.example/karriere/").map((j) => j.title)).toEqual([
      "Implementation Consultant (m/w/d)",
    ]);
  });
});
