// Long, realistic content for the compact-page size checks (spec 8 "Typical sizes"): prose with
// typographic punctuation, long company names, and evidence with long URLs and titles.

const SENTENCES = [
  "Northwind announced a €12.5 million Series A led by Lakestar, with participation from existing investors — its " +
    "first priced round since the 2024 seed.",
  "The company says annual recurring revenue tripled year over year and that it now serves 140 logistics operators " +
    "across Germany, France and the Nordics.",
  "It also opened a second office in Lisbon and posted eleven engineering roles, including a “Head of Autonomy” " +
    "reporting directly to the CTO.",
  "Customers quoted in the announcement include DB Schenker and a top-five European grocer; pricing moved from " +
    "per-seat to usage-based billing in August.",
];

/** `chars` characters of prose, cycling through the sentences. */
export function longProse(chars: number): string {
  let out = "";
  for (let i = 0; out.length < chars; i++) out += (out ? " " : "") + SENTENCES[i % SENTENCES.length];
  return out.slice(0, chars);
}

export const LONG_COMPANY_NAMES = [
  "Northwind Autonomous Logistics Systems GmbH",
  "Bluefield Computational Therapeutics, Inc.",
  "Société Générale d’Énergie Décarbonée SAS",
  "Kestrel Infrastructure & Developer Tooling Ltd",
];

/** `n` evidence links with long, realistic URLs and titles. */
export function longEvidence(n: number, seed = 0): { url: string; title: string }[] {
  return Array.from({ length: n }, (_, i) => ({
    url:
      `https://www.northwind-autonomous-logistics.example/en/newsroom/2026/09/` +
      `announcing-series-a-financing-and-expansion-${seed}-${i}?utm_source=feed`,
    title:
      `Northwind raises €12.5M Series A to scale autonomous yard logistics across Europe — press release, part ` +
      `${i + 1} of the announcement`,
  }));
}

/** Byte size of a response body as sent. */
export async function bodyBytes(res: Response): Promise<number> {
  return (await res.arrayBuffer()).byteLength;
}
