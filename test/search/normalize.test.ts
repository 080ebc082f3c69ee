import { describe, expect, it } from "vitest";
import { normalizePersonName } from "../../src/identity/people";
import { foldText } from "../../src/text";
import { domainLabel, nameTokens, normalizeName } from "../../src/search/normalize";

describe("normalizeName", () => {
  it("ignores case", () => {
    expect(normalizeName("ACME ROBOTICS")).toBe("acmerobotics");
    expect(normalizeName("acme robotics")).toBe("acmerobotics");
  });

  it("ignores spacing", () => {
    expect(normalizeName("  Acme \t  Robotics  ")).toBe("acmerobotics");
  });

  it("ignores punctuation", () => {
    expect(normalizeName("Acme-Robotics!")).toBe("acmerobotics");
    expect(normalizeName("Acme, Robotics.")).toBe("acmerobotics");
    expect(normalizeName("O'Brien & Sons")).toBe("obriensons");
  });

  it("makes joined and separate words equal", () => {
    expect(normalizeName("AcmeRobotics")).toBe(normalizeName("Acme Robotics"));
    expect(normalizeName("acmerobotics")).toBe("acmerobotics");
  });

  it.each([
    "Acme Inc",
    "Acme, Inc.",
    "Acme Incorporated",
    "Acme LLC",
    "Acme L.L.C.",
    "Acme Ltd",
    "Acme Ltd.",
    "Acme Limited",
    "Acme GmbH",
    "Acme SAS",
    "Acme BV",
    "Acme B.V.",
    "Acme AG",
    "Acme Oy",
    "Acme AB",
    "Acme SA",
    "Acme S.A.",
    "Acme SARL",
    "Acme S.A.R.L.",
    "Acme PLC",
    "Acme Corp",
    "Acme Corp.",
    "Acme Corporation",
    "Acme Co",
    "Acme & Co.",
    "Acme Pty",
    "Acme Pty Ltd",
    "Acme KK",
    "Acme NV",
    "Acme AS",
    "Acme A/S",
    "Acme ApS",
    "Acme SRL",
    "Acme S.r.l.",
    "Acme SpA",
    "Acme S.p.A.",
    "Acme Sp. z o.o.",
    "Acme GmbH & Co. KG",
    "Acme Co., Ltd.",
  ])("drops the legal suffix of %j", (name) => {
    expect(normalizeName(name)).toBe("acme");
  });

  it("keeps a legal suffix that is the whole name", () => {
    expect(normalizeName("AB")).toBe("ab");
    expect(normalizeName("Inc.")).toBe("inc");
    expect(normalizeName("Inc Ltd")).toBe("inc");
  });

  it("drops legal words only at the end", () => {
    expect(normalizeName("Limited Brands")).toBe("limitedbrands");
    expect(normalizeName("AB Volvo")).toBe("abvolvo");
  });

  it.each([
    ["acmerobotics.com", "acmerobotics"],
    ["acme.ai", "acme"],
    ["Acme.ai", "acme"],
    ["www.acme.io", "acme"],
    ["https://www.acme.io/about?x=1", "acme"],
    ["acme.co.uk", "acme"],
    ["acme-robotics.de", "acmerobotics"],
    ["Acme Robotics acmerobotics.com", "acmerobotics"],
    ["Acme Robotics (acme.ai)", "acmerobotics"],
    ["Acme Robotics, Inc. – www.acme.io", "acmerobotics"],
    ["Booking.com Ltd", "booking"],
  ])("drops the trailing domain of %j", (name, key) => {
    expect(normalizeName(name)).toBe(key);
  });

  it("makes a name and its domain equal", () => {
    expect(normalizeName("Acme Robotics, Inc.")).toBe(normalizeName("acmerobotics.com"));
    expect(normalizeName("Acme.ai")).toBe(normalizeName("acme"));
  });

  it("does not take dotted words for domains", () => {
    expect(normalizeName("St.Louis Bakery")).toBe("stlouisbakery");
    expect(normalizeName("E.ON")).toBe("eon");
    expect(normalizeName("J.P. Morgan")).toBe("jpmorgan");
  });

  it("ignores accents and folds special letters", () => {
    expect(normalizeName("Société Générale")).toBe("societegenerale");
    expect(normalizeName("Müller Straße AG")).toBe("mullerstrasse");
    expect(normalizeName("Ørsted")).toBe("orsted");
    expect(normalizeName("Łódź Ventures")).toBe("lodzventures");
    expect(normalizeName("Ａｃｍｅ")).toBe("acme");
  });

  it("keeps letters of other scripts", () => {
    expect(normalizeName("東京 ロボ")).toBe("東京ロボ");
    expect(normalizeName("Яндекс")).toBe("яндекс");
  });

  it("gives an empty key to a name without letters or digits", () => {
    expect(normalizeName("  -- !! ")).toBe("");
  });
});

describe("nameTokens", () => {
  it("returns the words without suffix and domain", () => {
    expect(nameTokens("Acme Robotics GmbH")).toEqual(["acme", "robotics"]);
    expect(nameTokens("www.acme-robotics.io")).toEqual(["acme", "robotics"]);
    expect(nameTokens("Acme S.A.R.L.")).toEqual(["acme"]);
  });
});

describe("normalizePersonName", () => {
  it("folds case, accents, spacing and punctuation", () => {
    expect(normalizePersonName("  José  O'Neil-Smith ")).toBe("joseoneilsmith");
  });

  it("keeps surnames that look like legal suffixes, unlike company names", () => {
    expect(normalizePersonName("Jason Co")).toBe("jasonco");
    expect(normalizePersonName("Pedro Sá")).toBe("pedrosa");
    expect(normalizeName("Jason Co")).toBe("jason");
  });
});

describe("helpers", () => {
  it("foldText lowers and strips diacritics", () => {
    expect(foldText("ÉCOLE ﬁne")).toBe("ecole fine");
  });

  it("domainLabel finds the registrable label or null", () => {
    expect(domainLabel("www.acme.io")).toBe("acme");
    expect(domainLabel("x.ai")).toBe("x");
    expect(domainLabel("st.louis")).toBeNull();
    expect(domainLabel("acme")).toBeNull();
  });
});
