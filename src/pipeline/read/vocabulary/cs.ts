import type { Vocabulary } from "./vocabulary";

/** Czech and Slovak, folded ("získal" is "ziskal", "převzal" "prevzal"). */
export const CS: Vocabulary = [
  // "získal investici 80 milionů korun", "uzavřel investiční kolo"
  ["fundraising", 3, "ziskal|ziskala|ziskalo|ziskava ~6 investic*|milion*|financovani"],
  ["fundraising", 3, "ziskal|ziskala|ziskalo|ziskava ~6 #amount"],
  ["fundraising", 3, "investicni kolo|kola|kole"],
  ["fundraising", 3, "kolo|kola financovani"],
  ["fundraising", 3, "investici ve vysi"],
  // A grant is money raised too: "získal grant z programu EIC Accelerator", "získala dotaci ve výši 2,4 milionu".
  ["fundraising", 3, "ziskal|ziskala|ziskalo|ziskava|obdrzel|obdrzela ~3 grant|granty|dotaci|dotace"],
  ["corporate_event", 3.5, "kupuje|koupil|koupila|prevzal|prevzala|prebira ~4 firmu|spolecnost|startup|podil"],
  ["corporate_event", 3.5, "akvizice|akvizici|fuze"],
  ["corporate_event", 3.5, "meni|zmenil|zmenila|zmenilo nazev|jmeno"],
  // A shutdown decided or announced: "jsme se rozhodli ukončit provoz", "ukončujeme činnost".
  ["corporate_event", 3.5, "ukoncuje|ukoncujeme|ukoncil|ukoncila|ukoncili|ukoncit|ukoncime ~2 cinnost|provoz"],
  ["leadership_change", 3.5, "novym|novou #exec"],
  ["leadership_change", 3.5, "generalnim reditelem|generalni reditelkou"],
  ["customer_partnership", 3, "partnerstvi|spoluprace|spolupraci s|se"],
  // A customer choosing it: "Skupina ČEZ si vybrala …".
  ["customer_partnership", 2.5, "vybira|vybral|vybrala|vybrali ?si #name"],
  ["customer_partnership", 3, "podepsal|podepsala|uzavrel|uzavrela ~3 smlouvu|dohodu"],
  // In the third person or, as a company writes of itself, the first ("představujeme", "spustili jsme").
  [
    "product_update",
    2.5,
    ["spousti|spustil|spustila|predstavuje|predstavil|predstavila|predstavujeme|spoustime", "spustili jsme"],
  ],
  // A team cut and an insolvency: "propouští 40 zaměstnanců", "insolvenční návrh".
  ["corporate_event", 3.5, "propousti|propusti|propustila|propustil ~6 #integer zamestnancu|lidi|pracovniku"],
  ["corporate_event", 3.5, ["insolvencni navrh|rizeni", "v insolvenci", "vyhlasila|vyhlasil bankrot"]],
];
