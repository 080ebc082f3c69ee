import type { Translations } from "./types";

/** Norwegian (Bokmål). */
export const NB: Translations = {
  health: "helse|helsevesen|helsevesenet|medisinsk",
  "health/care-delivery": "sykehus|klinikk|klinikker|legekontor|sykehjem|pasienter|leger",
  "health/care-delivery/pharmacy": "apotek",
  "health/pharma": "legemidler|legemiddelselskap",
  "health/biotech": "bioteknologi",
  "health/medtech": "medisinsk utstyr",
  "health/dental": "tannlege|tannleger|tannklinikk",
  "consumer/food-beverage":
    "matvarer|næringsmiddel|næringsmiddelindustrien|bakeri|bakerier|bryggeri|drikkevarer|kaffebar|kaffekjede|" +
    "restaurantkjede|restauranter|sjokolade|meieri|sjømat|oppdrett",
  "consumer/fashion-beauty/beauty": "kosmetikk|hudpleie|skjønnhet|solkrem",
  "consumer/fashion-beauty/apparel": "klær|klesmerke|motemerke|sko",
  "consumer/travel": "hoteller|hotellkjede|turisme|reisebyrå",
  "consumer/home/home-goods": "møbler|møbelprodusent",
  "consumer/fitness-wellness": "treningssenter|treningssentre",
  "fintech/banking": "banker|sparebank|sparebanken",
  "fintech/insurtech": "forsikring|forsikringer|forsikringsselskap",
  "fintech/lending": "kreditt|långiver",
  "fintech/accounting": "regnskap|regnskapsbyrå|revisor",
  "industrial/manufacturing": "produsent|fabrikk|fabrikker|verft|leverandørindustrien|underleverandør",
  "industrial/manufacturing/advanced-materials": "kjemi|kjemisk industri",
  "industrial/construction": "byggefirma|entreprenør|entreprenørselskap|byggebransjen",
  "industrial/logistics": "logistikk|transportselskap|speditør",
  "climate/solar": "solenergi|solceller|solcellepark",
  "climate/wind": "vindkraft|vindpark|havvind",
  climate: "fossilfri|klimanøytral|utslippsfri|energiselskap|fornybar energi|kraftselskap",
  "climate/agtech": "landbruk|bønder|bonde|fiskeoppdrett",
  proptech: "eiendom|eiendomsselskap|eiendomsmegler|boliger",
  edtech: "skole|skoler|utdanning|universitet|høyskole",
  legaltech: "advokatfirma|advokater",
  mobility: "bilforhandler|mobilitet",
  "work/recruiting": "bemanningsbyrå|rekruttering",
  "climate/buildings": "varmepumpe|varmepumper|energieffektivisering|enøk",
};
