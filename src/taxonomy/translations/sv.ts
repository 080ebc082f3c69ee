import type { Translations } from "./types";

/** Swedish. */
export const SV: Translations = {
  health: "hälsa|hälso- och sjukvård|sjukvård|vård|medicinsk",
  "health/care-delivery": "sjukhus|klinik|kliniker|vårdcentral|vårdcentraler|äldreboende|patienter|läkare",
  "health/care-delivery/pharmacy": "apotek|apoteket",
  "health/pharma": "läkemedel|läkemedelsbolag|läkemedelsföretag",
  "health/biotech": "bioteknik|bioteknikbolag",
  "health/medtech": "medicinteknik|medicintekniska produkter",
  "health/dental": "tandläkare|tandvård|tandklinik",
  "consumer/food-beverage":
    "livsmedel|livsmedelsföretag|bageri|bagerier|bryggeri|bryggerier|drycker|kafékedja|kaffekedja|" +
    "restaurangkedja|restauranger|choklad|mejeri",
  "consumer/fashion-beauty/beauty": "kosmetika|skönhet|hudvård|solskydd",
  "consumer/fashion-beauty/apparel": "kläder|modemärke|klädmärke|skor",
  "consumer/travel": "hotell|hotellkedja|turism|resebyrå|skidort",
  "consumer/home/home-goods": "möbler|möbeltillverkare",
  "consumer/fitness-wellness": "gym|gymkedja",
  "fintech/banking": "banker|sparbank",
  "fintech/insurtech": "försäkring|försäkringar|försäkringsbolag",
  "fintech/lending": "krediter|långivare",
  "fintech/accounting": "bokföring|redovisning|redovisningsbyrå",
  "industrial/manufacturing": "tillverkare|fabrik|fabriker|stålverk|verkstadsindustri|underleverantör",
  "industrial/manufacturing/advanced-materials": "kemi|kemiföretag|kemiindustri",
  "industrial/construction": "byggföretag|byggbolag|byggbranschen|entreprenör",
  "industrial/logistics": "logistik|åkeri|åkerier|speditör|transportföretag",
  "climate/solar": "solenergi|solceller|solcellspark|solpaneler",
  "climate/wind": "vindkraft|vindpark|vindkraftverk",
  climate: "fossilfri|fossilfritt|klimatneutral|energibolag|förnybar energi|energiomställning",
  "climate/agtech": "jordbruk|lantbruk|lantbrukare|bönder",
  proptech: "fastigheter|fastighetsbolag|fastighetsmäklare|bostäder",
  edtech: "skola|skolor|utbildning|universitet|högskola",
  legaltech: "advokatbyrå|advokatbyråer|advokater",
  mobility: "bilhandlare|fordonsindustri|mobilitet",
  "work/recruiting": "bemanning|bemanningsföretag|rekrytering",
  "climate/buildings": "värmepump|värmepumpar|energieffektivisering",
};
