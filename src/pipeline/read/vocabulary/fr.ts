import { phrases, type Vocabulary } from "./vocabulary";

/** French. */
export const FR: Vocabulary = [
  // "lève 10 millions d'euros", "a bouclé un tour de table de 3 M€"
  ["fundraising", 3, "leve|levent|levee|levees|leves|boucle|securise|obtient|obtenu|annonce ~10 #amount"],
  ["fundraising", 3, "levee de fonds"],
  // A grant: "reçoit une subvention de 2,5 millions d'euros", "2,5 millions d'euros de subvention".
  [
    "fundraising",
    3,
    ["recoit|obtient|decroche|remporte|beneficie ~6 subvention|subventions", "#amount ~3 subvention|subventions"],
  ],
  ["fundraising", 3, "tour de table|financement"],
  ["fundraising", 3, "tour de serie a|b|c|d|e|f|g|h"],
  // Québec says "ronde": "conclut une ronde de financement de série A de 14 M$", "ronde d'amorçage".
  ["fundraising", 3, ["ronde de financement", "ronde de serie a|b|c|d|e", "ronde d amorcage|predemarrage"]],
  ["fundraising", 1.5, "menee|mene|dirigee|dirige par"],
  // "lance", "dévoile", "disponible dès aujourd'hui"
  ["product_update", 2.5, "lance|lancent|lancons|devoile|devoilent"],
  ["product_update", 2.5, "lancement de"],
  // A clinical milestone: "premier patient inclus dans l'étude pivot", "lance son essai clinique de phase 2".
  [
    "product_update",
    3,
    ["premier|premiere patient|patiente ~3 inclus|incluse|traite|traitee|randomise", "essai|etude pivot|pivotale"],
  ],
  // A release note's label: "Nouveau : le paiement fractionné".
  ["product_update", 1, "nouveau|nouvelle|nouveaute|ameliore|corrige _:"],
  // "présente sa nouvelle offre", not "présente notre équipe"
  ["product_update", 2.5, "presente|presentent son|sa|ses|le|la|les|un|une"],
  ["product_update", 2.5, "disponible des aujourd|maintenant"],
  ["product_update", 2.5, "disponible des ce jour"],
  ["product_update", 2.5, "desormais disponible"],
  ["product_update", 2.5, "est maintenant|desormais disponible"],
  // A product named as available: "Brume-7B est disponible en poids ouverts" (not "le support est disponible").
  ["product_update", 2.5, "= #name est|sont disponible|disponibles"],
  ["product_update", 2.5, "en acces anticipe"],
  ["product_update", 2.5, "en beta publique|ouverte"],
  [
    "product_update",
    1.5,
    "nouvelle|nouvelles|nouveau|nouveaux fonctionnalite|fonctionnalites|version|offre|application|integration",
  ],
  ["hiring", 2.5, "nous recrutons|embauchons"],
  ["hiring", 2.5, "on recrute"],
  ["hiring", 2.5, "rejoignez nous"],
  ["hiring", 2, "plusieurs|nouveaux postes"],
  ["hiring", 2, "plusieurs|nouvelles offres d emploi"],
  ["hiring", 1.5, "notre equipe s agrandit"],
  // "rejoint … en tant que CTO", "nomme … directrice générale", "nouveau directeur financier"
  ...["en tant que", "comme", "au poste de", "au rang de", "a la tete"].map(
    (as) =>
      [
        "leadership_change",
        3.5,
        `rejoint|rejoignent|nomme|nommee|arrive|accueille|promu|promue ~10 ${as} ?nouveau|nouvelle #exec`,
      ] as const,
  ),
  ["leadership_change", 3.5, "nomme|nommee ~4 #exec"],
  ["leadership_change", 2.5, "nouveau|nouvelle #exec"],
  ["leadership_change", 3, "quitte l entreprise"],
  ["leadership_change", 3, "quitte ses fonctions"],
  ["leadership_change", 3, "quitte la societe"],
  ["leadership_change", 3, "demissionne"],
  // "a décidé de quitter l'entreprise", "quittera ses fonctions"; a role taken over: "la direction technique est
  // reprise par Hugo Marchand".
  ["leadership_change", 3, "quitter|quittera|quittent l|la|ses entreprise|societe|fonctions"],
  ["leadership_change", 3, "direction ~3 reprise|assuree par"],
  ["corporate_event", 3.5, "acquiert|rachete|rachetee"],
  ["corporate_event", 3.5, "a acquis"],
  ["corporate_event", 3.5, "rachat de"],
  ["corporate_event", 3.5, "acquis|acquise par"],
  // A takeover told by the one taken over: "un accord en vue de son rachat par Roostr", "rejoint le groupe Roostr".
  ["corporate_event", 3.5, "rachat|reprise par"],
  ["corporate_event", 3.5, "rejoint|rejoignent|integre|integrent le|la groupe"],
  ["corporate_event", 3.5, "fusionne avec"],
  // A product recall: "rappel volontaire", "procède au rappel de".
  ["corporate_event", 3.5, ["rappel volontaire", "rappel de ?ses produit|produits", "procede|procedons au rappel"]],
  // "Sillon et Agrivue annoncent leur rapprochement", "fusionnent": a merger told as two companies coming together.
  ["corporate_event", 3.5, "annoncent|annonce|finalisent|officialisent leur|son rapprochement"],
  ["corporate_event", 3.5, "fusionnent|fusionneront"],
  ["corporate_event", 3.5, "fusion avec"],
  ["corporate_event", 3.5, "acquisition de|par"],
  ["corporate_event", 3.5, "cesse|cessons ses|nos activites"],
  // "cesse son activité", "cesser l'activité de Bocalo", "met fin à ses activités", "liquidation judiciaire".
  ["corporate_event", 3.5, "cesse|cesser|cessons|cessera son|l|notre|leur activite|activites"],
  ["corporate_event", 3.5, "met|mettons|mettre fin a ses|nos|son|notre activite|activites"],
  ["corporate_event", 3.5, "liquidation judiciaire"],
  ["corporate_event", 3, "fermer|fermons definitivement"],
  ["corporate_event", 3.5, "ferme ses portes"],
  ["customer_partnership", 3, ["partenariat avec", "annonce|annoncent|concluent|signent ~3 partenariat"]],
  // An insurer that pays for the product: "remboursé par la MGEN", "pris en charge par Alan".
  [
    "customer_partnership",
    3,
    [
      "rembourse|remboursee|rembourses|remboursees par ?la|le|les #name",
      "pris|prise|prises en charge par ?la|le|les #name",
    ],
  ],
  // A customer choosing the company: "Carrefour choisit Lokaal pour ses 250 magasins".
  ["customer_partnership", 2.5, ["choisit|choisissent ~6 pour", "a|ont choisi ~6 pour"]],
  // A customer putting the company's product into its sites: "Mécafor déploie la maintenance prédictive de Vibralis
  // dans ses cinq usines".
  [
    "customer_partnership",
    3,
    "deploie|deploient|deploye|generalise|generalisent ~6 dans|sur ~3 usines|sites|magasins|entrepots|hopitaux|" +
      "cliniques|pharmacies|agences|restaurants|ateliers|succursales",
  ],
  ["customer_partnership", 3, "s associe|associent a|avec|pour"],
  // A licence to run a regulated business: "obtient l'agrément d'établissement de paiement", "reçoit sa licence".
  ["corporate_event", 3, "obtient|obtenu|recoit|recu|decroche ~3 agrement|licence|autorisation"],
  // A milestone: "nous avons franchi le cap des 10 000 clients", "2 M€ d'ARR", "le chiffre d'affaires a doublé".
  [
    "metrics_shared",
    3,
    phrases("franchi|franchit|franchissons|depasse|depassons|atteint|atteignons ~4", ["#amount", "#number"]),
  ],
  ["metrics_shared", 3, phrases(["#amount", "#number"], "?d de arr|mrr|gmv|tpv|revenus")],
  ["metrics_shared", 2.5, "arr|mrr|gmv|chiffre ?d affaires ~4 double|triple|augmente|progresse|croit ~3 #digit"],
  // A new name: "Cuisto devient Brigade", "change de nom".
  ["corporate_event", 3.5, "= devient #name"],
  ["corporate_event", 3.5, "change|changeons de nom"],
  ["corporate_event", 2, "nouveau nom"],
  ["customer_partnership", 3, "signe|signent|remporte ~3 contrat|accord avec"],
  // A public tender won: "remporte l'appel d'offres de la SNCF", "décroche le marché".
  ["customer_partnership", 3, "remporte|remportent|decroche|decrochent ~3 appel|marche|marches ~2 offres|public"],
  // Chosen by a customer or awarded its contract: "Habitéo retenu par Logivia Habitat", "le bailleur a attribué à
  // Habitéo son marché de logiciel".
  [
    "customer_partnership",
    3,
    [
      "retenu|retenue|retenus|retenues|selectionne|selectionnee|choisi|choisie par #name",
      "attribue|attribuent|attribuee ~6 marche|contrat|lot",
    ],
  ],
  // A team cut and an insolvency: "licencie 40 salariés", "supprime 25 postes", "placée en redressement judiciaire".
  [
    "corporate_event",
    3.5,
    "licencie|licencier|licencions|licenciera|supprime|supprimer|supprimons|supprimera ~4 #integer " +
      "postes|emplois|salaries|collaborateurs|personnes",
  ],
  ["corporate_event", 3.5, "suppression de ~3 #integer postes|emplois"],
  [
    "corporate_event",
    3.5,
    [
      "plan social",
      "plan de sauvegarde de l emploi",
      "redressement judiciaire",
      "cessation de paiements",
      "procedure de sauvegarde",
    ],
  ],
  // Expansion into a new country or city: "s'implante en Espagne", "ouvre un bureau à Londres", "arrive au Canada".
  [
    "corporate_event",
    2.5,
    [
      "implante|installe|arrive|debarque en|au|aux|a #place",
      "ouvre|ouvert|inaugure ~5 a|en|au #place",
      "expansion en|au|aux|vers #place",
      "premier bureau a|en|au #place",
    ],
  ],
  // A team cut by a share: "réduit ses effectifs de 30 %", "réduisons notre équipe de 20 %".
  ["corporate_event", 3.5, "reduit|reduisons|reduira ~2 ses|nos effectifs|equipes|equipe de ?pres ?de #integer"],
  // A founder's visibility: "nommée dans le classement", "lauréate du prix", "interviewée" (not the English words).
  [
    "founder_amplified",
    2,
    [
      "nommee|nomme|distinguee|distingue|selectionnee|selectionne ~4 classement|liste|palmares",
      "laureate|laureat",
      // An award: "nommée Entrepreneure de l'année", "a reçu jeudi soir le prix", "remporte le trophée".
      "nommee|nomme|elue|elu|sacree|sacre ~3 de l annee",
      "recu|recoit|remporte|decroche ~4 prix|trophee|distinction",
      "interviewee|interviewe",
      "table ronde",
    ],
  ],
  // A certification, a status of the company as a licence is: "obtient la certification EN 9100".
  ["corporate_event", 2.5, "obtient|obtenu|recoit|recu|decroche|decroch* ~4 certification|accreditation"],
];
