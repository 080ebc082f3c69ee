import type { Translations } from "./types";

/** Danish. */
export const DA: Translations = {
  health: "sundhed|sundhedsvæsen|sundhedsvæsenet|medicinsk",
  "health/care-delivery": "hospital|hospitaler|sygehus|klinik|klinikker|plejehjem|patienter|læger|lægepraksis",
  "health/care-delivery/pharmacy": "apotek|apoteker",
  "health/pharma": "medicinalvirksomhed|lægemidler|medicinalindustrien",
  "health/biotech": "bioteknologi|biotekselskab",
  "health/medtech": "medicoteknik|medicinsk udstyr",
  "health/dental": "tandlæge|tandlæger|tandklinik",
  "consumer/food-beverage":
    "fødevarer|fødevarevirksomhed|bageri|bagerier|bryggeri|bryggerier|drikkevarer|kaffebar|kaffekæde|" +
    "restaurantkæde|restauranter|chokolade|mejeri",
  "consumer/fashion-beauty/beauty": "kosmetik|hudpleje|skønhed|solcreme",
  "consumer/fashion-beauty/apparel": "tøj|tøjmærke|modemærke|sko",
  "consumer/travel": "hoteller|hotelkæde|turisme|rejsebureau",
  "consumer/home/home-goods": "møbler|møbelproducent",
  "consumer/fitness-wellness": "fitnesscenter|fitnesskæde",
  "fintech/banking": "banker|pengeinstitut|sparekasse",
  "fintech/insurtech": "forsikring|forsikringer|forsikringsselskab",
  "fintech/lending": "kreditter|långiver",
  "fintech/accounting": "bogføring|regnskab|revisor|revisionsfirma",
  "industrial/manufacturing": "producent|fabrik|fabrikker|stålværk|industrivirksomhed|underleverandør",
  "industrial/manufacturing/advanced-materials": "kemi|kemivirksomhed|kemiindustrien",
  "industrial/construction": "byggefirma|entreprenør|entreprenørvirksomhed|byggebranchen",
  "industrial/logistics": "logistik|vognmand|vognmænd|speditør|fragtfirma",
  "climate/solar": "solenergi|solceller|solcellepark",
  "climate/wind": "vindenergi|vindmøller|vindmøllepark|havvind",
  climate: "fossilfri|klimaneutral|grøn energi|energiselskab|vedvarende energi|grøn omstilling",
  "climate/agtech": "landbrug|landmænd|landmand",
  proptech: "ejendomme|ejendomsselskab|ejendomsmægler|boliger",
  edtech: "skole|skoler|uddannelse|universitet",
  legaltech: "advokatfirma|advokater",
  mobility: "bilforhandler|bilforhandlere|mobilitet",
  "work/recruiting": "vikarbureau|rekruttering",
  "climate/buildings": "varmepumpe|varmepumper|energirenovering|energieffektivisering",
};
