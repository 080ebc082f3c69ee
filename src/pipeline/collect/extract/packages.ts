/*
 * The packages and apps a company ships, as its own pages and its GitHub repositories point to
 * them: links to a package's registry page (npmjs.com/package/…,
 * pypi.org/project/…, crates.io/crates/…), App Store links and badges (apps.apple.com/…/id123),
 * and install commands its pages show (`npm install @acme/sdk`, `pip install acme`, `cargo add
 * acme`). A link is the company's own word; an install command may name anyone's package (a
 * framework its docs also install), so such a package counts only when its registry metadata
 * points back at the company (sources/registries.ts).
 */

import { isDigits, spaceTokens, words } from "../../../text";

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
/** What each registry allows as a name. */
const NAME_SHAPES: Record<Exclude<Registry, "appstore">, RegExp> = {
  npm: NPM_NAME,
  pypi: PYPI_NAME,
  crates: CRATE_NAME,
};

/** The package a URL names, or null: a registry page or an App Store link. */
export function packageOfUrl(raw: string): Omit<PackageRef, "via"> | null {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return null;
  }
  const hostname = u.hostname.toLowerCase();
  const host = hostname.startsWith("www.") ? hostname.slice(4) : hostname;
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
    // "/us/app/acme/id1234567890": the app's id, 6 to 12 digits after "id".
    const id = parts
      .filter((p) => p.startsWith("id") && p.length >= 8 && p.length <= 14 && isDigits(p.slice(2)))
      .map((p) => p.slice(2))[0];
    return id ? { registry: "appstore", name: id } : null;
  }
  return null;
}

/** PyPI compares names folded, runs of `-`, `_` and `.` as one `-` (PEP 503; no valid name starts or ends so). */
export function normalisePypi(name: string): string {
  return name.toLowerCase().replaceAll("_", "-").replaceAll(".", "-").split("-").filter(Boolean).join("-");
}

/** Install commands, as the words typed before the package, per registry (`npm i -D acme`, `python -m pip install`). */
const INSTALL_COMMANDS: [Exclude<Registry, "appstore">, string[]][] = [
  [
    "npm",
    "npm install|npm i|npm add|yarn add|yarn global add|pnpm add|pnpm install|pnpm i|bun add|bun install|bun i".split(
      "|",
    ),
  ],
  [
    "pypi",
    (
      "pip install|pip3 install|python -m pip install|python3 -m pip install|uv add|uv pip install|poetry add|" +
      "pipx install"
    ).split("|"),
  ],
  ["crates", ["cargo add", "cargo install"]],
];
/** Words of prose that follow an install command's words and are no package ("npm install the SDK"). */
const NOT_PACKAGES = new Set([
  "-",
  "install",
  "add",
  "the",
  "a",
  "an",
  "your",
  "it",
  "this",
  "and",
  "or",
  "to",
  "from",
]);
/** Where a package's name ends in a command: an extra (`acme[cli]`), a pin (`acme==2`), a quote or a bracket. */
const NAME_ENDS = ["[", "=", "<", ">", "~", "!", "`", "'", '"', "(", ")", "{", "}", ","];
/** Punctuation of the sentence a command ends ("… pip install acme."). */
const TRAILING = [".", ",", ";", ":"];

/** Packages named by install commands in a page's text (`npm install @acme/sdk`), registry by registry. */
export function packagesInText(text: string): Omit<PackageRef, "via">[] {
  const tokens = spaceTokens(text);
  const lower = tokens.map((t) => t.toLowerCase());
  return COMMAND_WORDS.flatMap(([registry, commands]) => {
    const shape = NAME_SHAPES[registry];
    const out: Omit<PackageRef, "via">[] = [];
    for (let i = 0; i < tokens.length; i++) {
      const command = commands.find((c) => c.every((w, k) => isCommandWord(lower[i + k], w, k)));
      if (!command) continue;
      i += command.length;
      while (tokens[i]?.startsWith("-") && tokens[i]!.length > 1) i++; // flags: `-D`, `--save-dev`, `-U`
      const name = bareName(tokens[i] ?? "");
      if (!shape.test(name) || NOT_PACKAGES.has(name.toLowerCase())) continue;
      out.push({ registry, name: registry === "pypi" ? normalisePypi(name) : name.toLowerCase() });
    }
    return out;
  });
}

/** Each registry's commands as their words, split once: every token of every page is tried against them. */
const COMMAND_WORDS = INSTALL_COMMANDS.map(
  ([registry, commands]) => [registry, commands.map((c) => c.split(" "))] as const,
);

/**
 * A command's `k`th word (`token` in lower case); the first may follow a prompt or a backtick ("$ npm", "`npm"; "pnpm"
 * is not "npm").
 */
function isCommandWord(token: string | undefined, word: string, k: number): boolean {
  const t = token ?? "";
  return t === word || (k === 0 && t.endsWith(word) && words(t).at(-1) === word);
}

/** The package's name in the token after a command: its version, extra and pin left off ("acme@2", "acme[cli]"). */
function bareName(token: string): string {
  let name = token;
  for (const end of NAME_ENDS) name = name.split(end)[0]!;
  const version = name.indexOf("@", 1);
  if (version > 0) name = name.slice(0, version);
  while (TRAILING.some((p) => name.endsWith(p))) name = name.slice(0, -1);
  return name;
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
