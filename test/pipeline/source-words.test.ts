import { describe, expect, it } from "vitest";
import { detectBoards } from "../../src/pipeline/collect/extract/boards";
import { filerName, parseFormD } from "../../src/pipeline/collect/extract/edgar";
import { githubAccountOf } from "../../src/pipeline/collect/extract/github";
import { normalisePypi, packageOfUrl, packagesInText } from "../../src/pipeline/collect/extract/packages";
import { changelogSection } from "../../src/pipeline/collect/extract/registries";
import { compareVersions, parseVersion } from "../../src/pipeline/collect/extract/versions";
import { withoutTrailingSlashes } from "../../src/pipeline/collect/urls";

describe("install commands, as a table of command words", () => {
  it("reads every command of the table, its flags skipped and the package's version, extra or pin cut", () => {
    const text = [
      "`yarn global add acme-cli`",
      "$ pnpm i -D @acme/sdk@2.1.0",
      "bun add acme-bun",
      "python3 -m pip install --upgrade Acme_Tools==2.0",
      "uv pip install 'acme-uv'",
      "poetry add acme-poetry>=1.0.",
      "pipx install acme-pipx[cli]",
      "cargo install acme-rs --locked",
    ].join("\n");
    expect(packagesInText(text)).toEqual([
      { registry: "npm", name: "acme-cli" },
      { registry: "npm", name: "@acme/sdk" },
      { registry: "npm", name: "acme-bun" },
      { registry: "pypi", name: "acme-tools" },
      { registry: "pypi", name: "acme-poetry" },
      { registry: "pypi", name: "acme-pipx" },
      { registry: "crates", name: "acme-rs" },
    ]);
  });

  it("takes no word of prose, and no command inside another word", () => {
    expect(packagesInText("pnpm install the app; npm install your deps; opnpm add x")).toEqual([]);
  });

  it("reads registry links and App Store ids from the URL's parts", () => {
    expect(packageOfUrl("https://www.npmjs.com/package/@acme/sdk/v/2.0.0")).toEqual({
      registry: "npm",
      name: "@acme/sdk",
    });
    expect(packageOfUrl("https://apps.apple.com/us/app/acme/id123456789")).toEqual({
      registry: "appstore",
      name: "123456789",
    });
    expect(packageOfUrl("https://apps.apple.com/us/app/acme/id12345")).toBeNull();
    expect(normalisePypi("Acme__Tools.Py")).toBe("acme-tools-py");
  });
});

describe("board URLs in a page's HTML", () => {
  it("reads URLs a script's JSON escapes, and Workable's account subdomains in them", () => {
    const html =
      `<script>{"a":"https:\\/\\/jobs.ashbyhq.com\\/acme\\/embed",` +
      `"b":"https:\\/\\/legacy.workable.com\\/j\\/1"}</script>`;
    expect(detectBoards(html)).toEqual([
      { provider: "ashby", token: "acme" },
      { provider: "workable", token: "legacy" },
    ]);
    expect(
      detectBoards(`<a href="https://eu.acme.workable.com/">x</a><a href="https://jobs.workable.com/">y</a>`),
    ).toEqual([]);
  });
});

describe("registry and filing fields", () => {
  it("finds a changelog's section under a heading naming the version in any usual way", () => {
    const md = "# Changelog\r\n## [v2.0.0] - 2026-11-12\r\n- New\r\n## Version 1.9\n- Old\n## 1.9.1\n- Patch";
    expect(changelogSection(md, "2.0.0")).toBe("- New");
    expect(changelogSection(md, "1.9")).toBe("- Old");
    expect(changelogSection("####### 1.0.0\nx", "1.0.0")).toBeNull();
  });

  it("reads a GitHub account only on GitHub's hosts", () => {
    expect(githubAccountOf("https://WWW.GitHub.com/acme/x")).toBe("acme");
    expect(githubAccountOf("https://gist.github.com/acme")).toBeNull();
  });

  it("drops EDGAR's CIK and ticker brackets from a filer's name, and reads amounts in digits only", () => {
    expect(filerName("Acme Robotics, Inc.  (ACME)  (CIK 0001234567)")).toBe("Acme Robotics, Inc.");
    const xml = (amount: string) =>
      `<edgarSubmission><primaryIssuer><entityName>Acme</entityName></primaryIssuer>` +
      `<totalAmountSold>${amount}</totalAmountSold></edgarSubmission>`;
    expect(parseFormD(xml("1,500,000.50"))?.totalAmountSold).toBe(1_500_000.5);
    expect(parseFormD(xml("1e6"))?.totalAmountSold).toBeNull();
    expect(parseFormD(xml(",100"))?.totalAmountSold).toBeNull();
  });

  it("drops an endpoint's trailing slashes", () => {
    expect(withoutTrailingSlashes("https://efts.sec.gov/api//")).toBe("https://efts.sec.gov/api");
    expect(withoutTrailingSlashes("https://x.io")).toBe("https://x.io");
  });
});

describe("versions in semantic versioning's order", () => {
  it("orders numbers as numbers, pre-releases before their release and by their number", () => {
    const sorted = [
      "1.10.0",
      "1.2.0",
      "2.0.0",
      "2.0.0-beta.10",
      "2.0.0-beta.2",
      "2.0.0-alpha",
      "2.0.0rc1",
      "2.0.0-beta",
    ]
      .map((v) => parseVersion(v)!)
      .sort(compareVersions)
      .map((v) => v.raw);
    expect(sorted).toEqual([
      "1.2.0",
      "1.10.0",
      "2.0.0-alpha",
      "2.0.0-beta",
      "2.0.0-beta.2",
      "2.0.0-beta.10",
      "2.0.0rc1",
      "2.0.0",
    ]);
  });
});
