import { DA } from "./da";
import { DE } from "./de";
import { ES } from "./es";
import { FI } from "./fi";
import { FR } from "./fr";
import { ID } from "./id";
import { IT } from "./it";
import { NB } from "./nb";
import { NL } from "./nl";
import { PL } from "./pl";
import { PT } from "./pt";
import { SV } from "./sv";
import type { Translations } from "./types";

/*
 * The taxonomy's categories in the languages the tracker reads, as data: a site or an article in German speaks of
 * "Kliniken", not "clinics", and its sector is read from those words (docs/pipeline.md, "Languages").
 */

export type { Translations } from "./types";

const LANGUAGES: Readonly<Record<string, Translations>> = {
  da: DA,
  de: DE,
  es: ES,
  fi: FI,
  fr: FR,
  id: ID,
  it: IT,
  nb: NB,
  nl: NL,
  pl: PL,
  pt: PT,
  sv: SV,
};

// A cache of the static data by category, built on first use.
let byCategory: Map<string, string[]> | undefined;

/** Every language's words for a category ("health/dental" → "zahnarzt", "dentiste", …). */
export function translationsOf(categoryId: string): readonly string[] {
  byCategory ??= collect();
  return byCategory.get(categoryId) ?? [];
}

/** Category ids that have words in another language. */
export function translatedCategoryIds(): string[] {
  byCategory ??= collect();
  return [...byCategory.keys()];
}

function collect(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const words of Object.values(LANGUAGES))
    for (const [id, alternatives] of Object.entries(words))
      out.set(id, [...(out.get(id) ?? []), ...alternatives.split("|")]);
  return out;
}
