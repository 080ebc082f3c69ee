import { describe, expect, it } from "vitest";
import { ctx, counted } from "../support/readings";

/*
 * A work's title quoted after its noun (docs/pipeline.md "Reading statements"): the event's words in it name a talk,
 * an episode or a book; the same words told outside quotes, or quoted after a verb of saying, are the event.
 */

describe("an event's words inside a quoted title", () => {
  it("a demo's title that opens with 'Launch day' launches nothing", () => {
    const text =
      "Our CEO Itai Cohen ran a live demo: “Launch day for your contract review: from 3 hours to 12 minutes.”";
    expect(counted(text, ctx("Mishpat"))).toEqual([]);
  });

  it("nor a talk's or an episode's title in straight quotes or guillemets", () => {
    expect(counted('Ana gave a talk titled "How we launched our app in a week" at DevFest.', ctx("Lumo"))).toEqual([]);
    expect(counted("Écoutez l'épisode « Comment nous avons lancé notre application ».", ctx("Lumo"))).toEqual([]);
  });

  it("the same launch told by the company, or quoted as what its CEO said, is the event", () => {
    expect(counted("Today we launched Lumo Pay, our card for freelancers.", ctx("Lumo"))).toContain("product_update");
    expect(
      counted("“Today we launched Lumo Pay, our card for freelancers,” said Ana Ruiz, CEO of Lumo.", ctx("Lumo")),
    ).toContain("product_update");
  });
});
