import { foldedPhrase, hasOtherScript, words } from "../../../text";

/*
 * The company's name as its own site writes it in another script (docs/pipeline.md "Off-site sources"): a bilingual
 * site titles its Arabic home page "دربك – توصيل في اليوم نفسه" where its English one says "Darbak – Same-day
 * delivery", and the Arabic press writes "دربك". Read from the titles of the site's own pages, where a site puts its
 * name: the first or the last part of a title, the place the company's own name takes on its other pages, or the
 * part every page repeats.
 */

/** What parts a title: " – ", " | ", " · ", " — ", " - ", ": ". */
const SEPARATOR = /\s+[|–—·-]\s+|:\s+/;
/** Words a name takes at most. */
const NAME_WORDS = 3;

type Place = "first" | "last";

/** The company's names in other scripts than its own name's, as the titles of its own pages write them. */
export function namesOnSite(
  pages: readonly { title?: string | null; text?: string; ok: boolean; source?: string }[],
  name: string,
) {
  const own = foldedPhrase(name);
  const titles = pages
    .filter((p) => p.ok && !p.source && p.title)
    .map((p) =>
      p
        .title!.split(SEPARATOR)
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .filter((parts) => parts.length >= 2);
  const ends = (parts: string[]): [Place, string][] => [
    ["first", parts[0]!],
    ["last", parts.at(-1)!],
  ];
  // Where the company's own name stands in its titles, and how often each end part recurs.
  const namePlaces = new Set<Place>();
  const counts = new Map<string, number>();
  for (const parts of titles)
    for (const [place, part] of ends(parts)) {
      if (foldedPhrase(part) === own) namePlaces.add(place);
      counts.set(`${place}:${part}`, (counts.get(`${place}:${part}`) ?? 0) + 1);
    }
  const out = new Set<string>();
  for (const parts of titles)
    for (const [place, part] of ends(parts)) {
      if (!hasOtherScript(part) || hasOtherScript(name) || words(part).length > NAME_WORDS) continue;
      if (namePlaces.has(place) || (counts.get(`${place}:${part}`) ?? 0) >= 2) out.add(part);
    }
  // "Negevra (נגברה) was founded in 2021": the name with its other script's form in brackets after it.
  for (const p of pages) if (p.ok && !p.source && p.text) for (const n of bracketedForms(p.text, name)) out.add(n);
  return [...out];
}

/** What brackets right after the company's name hold, when it is the name in another script (at most three words). */
function bracketedForms(text: string, name: string): string[] {
  if (hasOtherScript(name) || !name.trim()) return [];
  const out: string[] = [];
  const lower = text.toLowerCase();
  const own = name.trim().toLowerCase();
  for (let at = lower.indexOf(own); at >= 0; at = lower.indexOf(own, at + own.length)) {
    const rest = text.slice(at + own.length).trimStart();
    if (rest[0] !== "(" && rest[0] !== "（") continue;
    const close = [rest.indexOf(")"), rest.indexOf("）")].filter((i) => i > 0);
    const inner = close.length ? rest.slice(1, Math.min(...close)).trim() : "";
    const ws = words(inner);
    if (ws.length && ws.length <= NAME_WORDS && ws.every(hasOtherScript)) out.push(inner);
  }
  return out;
}

/** Language tags of scripts other than Latin, as sites name their versions' paths ("/ar/", "/ja", "/zh-hans/"). */
const OTHER_SCRIPT_LANGUAGES = new Set(
  "ar fa he ur th ja ko zh zh-cn zh-tw zh-hans zh-hant ru uk bg el hi bn ka hy ps".split(" "),
);

/** The home page's version in a language of another script ("/ar/" beside "/"), where its name is written so. */
export function otherScriptVersion(home: { links?: readonly { url: string }[] } | undefined, homeUrl: string) {
  const base = new URL(homeUrl);
  for (const link of home?.links ?? []) {
    let url: URL;
    try {
      url = new URL(link.url, base);
    } catch {
      continue;
    }
    const segments = url.pathname.toLowerCase().split("/").filter(Boolean);
    if (url.host === base.host && segments.length === 1 && OTHER_SCRIPT_LANGUAGES.has(segments[0]!)) return url.href;
  }
  return null;
}
