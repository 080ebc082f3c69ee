/*
 * The packages and apps a company ships, as its own pages and its GitHub repositories point to
 * them: links to a package's registry page (npmjs.com/package/…,
 * pypi.org/project/…, crates.io/crates/…), App Store links and badges (apps.apple.com/…/id123),
 * and install commands its pages show (`npm install @acme/sdk`, `pip install acme`, `cargo add
 * acme`). A link is the company's own word; an install command may name anyone's package (a
 * framework its docs also install), so such a package counts only when its registry metadata
 * points back at the company (sources/registries.ts).
 */

export const REGISTRIES = ["npm", "pypi", "crates", "appstore"] as const;
export type Registry = (typeof REGISTRIES)[number];

export interface PackageRef {
  registry: Registry;
  /** The package's name (npm: with its scope), the crate's, or the app's App Store id. */
  name: string;
  /** `link`: the company's page or repository links to it; `install`: only an install command names it. */
  via: "link" | "install";
}

const NPM_NAME = /^(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]{0,213}$/i;
const PYPI_NAME = /^[a-z0-9](?:[a-z0-9._-]{0,98}[a-z0-9])?$/i;
const CRATE_NAME = /^[a-z][\w-]{0,63}$/i;

/** The package a URL names, or null: a registry page or an App Store link. */
export function packageOfUrl(raw: string): Omit<PackageRef, "via"> | null {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return null;
  }
  const host = u.hostname.toLowerCase().replace(/^www\./, "");
  const parts = u.pathname
    .split("/")
    .filter(Boolean)
    .map((p) => {
      try {
        return decodeURIComponent(p);
      } catch {
        return p;
      }
    });
  if (host === "npmjs.com" || host === "npmjs.org") {
    if (parts[0] !== "package") return null;
    const name = parts[1]?.startsWith("@") ? `${parts[1]}/${parts[2] ?? ""}` : parts[1];
    return name && NPM_NAME.test(name) ? { registry: "npm", name: name.toLowerCase() } : null;
  }
  if (host === "pypi.org" || host === "pypi.python.org") {
    const name = parts[0] === "project" || parts[0] === "pypi" ? parts[1] : null;
    return name && PYPI_NAME.test(name) ? { registry: "pypi", name: normalisePypi(name) } : null;
  }
  if (host === "crates.io" || host === "lib.rs") {
    const name = parts[0] === "crates" ? parts[1] : null;
    return name && CRATE_NAME.test(name) ? { registry: "crates", name: name.toLowerCase() } : null;
  }
  if (host === "apps.apple.com" || host === "itunes.apple.com") {
    const id = parts.map((p) => /^id(\d{6,12})$/.exec(p)?.[1]).find(Boolean);
    return id ? { registry: "appstore", name: id } : null;
  }
  return null;
}

/** PyPI compares names folded, runs of `-`, `_` and `.` as one `-` (PEP 503). */
export function normalisePypi(name: string): string {
  return name.toLowerCase().replace(/[-_.]+/g, "-");
}

/** Flags an install command may carry before the package (`npm i -D`, `pip install -U`). */
const FLAG = String.raw`(?:\s+-{1,2}[\w-]+(?:=\S+)?)*`;
const INSTALLS: [Registry, RegExp][] = [
  [
    "npm",
    new RegExp(
      String.raw`\b(?:npm\s+(?:install|i|add)|yarn\s+(?:global\s+)?add|pnpm\s+(?:add|install|i)|bun\s+(?:add|` +
        String.raw`install|i))${FLAG}\s+((?:@[\w.-]+\/)?[\w.-]+)`,
      "gi",
    ),
  ],
  [
    "pypi",
    new RegExp(
      String.raw`\b(?:pip3?\s+install|python3?\s+-m\s+pip\s+install|uv\s+(?:add|pip\s+install)|poetry\s+add|` +
        String.raw`pipx\s+install)${FLAG}\s+([\w.-]+)`,
      "gi",
    ),
  ],
  ["crates", new RegExp(String.raw`\bcargo\s+(?:add|install)${FLAG}\s+([\w-]+)`, "gi")],
];

/** Packages named by install commands in a page's text (`npm install @acme/sdk`). */
export function packagesInText(text: string): Omit<PackageRef, "via">[] {
  const out: Omit<PackageRef, "via">[] = [];
  for (const [registry, re] of INSTALLS) {
    for (const m of text.matchAll(re)) {
      // A version or an extra ("acme[cli]", "acme@2", "acme==2.0") is not part of the name.
      const bare = m[1]!
        .replace(/\[.*$/, "")
        .replace(/(.)@[^/]*$/, "$1")
        .replace(/[=<>~!].*$/, "")
        .replace(/[.,;:]+$/, "");
      const ok =
        registry === "npm" ? NPM_NAME.test(bare) : registry === "pypi" ? PYPI_NAME.test(bare) : CRATE_NAME.test(bare);
      if (!ok || /^(?:-|install|add|the|a|an|your|it|this|and|or|to|from)$/i.test(bare)) continue;
      out.push({ registry, name: registry === "pypi" ? normalisePypi(bare) : bare.toLowerCase() });
    }
  }
  return out;
}

/** Every package the pages name: links first (the company's own word), then install commands; each once. */
export function packagesOf(pages: { links?: { url: string }[]; text?: string }[]): PackageRef[] {
  const out: PackageRef[] = [];
  const add = (p: Omit<PackageRef, "via">, via: PackageRef["via"]) => {
    const same = out.find((o) => o.registry === p.registry && o.name === p.name);
    if (!same) out.push({ ...p, via });
    else if (via === "link") same.via = "link";
  };
  for (const page of pages)
    for (const l of page.links ?? []) {
      const p = packageOfUrl(l.url);
      if (p) add(p, "link");
    }
  for (const page of pages) for (const p of packagesInText(page.text ?? "")) add(p, "install");
  return out;
}
