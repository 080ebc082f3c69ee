import type { Vocabulary } from "./vocabulary";

/** Catalan, folded ("finançament" is "financament", "llança" "llanca"). */
export const CA: Vocabulary = [
  // "capta 2 milions d'euros", "tanca una ronda de 3 milions", "hem tancat una ronda … d'1,8 milions"
  [
    "fundraising",
    3,
    "capta|aconsegueix|tanca|aixeca|obte|rep|captem|hem|ha ?tancat|captat|aconseguit|aixecat|obtingut|rebut " +
      "~10 #amount",
  ],
  ["fundraising", 3, "ronda de financament|inversio"],
  ["fundraising", 3, "ronda llavor|seed|pre-seed"],
  ["fundraising", 3, "ronda serie a|b|c|d"],
  // A grant is money raised too: "rep un ajut Neotec", "obté una subvenció de 500.000 euros".
  ["fundraising", 3, "rep|obte|aconsegueix|rebut|obtingut ~6 ajut|ajuts|subvencio|subvencions"],
  ["fundraising", 1.5, "liderada|encapcalada|coliderada per"],
  // "llança", "presentem", "ja és disponible"
  ["product_update", 2.5, "llanca|llancem|llancat|presenta|presentem|estrena|estrenem"],
  ["product_update", 2.5, ["ja ?es disponible", "disponible des d'avui|ara"]],
  ["hiring", 2.5, ["estem contractant", "busquem talent|persones", "uneix-te a l'equip"]],
  ["leadership_change", 3.5, "nomena|incorpora|fitxa ~8 com a ?nou|nova #exec"],
  ["leadership_change", 3.5, "s'incorpora|s'uneix ~10 com a ?nou|nova #exec"],
  ["leadership_change", 2.5, "nou|nova #exec"],
  ["corporate_event", 3.5, ["adquireix|compra ~3 #name", "adquirida|adquirit|comprada|comprat per", "fusio amb"]],
  // Expansion into a new country or city, as the other Romance languages: "arriba a Portugal", "obre oficina a Lisboa".
  [
    "corporate_event",
    2.5,
    [
      "arriba|arriben|arribem|desembarca|desembarquem a|al #place",
      "obre|obrim|inaugura|inaugurem ~5 a #place",
      "primera oficina|seu|botiga a #place",
      "expansio a|cap a #place",
    ],
  ],
  // A shutdown and a team cut: "tanca les portes", "cessa l'activitat", "reduïm l'equip un 20%".
  [
    "corporate_event",
    3.5,
    [
      "tanca|tanquem|tancara les portes",
      "cessa|cessem|cessara l'activitat|activitat|operacions",
      "redueix|reduim|reduira ~3 equip|plantilla ~3 #integer",
      "acomiada|acomiadem ~4 #integer persones|treballadors",
    ],
  ],
  ["customer_partnership", 3, ["acord|alianca|col·laboracio amb", "signa|signem|signat ~4 acord|contracte|conveni"]],
  // A public tender won: "guanya el concurs de l'Ajuntament", "adjudicat el contracte".
  ["customer_partnership", 3, "guanya|adjudica|adjudicat|adjudicada ~3 concurs|licitacio|contracte"],
];
