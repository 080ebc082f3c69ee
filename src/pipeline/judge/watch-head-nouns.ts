import type { ChangeType } from "../signal";

/*
 * The nouns that make a watch item's head in the languages besides English the vocabulary holds (docs/pipeline.md
 * "watch items"): "Rondas de financiación", "grote horecaketens als klant", "Übernahmen", "Cambi al vertice", "Раунды
 * инвестиций", "투자 유치", "資金調達" (as the word segmenter cuts it: 資金 調達). Phrases
 * of read/phrases.ts (folded words, `stem*` a word starting so, `a|b` either), one word each, so that each word of a
 * phrase can be asked which kind it names. English's are in watch-vocabulary.ts beside the quick picks.
 */

type Languages = Record<"de" | "fr" | "es" | "nl" | "pt" | "it" | "tr" | "ru" | "uk" | "ja" | "ko", string> &
  Partial<Record<"sv" | "da" | "nb" | "fi" | "pl" | "cs", string>>;

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
    ru: "продукт*|запуск*|релиз*|обновлени*|сервис*",
    uk: "продукт*|запуск*|реліз*|оновлен*|сервіс*",
    ja: "サービス|製品|新製品|リリース",
    ko: "출시|서비스|업데이트|신규",
    fi: "tuote*|*julkaisu|*julkaisut|*julkaisuja|lanseeraus*",
    pl: "produkt|produkty|produktow|premiera|premiery|nowosci",
    cs: "produkt|produkty|produktu|novinky",
  }),
  metrics_shared: flat({
    de: "kennzahl*|umsatz*|wachstumszahl*",
    fr: "metrique*|indicateur*|chiffre|chiffres",
    es: "metrica|metricas|ingreso|ingresos|traccion|facturacion",
    nl: "omzet|cijfers|groeicijfer*",
    pt: "metrica|metricas|receita|receitas|tracao|faturamento",
    it: "metrica|metriche|fatturato|ricavi",
    tr: "gelir|ciro|metrik|metrikler",
    ru: "выручк*|метрик*|показател*",
    uk: "виручк*|метрик*|показник*",
    ja: "売上|業績",
    ko: "매출|실적",
    fi: "liikevaihto*|tunnusluvu*|kasvuluvu*",
  }),
  founder_amplified: flat({
    de: "presse|grunder*|interview*",
    fr: "presse|fondateur*|fondatrice*|entretien*",
    es: "prensa|fundador*|entrevista*",
    nl: "pers|oprichter*",
    pt: "imprensa|fundador*|entrevista*",
    it: "stampa|fondatore|fondatori|fondatrice|intervista|interviste",
    tr: "basin|kurucu|kurucular|roportaj",
    ru: "основател*|интервью|пресс*",
    uk: "засновник*|інтервю|прес*",
    ja: "創業者|インタビュー",
    ko: "창업자|인터뷰",
  }),
  fundraising: flat({
    sv: "kapitalrunda*|finansieringsrunda*|investeringsrunda*|nyemission*",
    da: "kapitalrejsning*|kapitalrunde*|finansieringsrunde*|investeringsrunde*",
    nb: "kapitalinnhenting*|kapitalrunde*|finansieringsrunde*|emisjon*",
    de: "finanzierung*|finanzierungsrund*|investor*|investition*|kapitalrund*",
    fr: "financement*|levee|levees|investisseur*",
    es: "financiacion*|financiamiento*|ronda|rondas|inversion|inversiones|inversor*|inversionista*",
    nl: "financiering*|investering*|investeerder*|kapitaalronde*",
    pt: "financiamento*|rodada|rodadas|investimento*|captacao|captacoes|aporte|aportes",
    it: "finanziamento|finanziamenti|investimento|investimenti|investitore|investitori|raccolta",
    tr: "yatirim|yatirimlar|yatirimci|yatirimcilar|finansman|turlari",
    ru: "инвестиц*|раунд*|финансировани*|фандреизинг*|привлечени*",
    uk: "інвестиц*|раунд*|фінансуванн*|фандреизинг*|залученн*",
    ja: "資金|調達|投資|増資|ラウンド",
    ko: "투자|유치|펀딩",
    fi: "rahoitus*|*rahoitus|rahoituskierro*|sijoittaj*|osakeanti*",
    pl: "finansowani*|inwestycj*|inwestor*|dotacj*|rundy|runda",
    cs: "financovani|investic*|investor*|grant|granty|dotace|dotaci",
  }),
  hiring: flat({
    de: "einstellung|einstellungen|neueinstellung*|stellenangebot*|stellenanzeige*",
    fr: "recrutement*|embauche*",
    es: "contratacion|contrataciones|fichaje*|vacante*",
    nl: "vacature*|werving|aanwerving*",
    pt: "contratacao|contratacoes|vaga|vagas|recrutamento*",
    it: "assunzione|assunzioni|selezione|posizioni",
    tr: "istihdam|alimlar|kariyer",
    ru: "наим*|ваканси*",
    uk: "наим*|ваканс*",
    ja: "採用",
    ko: "채용",
    fi: "rekrytointi*|rekrytoinnit|avoimet",
    pl: "rekrutacj*|zatrudnianie|oferty",
    cs: "nabor|naboru|pozice",
  }),
  customer_partnership: flat({
    de: "kunde|kunden|kundin*|neukunde*|grosskunde*|partnerschaft*|kooperation*|auftrag|auftrage|vertrag|vertrage",
    fr: "client|clients|cliente|clientes|partenaire*|partenariat*|contrat|contrats|accord|accords",
    es: "alianza*|acuerdo*|contrato|contratos",
    nl: "klant|klanten|partnerschap*|samenwerking*|contracten|bankpartnership*|distributiedeal*|distributiepartner*",
    pt: "parceria*|parceiro*|acordo*",
    sv: "kund|kunder|kedja|kedjor|aterforsaljare|avtal|ramavtal|partnerskap*|samarbete*",
    da: "kunde|kunder|aftale*|detailaftale*|partnerskab*|samarbejde*|forhandlere|kaeder|kaede",
    nb: "avtale*|partnerskap*|samarbeid*|kjeder|kjede",
    it: "cliente|clienti|partner|partnership|accordo|accordi|contratto|contratti|collaborazione*",
    tr: "musteri|musteriler|ortaklik|ortakliklar|anlasma|anlasmalar|sozlesme",
    ru: "партнерств*|партнер*|клиент*|сотрудничеств*|контракт*|договор*",
    uk: "партнерств*|партнер*|клієнт*|співпрац*|контракт*|угод*",
    ja: "提携|導入|顧客|パートナー|契約",
    ko: "제휴|파트너십|계약|고객사|고객|공급",
    fi: "asiakas|asiakkaat|asiakkuu*|kumppanuu*|sopimu*|yhteistyo*",
    pl: "klien*|kontrakt*|umowa|umowy|partnerstw*|wspolprac*",
    cs: "zakaznik*|zakaznici|smlouv*|partnerstvi|spoluprace|zakazk*",
  }),
  leadership_change: flat({
    de: "geschaftsfuhrung|vorstand*|fuhrungswechsel|fuhrungsteam*",
    fr: "dirigeant*",
    es: "directiv*|liderazgo|direccion",
    nl: "directie|bestuur*",
    pt: "diretoria|lideranca|direcao",
    sv: "ledning*|vd-byte|ledningsforandring*",
    da: "ledelse*|direktion|topchef*|lederskifte*",
    nb: "lederskifte*|toppleder*",
    it: "vertice|vertici|dirigenza|dirigente|dirigenti|nomina|nomine",
    tr: "yonetim|yonetici|yoneticiler",
    ru: "руководств*|руководител*|директор*|менеджмент*",
    uk: "керівництв*|керівник*|директор*",
    ja: "代表|代表者|経営陣|役員|取締役",
    ko: "대표|대표이사|경영진|임원",
    fi: "johto|johdossa|johdon|johtoryhma*|toimitusjohtaja*",
    pl: "zarzad|zarzadzie|zarzadu|prezes*|kierownictw*",
    cs: "vedeni|vedenim|reditel*|reditelk*",
  }),
  corporate_event: flat({
    de: "ubernahme*|fusion|fusionen|akquisition*|insolvenz*|entlassung*|stellenabbau|umbenennung*",
    fr: "rachat*|fusion*|licenciement*|fermeture*|cession*",
    es: "adquisicion*|despido*|cierre*",
    nl: "overname*|fusie*|ontslag*|reorganisatie*|faillissement*",
    sv: "forvarv*|namnbyte*|konkurs*|uppsagning*|varsel",
    da: "opkob*|navneskift*|konkurs*|fyring*|nedskaering*",
    nb: "oppkjop*|navnebytte*|nedbemanning*",
    pt: "aquisicao|aquisicoes|fusao|fusoes|demissao|demissoes|encerramento*|falencia*",
    it: "acquisizione|acquisizioni|fusione|fusioni|cessione|chiusura|licenziament*|esuberi|fallimento",
    tr: "satin|alimlari|birlesme|isim|unvan|kapanis|isten",
    ru: "слияни*|поглощени*|продажа|сокращени*|закрыти*|банкротств*|увольнени*",
    uk: "злиття|поглинанн*|продаж|скороченн*|закритт*|банкрутств*|звільненн*",
    ja: "買収|合併|社名|ピボット|統合",
    ko: "인수|인수합병|매각|합병|폐업|구조조정",
    fi: "yritysosto*|konkurssi*|irtisanomi*|muutosneuvottelu*|yt-neuvottelu*|nimenmuutos*",
    pl: "zwolnieni*|restrukturyzacj*|przejeci*|fuzj*|upadlosc*",
    cs: "akvizic*|propousteni|insolvenc*|fuze|restrukturalizac*",
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
