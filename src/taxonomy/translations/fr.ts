import type { Translations } from "./types";

/** French. */
export const FR: Translations = {
  health: "santé|médical|médicale|médecine",
  "health/care-delivery":
    "hôpital|hôpitaux|clinique|cliniques|ehpad|maison de retraite|maisons de retraite|médecins|patients|" +
    "cabinet médical|soins infirmiers",
  "health/care-delivery/pharmacy": "pharmacie|pharmacies|officine|officines",
  "health/pharma": "laboratoire pharmaceutique|médicaments|industrie pharmaceutique",
  "health/biotech": "biotechnologie|biotechnologies",
  "health/medtech": "dispositifs médicaux|dispositif médical",
  "health/dental": "dentiste|dentistes|cabinet dentaire|centres dentaires",
  "consumer/food-beverage":
    "alimentaire|agroalimentaire|boulangerie|boulangeries|brasserie|brasseries|boissons|torréfacteur|" +
    "chaîne de cafés|chaîne de restaurants|traiteur|chocolatier|chocolaterie|fromagerie|vins|vignoble|épicerie",
  "consumer/fashion-beauty/beauty":
    "cosmétique|cosmétiques|marque de cosmétiques|beauté|soins de la peau|soins solaires|crème solaire|" +
    "protection solaire|parfums",
  "consumer/fashion-beauty/apparel": "prêt-à-porter|vêtements|marque de mode|maroquinerie|chaussures",
  "consumer/travel": "hôtel|hôtels|hôtellerie|tourisme|voyagiste|station de ski|camping",
  "consumer/home/home-goods": "meubles|ameublement|mobilier",
  "consumer/fitness-wellness": "salle de sport|salles de sport",
  "fintech/banking": "banque|banques|néobanque|caisse d'épargne",
  "fintech/insurtech": "assurances|assureur|assureurs|mutuelle|mutuelles|compagnie d'assurance",
  "fintech/lending": "crédits|prêts|crédit immobilier",
  "fintech/accounting": "comptabilité|expert-comptable|experts-comptables",
  "industrial/manufacturing": "fabricant|usine|usines|sidérurgie|métallurgie|équipementier|sous-traitant",
  "industrial/manufacturing/advanced-materials": "chimie|chimiste|plasturgie",
  "industrial/construction": "btp|bâtiment|entreprise de construction|promoteur immobilier",
  "industrial/logistics": "logistique|transporteur|transporteurs|fret|messagerie",
  "climate/solar": "énergie solaire|photovoltaïque|panneaux solaires|centrale solaire",
  "climate/wind": "éolien|éolienne|éoliennes|parc éolien",
  climate:
    "décarbonation|décarboner|bas carbone|chaleur renouvelable|chaleur solaire|solaire thermique|" +
    "centrales solaires|énergies renouvelables|fournisseur d'énergie|transition énergétique",
  "climate/agtech": "agriculture|agriculteurs|agricole|exploitation agricole|viticulteurs",
  proptech: "immobilier|agence immobilière|logements",
  edtech: "école|écoles|éducation|enseignement|université|soutien scolaire",
  legaltech: "cabinet d'avocats|avocats|notaires",
  mobility: "concessionnaire|concessionnaires|automobile|téléphérique|remontées mécaniques",
  "work/recruiting": "cabinet de recrutement|intérim|agence d'intérim",
  "climate/buildings": "pompe à chaleur|pompes à chaleur|rénovation énergétique|efficacité énergétique",
};
