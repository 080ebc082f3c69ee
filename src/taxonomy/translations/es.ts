import type { Translations } from "./types";

/** Spanish. */
export const ES: Translations = {
  health: "salud|sanitario|sanitaria|médico|médica|medicina",
  "health/care-delivery": "hospital|hospitales|clínica|clínicas|residencia de mayores|residencias|pacientes|médicos",
  "health/care-delivery/pharmacy": "farmacia|farmacias",
  "health/pharma": "farmacéutica|farmacéuticas|laboratorio farmacéutico|medicamentos",
  "health/biotech": "biotecnología|biotecnológica",
  "health/medtech": "dispositivos médicos|tecnología médica",
  "health/dental": "dentista|dentistas|clínica dental|clínicas dentales",
  "consumer/food-beverage":
    "alimentos|alimentación|alimentaria|panadería|panaderías|cervecería|cervecera|bebidas|cafetería|cafeterías|" +
    "cadena de cafeterías|restaurantes|cadena de restaurantes|bodega|vinos|chocolates",
  "consumer/fashion-beauty/beauty": "cosmética|cosméticos|belleza|cuidado de la piel|protector solar",
  "consumer/fashion-beauty/apparel": "moda|ropa|marca de ropa|calzado|textil",
  "consumer/travel": "hotel|hoteles|hotelera|turismo|turística|agencia de viajes",
  "consumer/home/home-goods": "muebles|mueblería",
  "consumer/fitness-wellness": "gimnasio|gimnasios",
  "fintech/banking": "banco|bancos|banca|neobanco|caja de ahorros",
  "fintech/insurtech": "seguros|aseguradora|aseguradoras",
  "fintech/lending": "préstamos|créditos|microcréditos",
  "fintech/accounting": "contabilidad|contadores|contables",
  "industrial/manufacturing": "fabricante|fábrica|fábricas|siderúrgica|acero|metalúrgica|manufacturera",
  "industrial/manufacturing/advanced-materials": "química|químicas|petroquímica|plásticos",
  "industrial/construction": "constructora|constructoras|construcción|inmobiliaria constructora",
  "industrial/logistics": "logística|transportista|transportistas|mensajería|paquetería",
  "climate/solar": "energía solar|fotovoltaica|paneles solares|planta solar|parque solar",
  "climate/wind": "energía eólica|eólica|parque eólico",
  climate:
    "descarbonización|descarbonizar|bajas emisiones|solar térmica|energías renovables|compañía eléctrica|" +
    "transición energética",
  "climate/agtech": "agricultura|agricultores|agrícola|ganadería|agroindustria",
  proptech: "inmobiliaria|inmobiliarias|bienes raíces|vivienda|viviendas",
  edtech: "escuela|escuelas|colegio|colegios|educación|universidad",
  legaltech: "bufete|bufetes|despacho de abogados|abogados|notaría",
  mobility: "concesionario|concesionarios|automotriz|automoción|teleférico",
  "work/recruiting": "reclutamiento|selección de personal|agencia de empleo",
  "climate/buildings": "bomba de calor|bombas de calor|eficiencia energética|rehabilitación energética",
};
