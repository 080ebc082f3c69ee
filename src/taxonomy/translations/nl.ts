import type { Translations } from "./types";

/** Dutch. */
export const NL: Translations = {
  health: "gezondheid|gezondheidszorg|zorg|medisch|medische",
  "health/care-delivery":
    "ziekenhuis|ziekenhuizen|kliniek|klinieken|huisarts|huisartsen|verpleeghuis|verpleeghuizen|zorginstelling|" +
    "zorginstellingen|patiënten|artsen",
  "health/care-delivery/pharmacy": "apotheek|apotheken",
  "health/pharma": "farmaceut|farmaceutisch|geneesmiddelen|medicijnen",
  "health/biotech": "biotechnologie|biotechbedrijf",
  "health/medtech": "medische hulpmiddelen|medische technologie",
  "health/dental": "tandarts|tandartsen|tandartspraktijk",
  "consumer/food-beverage":
    "voedsel|voeding|levensmiddelen|bakkerij|bakkerijen|brouwerij|brouwerijen|dranken|koffiebar|koffieketen|" +
    "restaurantketen|horeca|chocolade|zuivel",
  "consumer/fashion-beauty/beauty": "cosmetica|cosmeticamerk|huidverzorging|zonnebrand|schoonheid",
  "consumer/fashion-beauty/apparel": "kleding|modemerk|kledingmerk|schoenen",
  "consumer/travel": "hotels|hotelketen|toerisme|reisorganisatie|vakantieparken",
  "consumer/home/home-goods": "meubels|meubelmaker|woonwinkel",
  "consumer/fitness-wellness": "sportschool|sportscholen",
  "fintech/banking": "banken|spaarbank",
  "fintech/insurtech": "verzekeraar|verzekeraars|verzekering|verzekeringen",
  "fintech/lending": "leningen|kredietverstrekker",
  "fintech/accounting": "boekhouding|accountants|accountantskantoor",
  "industrial/manufacturing": "fabrikant|fabriek|fabrieken|staalbedrijf|metaalbedrijf|maakindustrie|toeleverancier",
  "industrial/manufacturing/advanced-materials": "chemie|chemiebedrijf|chemiebedrijven|chemische industrie",
  "industrial/construction": "bouwbedrijf|bouwbedrijven|aannemer|aannemers|bouwsector",
  "industrial/logistics": "logistiek|transportbedrijf|vervoerder|expediteur",
  "climate/solar": "zonne-energie|zonnepanelen|zonnepark",
  "climate/wind": "windenergie|windpark|windmolens",
  climate:
    "verduurzamen|co2-neutraal|klimaatneutraal|warmtebatterij|warmtebatterijen|zonnewarmte|" +
    "energieleverancier|duurzame energie|energietransitie",
  "climate/agtech": "landbouw|boeren|akkerbouw|veehouderij|tuinbouw",
  proptech: "vastgoed|makelaar|makelaars|woningcorporatie|woningen",
  edtech: "school|scholen|onderwijs|universiteit|hogeschool",
  legaltech: "advocatenkantoor|advocaten|notariskantoor",
  mobility: "autodealer|autobedrijf|mobiliteit",
  "work/recruiting": "uitzendbureau|werving en selectie",
  "climate/buildings": "warmtepomp|warmtepompen|verduurzaming|energiebesparing|isolatie",
};
