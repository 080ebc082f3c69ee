import type { Translations } from "./types";

/** Finnish. */
export const FI: Translations = {
  health: "terveys|terveydenhuolto|terveysala|lääketiede",
  "health/care-delivery": "sairaala|sairaalat|klinikka|klinikat|lääkäriasema|hoivakoti|potilaat|lääkärit",
  "health/care-delivery/pharmacy": "apteekki|apteekit",
  "health/pharma": "lääkeyhtiö|lääkkeet|lääketeollisuus",
  "health/biotech": "bioteknologia",
  "health/medtech": "terveysteknologia|lääkinnälliset laitteet",
  "health/dental": "hammaslääkäri|hammasklinikka",
  "consumer/food-beverage":
    "elintarvike|elintarvikkeet|elintarvikeyhtiö|leipomo|panimo|juomat|kahvila|kahvilaketju|ravintola|" +
    "ravintolaketju|suklaa|meijeri",
  "consumer/fashion-beauty/beauty": "kosmetiikka|ihonhoito|kauneus|aurinkosuoja",
  "consumer/fashion-beauty/apparel": "vaatteet|vaatemerkki|muotimerkki|kengät",
  "consumer/travel": "hotelli|hotelliketju|matkailu|matkatoimisto|hiihtokeskus",
  "consumer/home/home-goods": "huonekalut|huonekaluvalmistaja",
  "consumer/fitness-wellness": "kuntosali|kuntosaliketju",
  "fintech/banking": "pankki|pankit|osuuspankki",
  "fintech/insurtech": "vakuutus|vakuutukset|vakuutusyhtiö",
  "fintech/lending": "lainat|luotot|lainanantaja",
  "fintech/accounting": "kirjanpito|tilitoimisto",
  "industrial/manufacturing":
    "valmistaja|tehdas|tehtaat|terästehdas|konepaja|metalliteollisuus|alihankkija|köysivalmistaja",
  "industrial/manufacturing/advanced-materials": "kemia|kemianteollisuus",
  "industrial/construction": "rakennusyhtiö|rakennusliike|rakentaminen|urakoitsija",
  "industrial/logistics": "logistiikka|kuljetusyhtiö|huolinta",
  "climate/solar": "aurinkoenergia|aurinkopaneelit|aurinkovoimala",
  "climate/wind": "tuulivoima|tuulipuisto",
  climate: "hiilineutraali|päästötön|energiayhtiö|uusiutuva energia",
  "climate/agtech": "maatalous|maanviljelijät|maatila",
  proptech: "kiinteistöt|kiinteistöyhtiö|kiinteistönvälittäjä|asunnot",
  edtech: "koulu|koulut|koulutus|yliopisto",
  legaltech: "asianajotoimisto|asianajajat",
  mobility: "autokauppa|liikkuminen",
  "work/recruiting": "henkilöstöpalvelu|rekrytointi",
  "climate/buildings": "lämpöpumppu|lämpöpumput|energiatehokkuus",
};
