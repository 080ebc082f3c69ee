import type { ChangeType } from "../signal";

/*
 * The nouns that make a watch item's head in the languages besides English the vocabulary holds (docs/pipeline.md
 * "watch items"): "Rondas de financiación", "grote horecaketens als klant", "Übernahmen", "Cambi al vertice". Phrases
 * of read/phrases.ts (folded words, `stem*` a word starting so, `a|b` either), one word each, so that each word of a
 * phrase can be asked which kind it names. English's are in watch-vocabulary.ts beside the quick picks.
 */

type Languages = Record<"de" | "fr" | "es" | "nl" | "pt" | "it" | "tr", string>;

const flat = (nouns: Languages): string[] => Object.values(nouns);

export const HEAD_NOUNS: Partial<Record<ChangeType, string[]>> = {
  product_update: flat({
    de: "produkt*|produkteinfuhrung*|markteinfuhrung*|veroffentlichung*|neuerung*|funktion|funktionen",
    fr: "produit|produits|lancement|lancements|nouveaute|nouveautes|fonctionnalite*",
    es: "producto|productos|lanzamiento|lanzamientos|novedad|novedades|funcionalidad*",
    nl: "producten|lancering*|productlancering*|releases",
    pt: "produto|produtos|lancamento|lancamentos|novidade|novidades|funcionalidade*",
    it: "prodotto|prodotti|lancio|lanci|novita|funzionalita",
    tr: "urun|urunler|lansman|lansmanlar",
  }),
  metrics_shared: flat({
    de: "kennzahl*|umsatz*|wachstumszahl*",
    fr: "metrique*|indicateur*|chiffre|chiffres",
    es: "metrica|metricas|ingreso|ingresos|traccion|facturacion",
    nl: "omzet|cijfers|groeicijfer*",
    pt: "metrica|metricas|receita|receitas|tracao|faturamento",
    it: "metrica|metriche|fatturato|ricavi",
    tr: "gelir|ciro|metrik|metrikler",
  }),
  founder_amplified: flat({
    de: "presse|grunder*|interview*",
    fr: "presse|fondateur*|fondatrice*|entretien*",
    es: "prensa|fundador*|entrevista*",
    nl: "pers|oprichter*",
    pt: "imprensa|fundador*|entrevista*",
    it: "stampa|fondatore|fondatori|fondatrice|intervista|interviste",
    tr: "basin|kurucu|kurucular|roportaj",
  }),
  fundraising: flat({
    de: "finanzierung*|finanzierungsrund*|investor*|investition*|kapitalrund*",
    fr: "financement*|levee|levees|investisseur*",
    es: "financiacion*|financiamiento*|ronda|rondas|inversion|inversiones|inversor*|inversionista*",
    nl: "financiering*|investering*|investeerder*|kapitaalronde*",
    pt: "financiamento*|rodada|rodadas|investimento*|captacao|captacoes|aporte|aportes",
    it: "finanziamento|finanziamenti|investimento|investimenti|investitore|investitori|raccolta",
    tr: "yatirim|yatirimlar|yatirimci|yatirimcilar|finansman|turlari",
  }),
  hiring: flat({
    de: "einstellung|einstellungen|neueinstellung*|stellenangebot*|stellenanzeige*",
    fr: "recrutement*|embauche*",
    es: "contratacion|contrataciones|fichaje*|vacante*",
    nl: "vacature*|werving|aanwerving*",
    pt: "contratacao|contratacoes|vaga|vagas|recrutamento*",
    it: "assunzione|assunzioni|selezione|posizioni",
    tr: "istihdam|alimlar|kariyer",
  }),
  customer_partnership: flat({
    de: "kunde|kunden|kundin*|neukunde*|grosskunde*|partnerschaft*|kooperation*|auftrag|auftrage|vertrag|vertrage",
    fr: "client|clients|cliente|clientes|partenaire*|partenariat*|contrat|contrats|accord|accords",
    es: "alianza*|acuerdo*|contrato|contratos",
    nl: "klant|klanten|partnerschap*|samenwerking*|contracten",
    pt: "parceria*|parceiro*|acordo*",
    it: "cliente|clienti|partner|partnership|accordo|accordi|contratto|contratti|collaborazione*",
    tr: "musteri|musteriler|ortaklik|ortakliklar|anlasma|anlasmalar|sozlesme",
  }),
  leadership_change: flat({
    de: "geschaftsfuhrung|vorstand*|fuhrungswechsel|fuhrungsteam*",
    fr: "dirigeant*",
    es: "directiv*|liderazgo",
    nl: "directie|bestuur*",
    pt: "diretoria|lideranca",
    it: "vertice|vertici|dirigenza|dirigente|dirigenti|nomina|nomine",
    tr: "yonetim|yonetici|yoneticiler",
  }),
  corporate_event: flat({
    de: "ubernahme*|fusion|fusionen|akquisition*|insolvenz*|entlassung*|stellenabbau|umbenennung*",
    fr: "rachat*|fusion*|licenciement*|fermeture*|cession*",
    es: "adquisicion*|despido*|cierre*",
    nl: "overname*|fusie*|ontslag*|reorganisatie*|faillissement*",
    pt: "aquisicao|aquisicoes|fusao|fusoes|demissao|demissoes|encerramento*|falencia*",
    it: "acquisizione|acquisizioni|fusione|fusioni|cessione|chiusura|licenziament*|esuberi|fallimento",
    tr: "satin|alimlari|birlesme|isim|unvan|kapanis|isten",
  }),
};

/**
 * Words after which a phrase's qualifiers begin, so its head stands before them: "customers among charge point
 * operators", "Rondas de financiación", "grote horecaketens als klant" (none before "als": the head is read after it).
 */
export const LINK_WORDS = new Set(
  [
    "with among in for from at as to of by via across including like such especially esp",
    "mit fur bei von aus als unter im",
    "avec pour chez de du des en dans parmi comme",
    "con para del entre como",
    "met voor bij van onder",
    "com do da dos das em",
    "per tra fra nel nella nei negli al alla ai agli dal dalla come",
  ].flatMap((l) => l.split(" ")),
);
