import type { Vocabulary } from "./vocabulary";

/** Dutch. */
export const NL: Vocabulary = [
  // A grant: "ontvangt 2 miljoen euro subsidie", "krijgt een EIC-subsidie".
  ["fundraising", 3, ["ontvangt|krijgt|ontving|kreeg ~6 subsidie|*subsidie", "#amount ~3 subsidie"]],
  // "haalt 4 miljoen euro op", "sluit financieringsronde van 8 miljoen af"
  ["fundraising", 3, "haalt|haalde|opgehaald|sluit|sloot|ontvangt|ontving|krijgt|kreeg ~10 #amount"],
  ["fundraising", 3, "financieringsronde|investeringsronde"],
  ["fundraising", 3, "serie|series a|b|c|d|e|f|g|h ronde|financiering|investering"],
  ["fundraising", 3, "seed ronde|financiering|investering"],
  ["fundraising", 1.5, "geleid door"],
  // "Onze eerste institutionele ronde is rond", "4 miljoen euro opgehaald", "nieuwe investeerders aan boord".
  ["fundraising", 3, "*ronde is|zijn rond|gesloten|afgerond"],
  ["fundraising", 3, "#amount ~3 opgehaald|aangetrokken|binnengehaald"],
  ["fundraising", 2.5, "nieuwe investeerders aan boord"],
  ["product_update", 2.5, "lanceert|lanceren|lanceerde|introduceert|presenteert|onthult"],
  ["product_update", 2.5, "vanaf vandaag|nu ~2 beschikbaar"],
  // A release note's label: "Nieuw: gesplitst betalen met iDEAL en Wero".
  ["product_update", 1, "nieuw|verbeterd|opgelost|toegevoegd :"],
  ["product_update", 2.5, "is nu beschikbaar"],
  ["product_update", 1.5, "nieuwe functie|functies|versie|app|integratie|product"],
  // Prices changed: "Nieuwe prijzen per 1 februari", "prijsverhoging", "onze tarieven veranderen".
  ["product_update", 2.5, "nieuwe prijzen|tarieven|prijs"],
  ["product_update", 2.5, "*prijsverhoging|*prijswijziging|*tariefwijziging"],
  ["hiring", 2.5, "wij|we zoeken"],
  ["hiring", 2.5, "kom ons team versterken"],
  ["hiring", 2, "meerdere|nieuwe vacatures"],
  ["hiring", 1.5, "ons team groeit"],
  ["leadership_change", 3.5, "wordt|is ?onze ?nieuwe #exec"],
  ["leadership_change", 3.5, "benoemt|benoemd|versterkt|treedt ~8 als|tot ?nieuwe #exec"],
  ["leadership_change", 2.5, "nieuwe #exec"],
  ["leadership_change", 3, "verlaat het bedrijf"],
  ["leadership_change", 3, "treedt af"],
  ["corporate_event", 3.5, "neemt ~4 over"],
  ["corporate_event", 3.5, "overgenomen door"],
  ["corporate_event", 3.5, "overname van|door"],
  ["corporate_event", 3.5, "fuseert met"],
  ["corporate_event", 3.5, "stopt met ~2 activiteiten"],
  // A shutdown dated or decided: "Laadruim stopt per 31 december 2026", "het besluit genomen om Laadruim te stoppen".
  // The company's name its subject, not "Wij stoppen per direct met …" (a line dropped) nor "De actie stopt op …".
  [
    "corporate_event",
    3.5,
    [
      "!wij|we|ik|zij|dit|deze|die|de|het #name stopt|stoppen per|op|eind ?#integer",
      "besluit ~6 om #name te stoppen",
      "sluit|sluiten de deuren",
    ],
  ],
  // "Supermarktketen Dekkers kiest voor Lokaalstroom", "rolt … uit in alle 182 winkels"
  ["customer_partnership", 3, "partnerschap|samenwerking met"],
  // An insurer that pays for the product: "vanaf 2027 vergoed door Zilveren Kruis", "vergoeding vanuit CZ".
  ["customer_partnership", 3, ["vergoed door|vanuit #name", "vergoeding door|vanuit #name"]],
  // "hebben een samenwerkingsovereenkomst ondertekend", "sluiten een partnerschap".
  [
    "customer_partnership",
    3,
    "samenwerkingsovereenkomst|partnerschap|samenwerking|overeenkomst ~3 ondertekend|getekend|gesloten|aangegaan",
  ],
  ["customer_partnership", 3, "gaat ~2 samenwerken met"],
  ["customer_partnership", 2.5, "kiest|koos voor"],
  ["customer_partnership", 2.5, "rolt|rolde ~6 uit in|bij"],
  // "Bouwpas en Zekerheid gaan samenwerken", "heet voortaan Brigade".
  ["customer_partnership", 3, "gaan|gaat ~2 samenwerken"],
  ["customer_partnership", 3, "sluit|sluiten|tekent|tekenen ~3 overeenkomst|contract met"],
  ["corporate_event", 3.5, ["heet|heten voortaan", "heet|heten vanaf nu|vandaag", "heet|heten sinds vandaag"]],
  ["corporate_event", 2, "nieuwe naam"],
  // A team cut and an insolvency: "ontslaat 40 medewerkers", "schrapt 25 banen", "failliet verklaard".
  [
    "corporate_event",
    3.5,
    "ontslaat|ontslaan|ontsloeg|schrapt|schrappen|schrapte ~6 #integer " +
      "medewerkers|werknemers|banen|arbeidsplaatsen|collegas",
  ],
  [
    "corporate_event",
    3.5,
    [
      "failliet verklaard",
      "is|zijn|gaat|ging failliet",
      "faillissement aangevraagd|uitgesproken",
      "surseance van betaling",
    ],
  ],
  // Expansion into a new country or city: "breidt uit naar Duitsland", "opent een kantoor in Londen".
  [
    "corporate_event",
    2.5,
    [
      "breidt|breiden ~2 uit naar #place",
      "opent|openen ~5 in #place",
      "expandeert|expanderen naar #place",
      "eerste kantoor in #place",
      // A new branch, wherever it is: "opent haar vierde vestiging", "opent eerste vestiging buiten Groningen".
      "opent|openen|opende|openden ~6 *vestiging|filiaal|*kantoor",
    ],
  ],
  // A regulator's approval of the product: "ontvangt CE-markering", "krijgt FDA-goedkeuring".
  [
    "product_update",
    3,
    [
      "ontvangt|ontving|krijgt|kreeg|behaalt|behaald|verkrijgt|verkregen ~3 ce-markering",
      "ontvangt|ontving|krijgt|kreeg|behaalt|behaald|verkrijgt|verkregen ~3 *goedkeuring",
      // The perfect tense puts the participle last: "Veldpunt heeft de CE-markering ontvangen voor SepsiQ".
      "heeft|hebben ~2 ce-markering|*goedkeuring ontvangen|gekregen|behaald|verkregen",
    ],
  ],
  // A plant put to work: "de fabriek is in gebruik genomen", "opent fabriek in Delfzijl".
  ["corporate_event", 2.5, ["in gebruik genomen|gesteld", "opent|opende|opend ~3 *fabriek|*fabrieken|*installatie"]],
  // A certification, a status of the company as a licence is: "behaalt de ISO 27001-certificering".
  [
    "corporate_event",
    2.5,
    "behaalt|behaald|ontvangt|ontvangen|krijgt|kreeg ~4 *certificering|*certificatie|*accreditatie",
  ],
  // A count reached with the product: "Daarmee laden nu 1.000 elektrische trucks met onze software", "inmiddels 400
  // winkels via ons platform"; a milestone named.
  ["metrics_shared", 2.5, "nu|inmiddels|ondertussen #number ~4 met|via|op onze|ons"],
  ["metrics_shared", 1.5, "mijlpaal"],
  // A count passed, and its milestone person: "Slaapkompas passeert 100.000 deelnemers", "de 100.000ste deelnemer".
  [
    "metrics_shared",
    3,
    [
      "passeert|passeerde|bereikt|bereikte|overschrijdt|doorbreekt ?de ?grens ?van #number " +
        "deelnemers|gebruikers|klanten|leden|abonnees|downloads|bestellingen|patienten|winkels|bedrijven",
      "de|onze #nth",
    ],
  ],
];
