import type { Translations } from "./types";

/** Portuguese. */
export const PT: Translations = {
  health: "saúde|médico|médica|medicina",
  "health/care-delivery": "hospital|hospitais|clínica|clínicas|lar de idosos|pacientes|médicos",
  "health/care-delivery/pharmacy": "farmácia|farmácias|drogaria|drogarias",
  "health/pharma": "farmacêutica|farmacêuticas|laboratório farmacêutico|medicamentos",
  "health/biotech": "biotecnologia",
  "health/medtech": "dispositivos médicos|equipamentos médicos",
  "health/dental": "dentista|dentistas|clínica odontológica|odontologia",
  "consumer/food-beverage":
    "alimentos|alimentação|alimentícia|padaria|padarias|cervejaria|cervejarias|bebidas|cafeteria|cafeterias|" +
    "rede de cafeterias|restaurantes|rede de restaurantes|vinhos|chocolates",
  "consumer/fashion-beauty/beauty": "cosméticos|cosmética|beleza|cuidados com a pele|protetor solar",
  "consumer/fashion-beauty/apparel": "moda|roupas|vestuário|calçados|marca de roupas",
  "consumer/travel": "hotel|hotéis|hotelaria|turismo|agência de viagens|pousada",
  "consumer/home/home-goods": "móveis",
  "consumer/fitness-wellness": "academia|academias|rede de academias",
  "fintech/banking": "banco|bancos|banco digital|cooperativa de crédito",
  "fintech/insurtech": "seguros|seguradora|seguradoras",
  "fintech/lending": "empréstimos|crédito consignado",
  "fintech/accounting": "contabilidade|contadores|escritório de contabilidade",
  "industrial/manufacturing": "fabricante|fábrica|fábricas|siderúrgica|metalúrgica",
  "industrial/manufacturing/advanced-materials": "química|petroquímica|plásticos",
  "industrial/construction": "construtora|construtoras|construção civil|incorporadora",
  "industrial/logistics": "logística|transportadora|transportadoras|frete",
  "climate/solar": "energia solar|fotovoltaica|painéis solares|usina solar",
  "climate/wind": "energia eólica|eólica|parque eólico",
  climate:
    "descarbonização|descarbonizar|baixo carbono|solar térmica|energias renováveis|energia renovável|" +
    "distribuidora de energia|transição energética",
  "climate/agtech": "agricultura|agricultores|agronegócio|agro|agropecuária|fazenda|fazendas",
  proptech: "imobiliária|imobiliárias|imóveis|habitação",
  edtech: "escola|escolas|educação|universidade|faculdade",
  legaltech: "escritório de advocacia|advogados|cartório",
  mobility: "concessionária|concessionárias|automotivo|montadora",
  "work/recruiting": "recrutamento|agência de empregos",
  "climate/buildings": "bomba de calor|bombas de calor|eficiência energética",
};
