import type { Translations } from "./types";

/** German. */
export const DE: Translations = {
  health: "gesundheit|gesundheitswesen|medizin|medizinisch|medizinische",
  "health/care-delivery":
    "krankenhaus|krankenhäuser|klinik|kliniken|klinikum|arztpraxis|arztpraxen|pflegeheim|pflegeheime|pflegedienst|" +
    "altenpflege|seniorenheim|patienten|ärzte",
  "health/care-delivery/pharmacy": "apotheke|apotheken|versandapotheke",
  "health/pharma": "pharmaunternehmen|pharmakonzern|arzneimittel|arzneimittelhersteller|medikamente",
  "health/biotech": "biotechnologie|biotechunternehmen|biotech-firma",
  "health/medtech": "medizintechnik|medizinprodukte|medizinprodukt",
  "health/dental": "zahnarzt|zahnärzte|zahnarztpraxis|zahnklinik|zahnmedizin",
  "consumer/food-beverage":
    "lebensmittel|lebensmittelhersteller|bäckerei|bäckereien|brauerei|brauereien|getränke|getränkehersteller|" +
    "kaffeerösterei|kaffeehauskette|restaurantkette|gastronomie|süßwaren|schokolade|molkerei|metzgerei",
  "consumer/fashion-beauty/beauty": "kosmetik|kosmetikmarke|kosmetikhersteller|hautpflege|sonnencreme|naturkosmetik",
  "consumer/fashion-beauty/apparel": "modemarke|modehändler|bekleidung|modelabel|schuhhersteller|textilhersteller",
  "consumer/travel": "hotelkette|hotels|tourismus|reiseveranstalter|skigebiet|skigebiete|ferienwohnungen",
  "consumer/home/home-goods": "möbel|möbelhersteller|möbelhaus",
  "consumer/fitness-wellness": "fitnessstudio|fitnessstudios|fitnesskette",
  "fintech/banking": "bank|banken|sparkasse|sparkassen|volksbank|genossenschaftsbank|privatbank",
  "fintech/insurtech": "versicherung|versicherungen|versicherer|krankenversicherung",
  "fintech/lending": "kredite|kreditvergabe|darlehen",
  "fintech/accounting": "buchhaltung|steuerberatung|steuerberater",
  "industrial/manufacturing":
    "maschinenbau|maschinenbauer|fabrik|fabriken|stahlwerk|stahl|metallbau|gießerei|zulieferer|" +
    "automobilzulieferer|drahtseil|drahtseile|seilhersteller",
  "industrial/manufacturing/advanced-materials": "chemie|chemieunternehmen|chemiekonzern|kunststoff|kunststoffe",
  "industrial/construction": "bauunternehmen|baufirma|bauindustrie|hochbau|tiefbau|bauträger|handwerksbetrieb",
  "industrial/logistics": "logistik|spedition|speditionen|logistiker|paketdienst",
  "climate/solar": "solarenergie|photovoltaik|solaranlagen|solarmodule|solarpark",
  "climate/wind": "windenergie|windkraft|windpark|windräder",
  climate:
    "dekarbonisierung|klimaneutral|solarthermie|erneuerbare wärme|energieversorger|erneuerbare energien|energiewende",
  "climate/agtech": "landwirtschaft|landwirte|bauernhof|agrar|agrarbetrieb",
  proptech: "immobilien|immobilienunternehmen|makler|wohnungsbau|wohnungen",
  edtech: "schule|schulen|bildung|hochschule|universität|nachhilfe",
  legaltech: "kanzlei|kanzleien|rechtsanwälte|anwaltskanzlei",
  mobility: "autohaus|autohäuser|autohändler|automobil|verkehrsbetriebe|seilbahn|seilbahnen|bergbahnen",
  "work/recruiting": "personalvermittlung|zeitarbeit|personaldienstleister",
  "climate/buildings": "wärmepumpe|wärmepumpen|gebäudeenergie|energieeffizienz|sanierung",
};
