import { describe, expect, it } from "vitest";
import { pageKindOf } from "../../src/pipeline/read/index";
import { ctx, counted } from "../support/readings";

/*
 * Shapes of South-East Asian consumer and fintech sites and press, and of logistics and mobility companies in Europe
 * (docs/pipeline.md "Reading statements"): a denial and a report in Vietnamese, a rival's purchase told with its
 * purpose, investors "coming back in", a legal name with the brand in brackets, Malay and Indonesian rounds, layoffs
 * and chains, German takeovers and subjunctives, French contracts awarded.
 */

const press = (name: string) => ({ ...ctx(name), ownSite: false, part: "main" as const });

describe("what the company denies or answers in Vietnamese", () => {
  it.each([
    ["Ví Xanh phản hồi thông tin về việc bị mua lại", "Ví Xanh"],
    ["Ví Xanh bác tin bị ngân hàng mua lại", "Ví Xanh"],
  ])("is no acquisition: “%s”", (text, name) => {
    expect(counted(text, ctx(name))).toEqual([]);
  });

  it("while the company bought, its buyer named between, is one", () => {
    expect(counted("Ví Xanh được Ngân hàng ABC mua lại", ctx("Ví Xanh"))).toContain("corporate_event");
  });
});

describe("another's purchase told with its purpose", () => {
  it("is the buyer's, though the company is named in the purpose (“… to take on Pallio”)", () => {
    expect(counted("Cargonexa buys Palletrack to take on Pallio in reusable pallet tracking", press("Pallio"))).toEqual(
      [],
    );
  });

  it("while the company's own purchase, told with its purpose, is the company's", () => {
    expect(counted("Pallio buys Palletrack to take on Cargonexa", press("Pallio"))).toContain("corporate_event");
  });

  it("and an agreement to acquire the company still names it as the party", () => {
    const agreed = "Baytna Group has signed a definitive agreement to acquire Rinsely, the UAE's laundry app.";
    expect(counted(agreed, ctx("Rinsely"))).toContain("corporate_event");
  });
});

describe("a time recalled", () => {
  it("is a date after “back in”, not investors “coming back in”", () => {
    const closed =
      "Last week we closed our US$9 million Series A, led by Pandan Ventures, with our seed investors coming back in.";
    expect(counted(closed, ctx("Suki"))).toContain("fundraising");
    expect(counted("We closed our seed round back in March 2023.", ctx("Suki"))).toEqual([]);
    expect(counted("Back in the day we raised a small seed.", ctx("Suki"))).toEqual([]);
  });
});

describe("the company by its legal name", () => {
  it("is the company when its brand follows in brackets: “PT Cicil Aja Finansial (Cicilaja)”", () => {
    const licensed =
      "PT Cicil Aja Finansial (Cicilaja) resmi memperoleh izin usaha sebagai Perusahaan Pembiayaan dari OJK.";
    expect(counted(licensed, ctx("Cicilaja"))).toContain("corporate_event");
  });
});

describe("Malay and Indonesian news", () => {
  it("reads a round, a team cut, a chain's shops and “the company” opening a sentence", () => {
    const round = "MakanMana Raih Pembiayaan Pra-Siri A RM18 Juta Untuk Perluas Penghantaran Makanan Halal";
    expect(counted(round, ctx("MakanMana"))).toContain("fundraising");
    const cut = "Startup quick commerce SayurKilat melakukan PHK terhadap sekitar 30% karyawannya.";
    expect(counted(cut, ctx("SayurKilat"))).toContain("corporate_event");
    const shops = "Produk Glowsari bisa kamu beli langsung di lebih dari 650 gerai Apotek Sentosa Farma di 112 kota.";
    expect(counted(shops, ctx("Glowsari"))).toContain("customer_partnership");
    const closed = "Perusahaan juga menghentikan operasional seluruh 12 dark store di Surabaya.";
    expect(counted(closed, { ...press("SayurKilat"), aboutCompany: true })).toContain("corporate_event");
  });

  it("reads a feature: “Ciri baharu …”, “kini boleh digunakan untuk bayar di Thailand”", () => {
    expect(counted("SakuPay kini boleh digunakan untuk bayar di Thailand dan Indonesia", ctx("SakuPay"))).toContain(
      "product_update",
    );
    expect(counted("Ciri baharu “SakuPay Overseas” menggunakan pembayaran QR.", ctx("SakuPay"))).toContain(
      "product_update",
    );
  });

  it("an explainer labelled “Edukasi” is a guide, whose “we” signs nothing new", () => {
    const title = "Bagaimana Jika Kawan Dana Berhenti Beroperasi? Ini yang Terjadi pada Dana Anda";
    const text = [
      "Edukasi",
      title,
      "13 November 2026",
      "Kami telah menandatangani perjanjian dengan penyelenggara lain.",
    ];
    const kind = pageKindOf("https://kawandana.example/blog/bagaimana-jika/", title, text.join("\n"));
    expect(kind).toBe("tutorial");
    const signed = "Kami telah menandatangani perjanjian dengan penyelenggara LPBBTI lain sebagai back-up servicer.";
    expect(counted(signed, ctx("Kawan Dana", { pageKind: kind, part: "body", aboutCompany: true }))).toEqual([]);
  });

  it("but a city the service reaches is no chain", () => {
    expect(counted("Kini hadir di Surabaya dan Medan", ctx("Ojekita"))).not.toContain("customer_partnership");
  });
});

describe("German takeovers", () => {
  it("a firm named after “übernimmt” is taken over; a duty or a task is not", () => {
    expect(counted("Paketwerk übernimmt Leipziger Lastenradkurier Velokurier Sachsen", ctx("Paketwerk"))).toEqual([
      "corporate_event",
    ]);
    expect(counted("Paketwerk übernimmt Verantwortung für die letzte Meile", ctx("Paketwerk"))).toEqual([]);
    expect(counted("Paketwerk übernimmt Versand und Retouren für Händler", ctx("Paketwerk"))).toEqual([]);
  });

  it("“würde” supposes, “wurde” (was) does not, though they fold alike", () => {
    expect(counted("Wenn alles klappt, würde Paketwerk die Mehrheit übernehmen.", ctx("Paketwerk"))).toEqual([]);
    expect(counted("Paketwerk wurde 2026 von Kestrel Data übernommen.", ctx("Paketwerk"))).toContain("corporate_event");
  });

  it("“würde” supposes with a no-break space after it, as web pages often set it", () => {
    const text = "Paketwerk würde\u00a0eine Finanzierungsrunde über 20 Millionen Euro abschließen";
    expect(counted(text, ctx("Paketwerk"))).toEqual([]);
  });
});

describe("a French customer's choice", () => {
  it.each([
    ["Habitéo retenu par Logivia Habitat pour équiper ses 62 000 logements"],
    ["À l'issue d'un appel d'offres, le bailleur a attribué à Habitéo son marché de logiciel pour quatre ans."],
  ])("is a partnership: “%s”", (text) => {
    expect(counted(text, ctx("Habitéo"))).toContain("customer_partnership");
  });
});
