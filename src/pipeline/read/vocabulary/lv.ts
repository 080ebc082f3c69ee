import type { Vocabulary } from "./vocabulary";

/** Latvian, folded ("piesaistījusi" is "piesaistijusi", "saņem" "sanem"). Endings change words: stems end in `*`. */
export const LV: Vocabulary = [
  // "piesaistījusi 2 miljonus eiro", "sēklas investīciju kārta", "finansējuma raunds".
  ["fundraising", 3, "piesaista|piesaistija|piesaistijusi|piesaistijis|piesaistijam|sanema|sanemusi ~8 #amount"],
  ["fundraising", 3, "#amount ~3 investicij*|finansejum*"],
  ["fundraising", 3, "investiciju|finansejuma|sekla|seed ~2 kart*|raund*"],
  ["fundraising", 1.5, "vadija|vadibu|vadiba ~3 #name"],
  ["product_update", 2.5, ["laiz|laida|laidusi|laidis|laidam klaja", "prezente|prezentejam|prezentejusi"]],
  ["product_update", 2.5, "tagad|jau pieejams|pieejama"],
  ["hiring", 2, ["paplasinam ~2 komand*", "meklejam ~3 #integer"]],
  // "pievienojas kā tehnoloģiju direktors", "jaunais izpilddirektors", "iecelts par valdes priekšsēdētāju".
  ["leadership_change", 3.5, "pievienojas|pievienojusies|pievienojies ~8 #exec"],
  ["leadership_change", 3.5, ["jaunais|jauna|jaunaja|jauno ~2 #exec", "kluvis|kluvusi|kluva par ~4 #exec"]],
  ["leadership_change", 3.5, "iecelts|iecelta|iecel|iecela ~6 #exec"],
  ["leadership_change", 3, "atstaj|atstaja ~2 amat*|uznemum*|komand*"],
  [
    "corporate_event",
    3.5,
    [
      "iegadajas|iegadajusies|iegadajies|iegadajamies|parnem|parnemusi|parnemis ~3 #name",
      "iegadajas|iegadajusies|iegadajies|iegadajamies|parnem|parnemusi|parnemis ~3 uznemum*|sabiedrib*",
      "apvienojas|apvienosanas|apvienosanu",
    ],
  ],
  // A licence: "saņem Latvijas Bankas … licenci", "ir izsniegusi … licenci".
  ["corporate_event", 3, "sanem|sanema|sanemusi|sanemis|sanemam|izsniegusi|izsniedza|izsniedz ~6 licenc*|atlauj*"],
  // Expansion: "ienāk Igaunijas tirgū", "atver biroju Viļņā".
  ["corporate_event", 2.5, ["ienak|ienakusi|ienacis|ienakam ~3 tirg*", "atver|atvera|atvers ~3 biroj*"]],
  // A team cut, a shutdown, insolvency: "atlaiž 40 darbiniekus", "pārtrauc darbību", "maksātnespēja".
  [
    "corporate_event",
    3.5,
    [
      "atlaiz|atlaida|atlaidis|atlaidusi ~4 #integer",
      "atlaiz|atlaida|atlaidis|atlaidusi ~4 darbinieku|darbiniekus",
      "samazina|samazinam|samazinaja ~3 darbinieku skait*|komand*",
      "partrauc|partrauca|partraucam ~3 darbib*",
      "maksatnespej*|likvidacij*",
    ],
  ],
  ["customer_partnership", 3, ["nosledz|nosledza|nosledzam|parakstija|paraksta ~4 ligum*", "sadarbibas ligum*"]],
  // A milestone: "miljonais lietotājs", "jau miljons klientu".
  ["metrics_shared", 3, ["miljonais|miljona ~2 lietotaj*|klient*|klausitaj*", "miljon* ~2 lietotaj*|klient*"]],
  ["metrics_shared", 3, "jau ~3 miljons"],
];
