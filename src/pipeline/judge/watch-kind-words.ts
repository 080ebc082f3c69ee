import type { ChangeType } from "../signal";
import { HEAD_NOUNS } from "./watch-head-nouns";

const heads = (type: ChangeType): string[] => HEAD_NOUNS[type] ?? [];

/**
 * Words naming the kinds that have no quick pick (docs/spec/decisions.md signal types), read before the quick picks so
 * that "executive hires" is a leadership change, not any hire, and "CEO or founder changes" no founder's visibility.
 * Phrases of read/phrases.ts: "c-suite" is written with a hyphen or a space, "m ?& a" with "&" or none.
 */
export const KIND_WORDS: { type: ChangeType; words: string[] }[] = [
  // Money in by any instrument, under the list's own words: "Anything on money coming in — equity, DFI loans or
  // grants".
  { type: "fundraising", words: ["equity|loan|loans|grant|grants", "money coming in"] },
  {
    type: "leadership_change",
    words: [
      "leadership|executive|executives|exec|execs|departure|departures|appointment|appointments",
      "c-suite|level",
      "management team|change|changes",
      "new|senior leaders|hires",
      "founder|founders leaving|departure|departures|exit|exits|leaves",
      "founder|founders|ceo|ceos change|changes|transition|transitions|succession",
      // "CEO or founder role changes".
      "founder|founders|ceo|ceos|cto|cfo|coo role|roles change|changes",
      "board change|changes",
      "change|changes|departure|departures ~3 ceo|ceos|founder|founders|cto|cfo",
      // The same in the other languages a list is written in: "Cambios de CEO o de fundadores", "salida de fundadores",
      // "départ d'un fondateur", "Wechsel in der Geschäftsführung".
      "cambio|cambios|salida|salidas|saida|saidas|troca|trocas|mudanca|mudancas|depart|departs|changement|" +
        "wechsel|abgang|uscita|cambio|vertrek|wisseling ~3 ceo|ceos|fundador|fundadores|fondateur|fondateurs|" +
        "fondatore|fondatori|grunder|grunderin|oprichter|oprichters|dirigeant|dirigeants|director|directora|diretor",
      // "contrataciones de ejecutivos", "contratações de executivos", "cambios en la dirección".
      "ejecutivo|ejecutivos|ejecutiva|ejecutivas|executivo|executivos|executiva|executivas|directivos|diretoria",
      "liderazgo|lideranca|dirigeants|fuhrungskrafte|dirigenti",
      ...heads("leadership_change"),
    ],
  },
  {
    type: "corporate_event",
    words: [
      "m ?& a",
      "corporate event|events|change|changes",
      "exit|exits|acquisition|acquisitions|acquired|merger|mergers|buyout|buyouts|takeover|takeovers",
      "shutdown|shutdowns|layoff|layoffs|downsizing|restructuring|rebrand|rebrands|rebranding",
      "rename|renames|renaming",
      // "Company identity changes", "name changes": a new name.
      "identity|name change|changes",
      // A new name or brand in the other languages a list is written in: "mudanças de marca", "cambio de nombre",
      // "changement de nom", "Umbenennung".
      "mudanca|mudancas|cambio|cambios|changement|changements|troca|trocas de marca|nome|nombre|marque|nom",
      "nova|nueva|nouvelle marca|marque",
      "umbenennung|namensanderung|namenswechsel|rebranding",
      // "Changes to the business", "business changes": what the company is, not what it ships.
      "change|changes to ?the business",
      "business change|changes",
      "shut-down|downs",
      "shutting down",
      "wind|winding down|downs",
      "wind-down|downs",
      "lay-off|offs",
      // A launch in a place is the company going there: "new city launches", "country launches".
      "city|cities|country|countries|market|markets|state|states launch|launches|launching",
      // A product withdrawn from the market: "recalls" (the vocabulary reads a recall so).
      "recall|recalls",
      ...heads("corporate_event"),
    ],
  },
];
