import { phrases, type Vocabulary } from "./vocabulary";

/** Italian. */
export const IT: Vocabulary = [
  // "raccoglie 5 milioni di euro", "chiude un round da 3 milioni"
  ["fundraising", 3, "raccoglie|raccolto|chiude|chiuso|ottiene|ottenuto|incassa ~10 #amount"],
  // A grant: "riceve un contributo a fondo perduto di 1,5 milioni", "si aggiudica un grant EIC".
  ["fundraising", 3, ["riceve|ottiene|aggiudica ~6 grant|contributo|sovvenzione|finanziamento", "fondo perduto"]],
  ["fundraising", 3, "round di finanziamento|investimento"],
  ["fundraising", 3, "round seed|preseed|serie"],
  ["fundraising", 3, "aumento di capitale"],
  ["fundraising", 1.5, "guidato da"],
  ["product_update", 2.5, "lancia|lanciano|lanciato|presenta|presentiamo|svela"],
  ["product_update", 2.5, "ora|gia disponibile"],
  // A release note's label: "Nuovo: pagamenti divisi con Satispay".
  ["product_update", 1, "nuovo|nuova|novita|migliorato|corretto :"],
  ["product_update", 2.5, "disponibile da oggi"],
  ["product_update", 1.5, "nuova|nuovo|nuove|nuovi funzionalita|versione|applicazione|integrazione|prodotto"],
  ["hiring", 2.5, "stiamo assumendo"],
  ["hiring", 2.5, "unisciti al nostro team"],
  ["hiring", 2, "nuove posizioni aperte"],
  ["hiring", 1.5, "il nostro team cresce"],
  ["leadership_change", 3.5, "entra|arriva|nomina|nominato|nominata ~8 come|nuovo|nuova #exec"],
  // "Stabile nomina Giulia Ferraresi Amministratrice Delegata": the title right after the name, without "come".
  ["leadership_change", 3.5, "nomina|nominato|nominata ~4 #exec"],
  ["leadership_change", 2.5, "nuovo|nuova #exec"],
  ["leadership_change", 3, "lascia l|la azienda|societa"],
  ["corporate_event", 3.5, "acquisisce|acquisito|acquisita"],
  ["corporate_event", 3.5, "acquisizione di"],
  // Joining a group, a stake bought: "Termoluce entra nel Gruppo Castelvetri", "rileva il 70% della bolognese …".
  ["corporate_event", 3.5, ["entra|entrano|entrata|entrato nel|nella gruppo", "rileva|rilevato|rilevata ~2 #percent"]],
  ["corporate_event", 3.5, "fusione con"],
  ["customer_partnership", 3, "partnership|accordo|collaborazione con"],
  // A customer choosing the company: "Esselunga sceglie Lokaal per i suoi 180 negozi".
  ["customer_partnership", 2.5, ["sceglie|scelgono ~6 per", "ha|hanno scelto ~6 per"]],
  ["corporate_event", 3.5, "cambia|cambiamo nome"],
  ["corporate_event", 2, "nuovo nome"],
  ["customer_partnership", 3, "firma|firmato|sigla|siglato ~3 accordo|contratto con"],
  // A team cut and an insolvency: "licenzia 40 dipendenti", "annuncia 25 esuberi", "dichiarato il fallimento".
  [
    "corporate_event",
    3.5,
    "licenzia|licenziato|licenziera|taglia|tagliato ~6 #integer dipendenti|lavoratori|posti|persone",
  ],
  ["corporate_event", 3.5, "#integer esuberi"],
  [
    "corporate_event",
    3.5,
    [
      "licenziamenti collettivi",
      "dichiara|dichiarato|dichiarata ?il fallimento",
      "istanza di fallimento",
      "liquidazione giudiziale",
      "concordato preventivo",
    ],
  ],
  // Expansion into a new country or city: "sbarca in Spagna", "apre una sede a Madrid", "arriva in Germania".
  [
    "corporate_event",
    2.5,
    [
      "sbarca|sbarcano|arriva|arrivano|approda in|a|negli|nel #place",
      "apre|aprono|inaugura ~5 a|in #place",
      "espansione in|verso #place",
      "primo ufficio a|in #place",
    ],
  ],
  // A team cut by a share: "riduce il personale del 30%".
  ["corporate_event", 3.5, "riduce|riduciamo|ridotto|ridurra|ridurremo ~3 personale|organico|team del|di #integer"],
  // A shutdown: "Gustami chiude", "ha cessato il servizio", "sarà posta in liquidazione volontaria".
  [
    "corporate_event",
    3.5,
    [
      "cessa|cessato|cessera|cessiamo ?il|l|la|le servizio|attivita|operazioni",
      "liquidazione volontaria",
      "posta|messa in liquidazione",
      "chiude|chiudiamo|chiudera definitivamente",
    ],
  ],
  // A public tender won: "vince la gara di Hera", "si aggiudica l'appalto".
  ["customer_partnership", 3, "vince|vinto|aggiudica|aggiudicato|aggiudicata ~3 gara|appalto|commessa|bando"],
  // A certification, a status of the company as a licence is: "ottiene la certificazione ISO 13485".
  ["corporate_event", 2.5, "ottiene|ottenuto|riceve|ricevuto|consegue|conseguito ~4 certificazione|accreditamento"],
  // A licence: "è ora un Istituto di Moneta Elettronica autorizzato dalla Banca d'Italia", "autorizzata a operare come
  // IMEL", "ottiene la licenza bancaria".
  [
    "corporate_event",
    3,
    [
      "e|sara ora ~6 autorizzato|autorizzata dalla|da|dal",
      "autorizzato|autorizzata|autorizzato ~6 a operare come",
      "ottiene|ottenuto|riceve|ricevuto ~3 autorizzazione|licenza",
    ],
  ],
  // A milestone: "ha superato le 1.000 navi collegate", "raggiunto 5 milioni di euro di ARR", "il fatturato è
  // raddoppiato".
  [
    "metrics_shared",
    3,
    phrases("superato|supera|superiamo|raggiunto|raggiunge|raggiungiamo|oltrepassato ?i|le|gli|quota ~3", [
      "#amount",
      "#number",
    ]),
  ],
  ["metrics_shared", 3, phrases(["#amount", "#number"], "?di arr|mrr|gmv|ricavi|fatturato")],
  ["metrics_shared", 2.5, "arr|ricavi|fatturato ~4 cresciuto|cresciuti|raddoppiato|raddoppiati|triplicato ~3 #digit"],
];
