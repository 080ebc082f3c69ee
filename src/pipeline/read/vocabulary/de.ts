import { phrases, type Vocabulary } from "./vocabulary";

/** German. */
export const DE: Vocabulary = [
  // "sammelt 4,5 Mio. Euro ein", "sichert sich 12 Millionen Euro", "schließt Finanzierungsrunde über 8 Mio. € ab"
  [
    "fundraising",
    3,
    "sammelt|sammeln|sammelte|sammelten|eingesammelt|erhalt*|erhielt|sichert|sichern|sicherte|sicherten|gesichert|" +
      "schliesst|schloss|abgeschlossen|holt|holte|geholt ~10 #amount",
  ],
  ["fundraising", 3, "?pre-seed|preseed-finanzierung*|runde|investment"],
  ["fundraising", 3, "series|serie a|b|c|d|e|f|g|h finanzierung*|runde|investment"],
  ["fundraising", 3, "finanzierungsrunde"],
  // A grant: "erhält 2 Mio. Euro Förderung", "sichert sich einen EXIST-Zuschuss", "Fördermittel in Höhe von".
  [
    "fundraising",
    3,
    [
      "erhalt|erhalten|erhielt|bekommt|bekommen|sichert ~6 forderung|fordermittel|zuschuss|*forderung|*zuschuss",
      "#amount ~3 forderung|fordermittel|zuschuss|*forderung|*zuschuss",
      // The funder as subject: "EU-Innovationsfonds fördert Wärmewerk mit 14,2 Millionen Euro".
      "fordert|forderte|gefordert ~4 mit #amount",
    ],
  ],
  ["fundraising", 3, "finanzierung von|uber"],
  ["fundraising", 3, "finanzierung in hohe von"],
  ["fundraising", 1.5, "angefuhrt von"],
  ["fundraising", 1.5, "unter ?der fuhrung von"],
  // "stellt … vor", "launcht", "führt … ein", "ist ab sofort verfügbar"
  ["product_update", 2.5, "stellt|stellen ~5 vor"],
  ["product_update", 2.5, "prasentiert|prasentieren|lanciert|launcht"],
  // Published, unless what is published is a text about the company ("veröffentlichen wir unseren
  // Nachhaltigkeitsbericht", "veröffentlicht die Jahreszahlen").
  [
    "product_update",
    2.5,
    "veroffentlicht|veroffentlichen !*bericht|*berichts|*report|*studie|*whitepaper|*leitfaden|*zahlen|*beitrag~5",
  ],
  // A release note's label: "Neu: Geteilte Zahlungen mit PayPal".
  ["product_update", 1, "neu|verbessert|behoben :"],
  ["product_update", 2.5, "fuhrt|fuhren ~4 ein"],
  // A clinical milestone: "erster Patient eingeschlossen", "Zulassungsstudie gestartet", "startet Phase-2-Studie".
  [
    "product_update",
    3,
    [
      "erster|ersten|erste patient|patientin|proband|probandin ~5 eingeschlossen|behandelt|dosiert|randomisiert",
      "zulassungsstudie|pivotstudie|klinische|klinischen|phase ~3 studie|studie ~3 gestartet|begonnen|startet|beginnt",
      "zulassungsstudie|pivotstudie ~3 gestartet|begonnen|startet|beginnt",
      "startet|starten|beginnt|beginnen ~4 zulassungsstudie|pivotstudie|klinische studie",
    ],
  ],
  // A regulator's approval, what lets the product be sold: "erhält die CE-Zulassung", "EU-Zulassung für unser
  // Protein", "FDA-Zulassung:".
  [
    "product_update",
    3,
    [
      "erhalt|erhalten|erhielt|bekommt|bekommen|sichert ~5 *zulassung|*genehmigung|*kennzeichnung",
      ...["eu-zulassung :", "ce-zulassung :", "fda-zulassung :", "ema-zulassung :"],
      // The product's CE mark, not the company's certification: "Klarhör One ist CE-zertifiziert nach MDR".
      "ce-zertifiziert|gekennzeichnet",
    ],
  ],
  ["product_update", 2.5, "ab sofort|heute ~2 verfugbar|erhaltlich|live|da"],
  ["product_update", 2.5, "jetzt ~2 verfugbar|erhaltlich|live"],
  ["product_update", 1.5, "neue|neuen|neues funktion|feature|produkt|version|integration|app"],
  ["hiring", 2.5, "wir stellen ein"],
  ["hiring", 2.5, "wir suchen"],
  ["hiring", 2.5, "verstarkung gesucht"],
  ["hiring", 2, "mehrere|neue offene stellen|positionen|jobs"],
  ["hiring", 2, "mehrere|neue stellen|positionen|jobs"],
  ["hiring", 1.5, "wir wachsen"],
  // "wird neuer CTO", "verstärkt uns als Geschäftsführerin", "ernennt … zum CFO"
  ["leadership_change", 3.5, "wird|ist ?unser|unsere neuer|neue|neuen #exec"],
  // A headline's "Dr. Sabine Roth wird CEO von Klarheit": the role with its company.
  ["leadership_change", 3.5, "wird|wurde #exec von|bei"],
  ["leadership_change", 3.5, "verstarkt|stosst|kommt|wechselt|beginnt ~8 als ?neuer|neue|neuen #exec"],
  ["leadership_change", 3.5, "ernennt|ernannt|beruft|berufen ~8 zum|zur|zu ?neuen #exec"],
  ["leadership_change", 3, "verlasst das unternehmen"],
  ["leadership_change", 3, "verlasst uns"],
  ["leadership_change", 3, "tritt zuruck"],
  ["leadership_change", 3, "scheidet aus"],
  // A takeover: "übernimmt die Sonnendach GmbH", "kauft Voltlane", "wird von Vattenfall übernommen"; not a service
  // that takes work off customers' hands ("übernimmt für Stadtwerke alles").
  [
    "corporate_event",
    3.5,
    [
      "von|durch ~5 ubernommen",
      "ubernahme von|durch|der|des",
      "ubernimmt ~4 gmbh|ag|se|startup|unternehmen|firma|wettbewerber|konkurrenten|anbieter|mehrheit",
      // A firm named by its trade: "übernimmt den Wiener Vertragsanalyse-Spezialisten Paragrafix".
      "ubernimmt den|die ~3 spezialist*|hersteller*|entwickler*|mitbewerber*|softwarehaus #name",
      // A headline's "Gridwise kauft Voltlane": the company buys another by name (or is bought: subject.ts).
      "= kauft|kaufte #name",
      // "Paketwerk übernimmt Leipziger Lastenradkurier Velokurier Sachsen": a firm named after the verb, not a duty.
      "= übernimmt|übernahm !verantwortung|leitung|fuhrung|vorsitz|kosten|aufgabe|aufgaben|rolle|betrieb|regie|" +
        "steuer|patenschaft|schirmherrschaft|mehrkosten|haftung|gewahrleistung|versand|abwicklung|wartung #name",
      // "Kranwerk wird Teil der Brückner Gruppe", "Vektora wird Teil von Kestrel Data".
      "wird|werden|ist|sind ?nun|jetzt teil der|des|von",
      // The buyer's perfect tense, a firm named as its object: "Kestrel Data hat Vektora übernommen" (not "hat die
      // Leitung übernommen").
      "hat|haben|hatte !verantwortung|leitung|fuhrung|vorsitz|kosten|aufgabe|aufgaben|rolle #name ?#name ubernommen",
      "fusioniert|fusionieren",
    ],
  ],
  ["corporate_event", 3.5, "ubernahme von|durch|der"],
  ["corporate_event", 3.5, "fusion mit"],
  // A product recall ("freiwilliger Rückruf", "Rückrufaktion"), not a callback ("Rückruf vereinbaren").
  ["corporate_event", 3.5, ["produktruckruf|ruckrufaktion|sicherheitsruckruf", "freiwilligen|freiwilliger ruckruf"]],
  // A shutdown, its separable verb's "ein" after a date ("stellt den Betrieb zum 31. Dezember ein"), or at a clause's
  // end ("dass Kinderpuls den Betrieb … einstellt").
  [
    "corporate_event",
    3.5,
    [
      "stellt|stellen ?den|seinen|ihren|unseren geschaftsbetrieb|betrieb|dienst ~6 ein",
      "den|seinen|ihren|unseren geschaftsbetrieb|betrieb|dienst ~6 einstellt|einstellen|einzustellen",
    ],
  ],
  // A customer relying on the company, as German headlines say it: "Nordmark Bank setzt auf Kontextwerk".
  ["customer_partnership", 3, "setzt|setzen|setzte|setzten ?jetzt|kunftig|nun|ab auf #name"],
  // Compounds end with their head: "Vertriebspartnerschaft mit", "Technologiekooperation mit"; an agreement is signed
  // with another ("schließt Lizenz- und Kooperationsvereinbarung mit", "unterzeichnet Liefervertrag").
  ["customer_partnership", 3, "*partnerschaft|*kooperation mit"],
  // An insurer that pays for the product: "wird von der TK erstattet", "Kostenübernahme durch die AOK".
  [
    "customer_partnership",
    3,
    [
      "erstattet von|durch ?der|die|den #name",
      "von|durch der|die #name erstattet",
      "kostenubernahme durch ?die|der #name",
    ],
  ],
  // A programme's partner, certified or listed: "ist jetzt DATEV-Software-Partner", "als Partner zertifiziert".
  ["customer_partnership", 3, "ist|sind|wird|wurde ?jetzt|nun|offiziell ~2 *partner"],
  ["customer_partnership", 3.5, "als ~2 *partner zertifiziert|ausgezeichnet|gelistet|aufgenommen"],
  [
    "customer_partnership",
    3,
    "startet|starten|schliesst|schliessen|vereinbart|vereinbaren|verkundet|verkunden|beginnt|beginnen|geht|gehen|" +
      "unterzeichnet|unterzeichnen ~3 *partnerschaft|*kooperation|*vereinbarung|*abkommen|*vertrag",
  ],
  // A pilot with a named customer: "Heatwerk und Stadtwerke Halle starten Pilotprojekt", "Pilotprojekt mit Rheinpaket".
  [
    "customer_partnership",
    3,
    [
      "startet|starten|beginnt|beginnen|vereinbart|vereinbaren ~3 *pilotprojekt|*pilotversuch|*pilotierung",
      "*pilotprojekt|*pilotversuch|*pilotierung mit ?der|dem|den #name",
    ],
  ],
  // A retailer carrying the product: "Jetzt bei REWE" (a heading), "ab sofort auch bei Edeka erhältlich", "in über
  // 2.300 Märkten". German writes every noun with a capital, so the chain is a heading's end or followed by its sites.
  [
    "customer_partnership",
    3,
    phrases(["ab sofort", "jetzt|neu"], "?auch bei #name", [
      "?#name $",
      "*5 erhaltlich|markten|filialen|apotheken|supermarkten|regal",
    ]),
  ],
  // A milestone: "wir haben die Marke von 10.000 Kunden geknackt", "2 Mio. € ARR", "der Umsatz wuchs um 40 %".
  ["metrics_shared", 3, phrases(["#amount", "#number"], "~4 geknackt|erreicht|uberschritten|ubertroffen")],
  ["metrics_shared", 3, phrases(["#amount", "#number"], "?an arr|mrr|gmv|tpv|umsatz|jahresumsatz")],
  ["metrics_shared", 2.5, "arr|mrr|gmv|umsatz ~4 wuchs|wachst|verdoppelte|verdreifachte|stieg ~3 #digit"],
  // A new name: "heißt ab sofort Brigade", "benennt sich in … um", "neuer Name".
  ["corporate_event", 3.5, "heisst jetzt|ab sofort|kunftig|nun"],
  ["corporate_event", 3.5, "benennt sich ~4 um"],
  // "Aus Lagerfux wird Stackwerk": the old name becoming the new.
  ["corporate_event", 3.5, "= aus|Aus #name wird #name"],
  ["corporate_event", 3.5, "umbenennung|umfirmierung"],
  ["corporate_event", 2, "neuer|neuen name|namen"],
  // A team cut and an insolvency: "entlässt 40 Mitarbeitende", "baut 20 Stellen ab", "stellt Insolvenzantrag",
  // "Sanierungsverfahren eröffnet" (Austria's restructuring in insolvency).
  [
    "corporate_event",
    3.5,
    "entlasst|entlassen|entliess|kundigt|kundigen|streicht|streichen ~6 #integer mitarbeitende|mitarbeiter|" +
      "mitarbeiterinnen|beschaftigte|stellen|arbeitsplatze|kolleginnen|kollegen",
  ],
  ["corporate_event", 3.5, "baut|bauen|bauten ~3 #integer stellen|arbeitsplatze ab"],
  ["corporate_event", 3.5, "trennen|trennt ~3 uns|sich von ~4 #integer mitarbeitende|mitarbeiter|kolleginnen|kollegen"],
  ["corporate_event", 3, "stellenabbau|personalabbau"],
  // "45 der derzeit 210 Stellen abbauen", "Abbau von 45 Stellen", short-time work: "Kurzarbeit einführen".
  ["corporate_event", 3.5, ["#integer ~4 stellen|arbeitsplatze abbauen|abzubauen", "abbau von #integer stellen"]],
  [
    "corporate_event",
    3.5,
    ["kurzarbeit ~6 einfuhren|einzufuhren|anmelden|anzumelden|beantragt", "fuhrt|fuhren ~4 kurzarbeit ~4 ein"],
  ],
  [
    "corporate_event",
    3.5,
    [
      "insolvenzantrag|insolvenzverfahren|sanierungsverfahren|konkursverfahren",
      // The filing told with its verb, so the filer is the subject: "stellt Antrag auf Insolvenzverfahren", "hat …
      // einen Antrag auf Eröffnung eines Insolvenzverfahrens gestellt".
      "stellt|stellte|stellen ?einen antrag auf ~3 insolvenz*|insolvenzverfahren*|sanierungsverfahren*",
      "antrag auf ~3 insolvenz*|insolvenzverfahren*|sanierungsverfahren* ~4 gestellt",
      "meldet|melden|meldete ~3 insolvenz an",
      "ist|sind insolvent",
      "insolvenz in eigenverwaltung",
    ],
  ],
  // Expansion into a new country or city: "expandiert nach Österreich", "eröffnet ein Büro in London", "startet in
  // der Schweiz".
  [
    "corporate_event",
    2.5,
    [
      "expandiert|expandieren|startet|starten|kommt|kommen nach|in ?die|der #place",
      "eroffnet|eroffnen ~5 in #place",
      // A new branch, wherever it is: "eröffnet ihren dritten Standort", "eröffnet Niederlassung am Hafen".
      "eroffnet|eroffnen|eroffnete|eroffneten ~6 *standort|*niederlassung|*filiale",
      "markteintritt in ?der|die #place",
      "erstes|ersten buro|standort in #place",
      // A subsidiary abroad: "gründet Tochtergesellschaft in Frankreich", "eigene Niederlassung in Spanien".
      "*tochtergesellschaft|*niederlassung|tochter in #place",
    ],
  ],
  // A customer's contract: "Fünfjähriger Rahmenvertrag nach europaweiter Ausschreibung", "erhält den Zuschlag".
  [
    "customer_partnership",
    3,
    ["*rahmenvertrag|*liefervertrag|*abnahmevertrag|*grossauftrag", "erhalt|erhielt ~4 zuschlag"],
  ],
  // A team cut by a share: "verkleinert sein Team um 30 %", "reduziert die Belegschaft um ein Drittel".
  [
    "corporate_event",
    3.5,
    "verkleinert|verkleinern|reduziert|reduzieren ~2 team|belegschaft|mitarbeiterzahl um ?rund #integer",
  ],
  // A founder's visibility: "ausgezeichnet", "Preisträgerin", "Vortrag" (not the English words).
  ["founder_amplified", 2, ["ausgezeichnet|auszeichnung|preistragerin|preistrager", "vortrag", "unter 30|35"]],
  // A licence that makes it a regulated business: "ist jetzt zugelassenes Zahlungsinstitut", "erhält die
  // BaFin-Erlaubnis als E-Geld-Institut".
  [
    "corporate_event",
    3,
    [
      "ist|sind ?jetzt|nun ~2 zugelassene*|lizenzierte*|regulierte*|beaufsichtigte*",
      "erhalt|erhalten|erhielt|bekommt|bekommen ~4 *erlaubnis|*lizenz|*banklizenz ~4 als",
    ],
  ],
  // A certification, a status of the company as a licence is: "ist ISO/IEC 27001-zertifiziert", "erhält das
  // TISAX-Label".
  [
    "corporate_event",
    2.5,
    ["ist|sind ?jetzt|nun ~3 *zertifiziert", "erhalt|erhalten|erhielt ~3 *zertifikat|*zertifizierung|*label|*testat"],
  ],
];
