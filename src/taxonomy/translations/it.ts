import type { Translations } from "./types";

/** Italian. */
export const IT: Translations = {
  health: "salute|sanità|sanitario|sanitaria|medicina",
  "health/care-delivery": "ospedale|ospedali|clinica|cliniche|casa di riposo|pazienti|medici",
  "health/care-delivery/pharmacy": "farmacia|farmacie",
  "health/pharma": "farmaceutica|farmaceutico|casa farmaceutica|farmaci",
  "health/biotech": "biotecnologie|biotech",
  "health/medtech": "dispositivi medici|dispositivo medico",
  "health/dental": "dentista|dentisti|studio dentistico|odontoiatria",
  "consumer/food-beverage":
    "alimentare|agroalimentare|panificio|birrificio|bevande|torrefazione|caffetteria|catena di bar|" +
    "ristoranti|catena di ristoranti|gelateria|gelaterie|cantina|vini|pasticceria|cioccolato",
  "consumer/fashion-beauty/beauty": "cosmetica|cosmetici|bellezza|cura della pelle|skincare|creme solari",
  "consumer/fashion-beauty/apparel": "moda|abbigliamento|calzature|marchio di moda|pelletteria",
  "consumer/travel": "albergo|alberghi|hotel|turismo|turistico|agenzia di viaggi",
  "consumer/home/home-goods": "mobili|arredamento|arredo",
  "consumer/fitness-wellness": "palestra|palestre",
  "fintech/banking": "banca|banche|istituto di credito",
  "fintech/insurtech": "assicurazione|assicurazioni|assicurativa|compagnia assicurativa",
  "fintech/lending": "prestiti|finanziamenti|mutui",
  "fintech/accounting": "contabilità|commercialista|commercialisti",
  "industrial/manufacturing": "produttore|fabbrica|stabilimento|acciaieria|acciaio|metalmeccanica|manifattura",
  "industrial/manufacturing/advanced-materials": "chimica|chimico|plastica",
  "industrial/construction": "impresa edile|imprese edili|edilizia|costruzioni",
  "industrial/logistics": "logistica|spedizioni|corriere|autotrasporto",
  "climate/solar": "energia solare|fotovoltaico|pannelli solari|impianto fotovoltaico",
  "climate/wind": "energia eolica|eolico|parco eolico",
  climate: "decarbonizzazione|decarbonizzare|solare termico|energie rinnovabili|rinnovabili|transizione energetica",
  "climate/agtech": "agricoltura|agricoltori|agricolo|azienda agricola",
  proptech: "immobiliare|immobiliari|agenzia immobiliare",
  edtech: "scuola|scuole|istruzione|università|formazione",
  legaltech: "studio legale|studi legali|avvocati|notai",
  mobility: "concessionaria|concessionarie|automotive|funivia|impianti di risalita",
  "work/recruiting": "selezione del personale|agenzia per il lavoro",
  "climate/buildings": "pompa di calore|pompe di calore|efficienza energetica|riqualificazione energetica",
};
