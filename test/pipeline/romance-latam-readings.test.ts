import { describe, expect, it } from "vitest";
import { NOW, ctx, counted } from "../support/readings";
import type { SnapshotPage } from "../../src/pipeline/collect/snapshot";
import { diffSnapshots } from "../../src/pipeline/compare/index";
import { parseWatchItems, watchMatchesOf } from "../../src/pipeline/judge/watch";

/*
 * Shapes of French, Italian, Swiss and Latin American sites and press (docs/pipeline.md "Reading statements", "watch
 * items"): departures, takeovers, closures and tenders in those languages; a bank and the company as one subject; the
 * reflexive "si"; "US$" is no "us"; a watch list's alternatives; prices shown with sales tax.
 */

describe("events told in French, Italian, Spanish and Portuguese", () => {
  it.each([
    ["Thomas, mon associé et CTO, a décidé de quitter l'entreprise à la fin du mois", "Vendangeo", "leadership_change"],
    [
      "Planifia a signé un accord en vue de son rachat par Roostr, l'éditeur néerlandais",
      "Planifia",
      "corporate_event",
    ],
    ["Planifia rejoint le groupe Roostr", "Planifia", "corporate_event"],
    [
      "Oggi abbiamo comunicato al team che Velora ridurrà il proprio organico di 22 persone",
      "Velora",
      "corporate_event",
    ],
    ["La società sarà posta in liquidazione volontaria", "Gustami", "corporate_event"],
    ["Hemos tomado la difícil decisión de cerrar Bodeguita", "Bodeguita", "corporate_event"],
    ["Bodeguita dejará de recibir pedidos el 30 de noviembre de 2026.", "Bodeguita", "corporate_event"],
  ])("%j is a %j of %j", (text, name, type) => {
    expect(counted(text, ctx(name))).toContain(type);
  });

  it("a public tender won is a customer, and Italian's reflexive “si” is no condition", () => {
    const press = ctx("Logiq", { ownSite: false });
    expect(counted("Logistica, la padovana Logiq vince la gara di Hera per 1.200 mezzi", press)).toEqual([
      "customer_partnership",
    ]);
    expect(counted("Logiq si è aggiudicata la gara per 1.200 mezzi", press)).toEqual(["customer_partnership"]);
    // French "si" with its subject is a condition.
    expect(counted("Si Logiq remporte l'appel d'offres de la SNCF, elle recrutera", press)).toEqual([]);
  });

  it("“compra” as a noun is no purchase; as a verb with whom it buys, it is", () => {
    const c = ctx("Safrafin", { ownSite: false });
    expect(counted("A Safrafin, fintech goiana que financia a compra de insumos por pequenos produtores", c)).toEqual(
      [],
    );
    expect(counted("Safrafin compra a Agrolend por R$ 30 milhões", c)).toEqual(["corporate_event"]);
  });

  it("a sale said to be in talks (“estaría en pláticas”) is no sale", () => {
    const text = "Algunos medios publicaron que Kapitalflex estaría en pláticas para ser adquirida por un banco.";
    expect(counted(text, ctx("Kapitalflex"))).toEqual([]);
  });
});

describe("who does it", () => {
  it("the company and a bank joined by “et”, a particle and a legal form between, announce together", () => {
    const text =
      "Hypotéo SA et la Banque Cantonale du Valais (BCVs) annoncent un partenariat : dès le 1er décembre 2026, la " +
      "BCVs distribuera ses hypothèques via la plateforme Hypotéo.";
    expect(counted(text, ctx("Hypotéo"))).toContain("customer_partnership");
  });

  it("“US$” is dollars, not “us”: another company's round in the company's post stays theirs", () => {
    const text =
      "Esta semana Tiendas Olmo, la cadena de minisúper de Monterrey, anunció que levantó US$ 40 millones en una " +
      "ronda Serie B liderada por SoftBank Latin America Fund.";
    expect(counted(text, ctx("Kontafy", { aboutCompany: false }))).toEqual([]);
  });
});

describe("a watch list in other words", () => {
  const matches = (list: string, type: string, text: string) =>
    watchMatchesOf(parseWatchItems(list), { type, text }).map((m) => m.label);

  it("either of an item's alternatives is the item, in English, Spanish and French", () => {
    const prices = "From 1 December we update our plans and prices. Existing customers keep their price.";
    expect(matches("Changes to pricing or business model", "product_update", prices)).toEqual([
      "Changes to pricing or business model",
    ]);
    const precios = "A partir del 1 de diciembre actualizamos nuestros planes y precios.";
    expect(matches("Cambios de precios o de modelo de negocio", "product_update", precios)).toHaveLength(1);
    const tarifs = "Nouveaux tarifs à partir du 1er janvier 2027.";
    expect(matches("Changements de prix ou de formules", "product_update", tarifs)).toHaveLength(1);
    // Both words of one alternative are still needed: a business-model change is not any model.
    expect(matches("Changes to pricing or business model", "product_update", "Our new AI model is live")).toEqual([]);
  });

  it("a change of chief executive or founders is leadership in Spanish and English", () => {
    const items = parseWatchItems("Cambios de CEO o de fundadores, salida de fundadores, Changes of CEO or founders");
    expect(items.map((i) => i.type)).toEqual(["leadership_change", "leadership_change", "leadership_change"]);
  });

  it("a kind named, then refused (“Lanzamientos de producto no”), is an exclusion", () => {
    const items = parseWatchItems("Solo rondas de inversión y salida de fundadores. Lanzamientos de producto no.");
    expect(items.filter((i) => i.excluded).map((i) => i.type)).toEqual(["product_update"]);
    expect(matches("Levées de fonds oui, recrutements non.", "hiring", "Nous recrutons 12 personnes")).toEqual([]);
  });
});

describe("prices shown with or without sales tax", () => {
  const page = (text: string): SnapshotPage => ({
    kind: "pricing",
    url: "https://agendalo.example/precios",
    ok: true,
    fetchable: true,
    textHash: text,
    text,
  });
  const before = "Precios\nBásico $299 MXN/mes + IVA\nPro $499 MXN/mes + IVA\nClínica $1,290 MXN/mes + IVA";

  it("are the same prices when every one moved by one tax rate and the page speaks of the tax", () => {
    const taxed =
      "Precios\nAhora mostramos nuestros precios con IVA incluido. Tu tarifa no cambia.\nBásico $346.84 MXN/mes " +
      "IVA incluido\nPro $578.84 MXN/mes IVA incluido\nClínica $1,496.40 MXN/mes IVA incluido";
    expect(diffSnapshots([page(before)], [page(taxed)], { now: NOW }).pageChanges[0]?.samePrices).toBe(true);
  });

  it("are the same prices when the taxed ones are shown beside the net ones and the tax", () => {
    const beside =
      "Precios\nBásico $346.84 MXN/mes\nIVA incluido ($299 + $47.84 IVA)\nPro $578.84 MXN/mes\nIVA incluido ($499 + " +
      "$79.84 IVA)\nClínica $1,496.40 MXN/mes\nIVA incluido ($1,290 + $206.40 IVA)\nTu factura no cambia.";
    expect(diffSnapshots([page(before)], [page(beside)], { now: NOW }).pageChanges[0]?.samePrices).toBe(true);
    const plusOne = `${beside}\nEquipos $2,990 MXN/mes + IVA`;
    expect(diffSnapshots([page(before)], [page(plusOne)], { now: NOW }).pageChanges[0]?.samePrices).toBeUndefined();
  });

  it("are new prices when every one rose by a tax rate's share and the tax is said as before", () => {
    const risen = "Precios\nBásico $346.84 MXN/mes + IVA\nPro $578.84 MXN/mes + IVA\nClínica $1,496.40 MXN/mes + IVA";
    expect(diffSnapshots([page(before)], [page(risen)], { now: NOW }).pageChanges[0]?.samePrices).toBeUndefined();
  });

  it("are new prices when they rose by different amounts", () => {
    const raised = "Precios\nBásico $349 MXN/mes + IVA\nPro $549 MXN/mes + IVA\nClínica $1,390 MXN/mes + IVA";
    expect(diffSnapshots([page(before)], [page(raised)], { now: NOW }).pageChanges[0]?.samePrices).toBeUndefined();
  });
});
