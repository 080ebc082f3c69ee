import type { ChangeType } from "../signal";

/*
 * The lexicon's event-shaped statements in German, French and Spanish: a
 * site in those languages gets the same event types as an English one, for funding, launches,
 * hiring, leadership and acquisitions. Same rule as in English: a verb with its object ("sammelt
 * 4 Mio. Euro ein", "lève 10 millions d'euros", "se une como CTO"), never a lone word. Words are
 * bounded by letters, not `\b` (which stops at the first accented letter: "übernimmt").
 */

/** Before and after a word: no letter or digit (Unicode-aware, unlike `\b`). */
const B = String.raw`(?<![\p{L}\p{N}])`;
const E = String.raw`(?![\p{L}\p{N}])`;
const re = (source: string) => new RegExp(source, "iu");

/**
 * An amount as these languages write it: "4,5 Mio. Euro", "10 millions d'euros", "3 millones de euros", "€5M", "12 M€".
 */
const AMOUNT =
  String.raw`(?:[$€£]\s?\d[\d.,]*\s?(?:k|m|mm|mio\.?|mrd\.?|bn|millions?|millones|milliards?)?|\d[\d.,\s]*\s?(?:m` +
  String.raw`io\.?|millionen|mrd\.?|milliarden|millions?|milliards?|millones|mil ` +
  String.raw`millones|m€|md€|mill\.?)(?:\s?(?:euro|eur|€|us-dollar|dollar|\$|d['’]euros|de dollars|de euros|de ` +
  "d[óo]lares))?)";

/** Executive titles in German, French and Spanish (and the English ones these sites use too). */
export const EXEC_EUROPE =
  String.raw`(?:ceo|cto|cfo|coo|cmo|cro|cpo|ciso|chief\s+\w+\s+officer|vp|gesch[äa]ftsf[üu]hrer(?:in)?|` +
  "vorstand(?:svorsitzende[rn]?)?|finanzvorst[äa]nd(?:in)?|technikvorst[äa]nd(?:in)?|" +
  String.raw`leiter(?:in)?\s+\w+|directeur(?:\s+(?:g[ée]n[ée]ral|technique|financier|des?\s+\w+))?|` +
  String.raw`directrice(?:\s+(?:g[ée]n[ée]rale|technique|financi[èe]re|des?\s+\w+))?|pr[ée]sident(?:e)?|` +
  String.raw`director(?:a)?(?:\s+(?:general|financier[oa]|de\s+\w+))?|consejer[oa]\s+delegad[oa]|` +
  "vicepresident[ea])";

export const LEXICON_LANGUAGES: Record<ChangeType, [RegExp, number][]> = {
  fundraising: [
    // de: "sammelt 4,5 Mio. Euro ein", "sichert sich 12 Millionen Euro", "schließt Finanzierungsrunde über 8 Mio. € ab"
    [
      re(
        `${B}` +
          `(?:sammel(?:t|n|te|ten)|eingesammelt|erh[äa]lt|erhielt|erhalten|sicher(?:t|n|te|ten)\\s+sich|` +
          `gesichert|schlie[ßs]t|schloss|abgeschlossen|holt|holte|geholt)` +
          `${E}[^.\\n]{0,60}?${AMOUNT}`,
      ),
      3,
    ],
    // fr: "lève 10 millions d'euros", "a bouclé un tour de table de 3 M€"
    [
      re(
        `${B}` +
          `(?:l[èe]ve|l[èe]vent|a\\s+lev[ée]|lev[ée]e?s?|boucle|a\\s+boucl[ée]|s[ée]curise|a\\s+s[ée]curis[ée]|` +
          `obtient|a\\s+obtenu|annonce)` +
          `${E}[^.\\n]{0,60}?${AMOUNT}`,
      ),
      3,
    ],
    // es: "levanta 3 millones de euros", "cierra una ronda de 5 millones"
    [
      re(
        `${B}` +
          `(?:levanta|levant[óo]|recauda|recaud[óo]|cierra|cerr[óo]|consigue|consigui[óo]|obtiene|obtuvo|capta|` +
          `capt[óo]|asegura|asegur[óo])` +
          `${E}[^.\\n]{0,60}?${AMOUNT}`,
      ),
      3,
    ],
    [
      re(
        `${B}(?:seed|pre-?seed|series[- ][a-h]|serie[- ][a-h]|s[ée]rie\\s+[a-h])[- ` +
          `]?(?:finanzierung(?:srunde)?|runde|investment|finanzierungsrunde)${E}`,
      ),
      3,
    ],
    [
      re(
        `${B}` +
          `(?:finanzierungsrunde|finanzierung\\s+(?:von|über|in\\s+h[öo]he\\s+von)|lev[ée]e\\s+de\\s+fonds|` +
          `tour\\s+de\\s+(?:table|financement|s[ée]rie\\s+[a-h])|ronda\\s+de\\s+(?:financiaci[óo]n|` +
          `inversi[óo]n)|ronda\\s+(?:semilla|seed|pre-?seed|serie\\s+[a-h]))` +
          `${E}`,
      ),
      3,
    ],
    [
      re(
        `${B}` +
          `(?:angef[üu]hrt\\s+von|unter\\s+(?:der\\s+)?f[üu]hrung\\s+von|men[ée]e?\\s+par|dirig[ée]e?\\s+par|` +
          `liderada\\s+por|encabezada\\s+por|co-?liderada\\s+por)` +
          `${E}`,
      ),
      1.5,
    ],
  ],
  product_update: [
    // de: "stellt … vor", "launcht", "führt … ein", "ist ab sofort verfügbar"
    [
      re(
        `${B}` +
          `(?:stell(?:t|en)\\s+(?:\\S+\\s+){0,5}?vor|pr[äa]sentier(?:t|en)|lanciert|launcht|f[üu]hr(?:t|` +
          `en)\\s+(?:\\S+\\s+){0,4}?ein|ver[öo]ffentlich(?:t|en))` +
          `${E}`,
      ),
      2.5,
    ],
    [re(`${B}(?:ab\\s+sofort|ab\\s+heute|jetzt)\\s+(?:\\S+\\s+){0,2}?(?:verf[üu]gbar|erh[äa]ltlich|live|da)${E}`), 2.5],
    // fr: "lance", "dévoile", "disponible dès aujourd'hui"
    [
      re(
        `${B}` +
          `(?:lance|lancent|lan[çc]ons|a\\s+lanc[ée]|lancement\\s+de|d[ée]voile|d[ée]voilent|` +
          `a\\s+d[ée]voil[ée]|pr[ée]sente\\s+(?!notre\\s+[ée]quipe))` +
          `${E}`,
      ),
      2.5,
    ],
    [
      re(
        `${B}` +
          `(?:disponible\\s+d[èe]s\\s+(?:aujourd['’]hui|maintenant|ce\\s+jour)|d[ée]sormais\\s+disponible|` +
          `est\\s+(?:maintenant|d[ée]sormais)\\s+disponible|en\\s+acc[èe]s\\s+anticip[ée]|` +
          `en\\s+b[êe]ta\\s+(?:publique|ouverte))` +
          `${E}`,
      ),
      2.5,
    ],
    // es: "lanza", "presentamos", "ya está disponible"
    [re(`${B}(?:lanza|lanzan|lanz[óo]|lanzamos|presenta(?:mos)?|present[óo]|estrena)${E}`), 2.5],
    [
      re(
        `${B}` +
          `(?:ya\\s+(?:est[áa]\\s+)?disponible|disponible\\s+(?:desde\\s+hoy|a\\s+partir\\s+de\\s+hoy|ya|` +
          `ahora)|en\\s+beta\\s+(?:p[úu]blica|abierta))` +
          `${E}`,
      ),
      2.5,
    ],
    [
      re(
        `${B}` +
          `(?:neue[sn]?\\s+(?:funktion|feature|produkt|version|integration|app)|` +
          `nouvelle?s?\\s+(?:fonctionnalit[ée]s?|version|offre|application|int[ée]gration)|` +
          `nuev[oa]s?\\s+(?:funcionalidad(?:es)?|funci[óo]n|versi[óo]n|aplicaci[óo]n|integraci[óo]n|producto))` +
          `${E}`,
      ),
      1.5,
    ],
  ],
  hiring: [
    [
      re(
        `${B}` +
          `(?:wir\\s+stellen\\s+ein|wir\\s+suchen|verst[äa]rkung\\s+gesucht|nous\\s+recrutons|on\\s+recrute|nou` +
          `s\\s+embauchons|rejoignez[- ` +
          `]nous|estamos\\s+contratando|buscamos\\s+(?:talento|personas|a\\s+un)|[úu]nete\\s+a\\s+(?:nuestro|` +
          `el)\\s+equipo)` +
          `${E}`,
      ),
      2.5,
    ],
    [
      re(
        `${B}` +
          `(?:\\d+|mehrere|neue|plusieurs|nouveaux|varias|nuevas)\\s+(?:offene\\s+)?(?:stellen|positionen|jobs|` +
          `postes|offres\\s+d['’]emploi|vacantes|posiciones|ofertas\\s+de\\s+empleo)` +
          `${E}`,
      ),
      2,
    ],
    [re(`${B}(?:wir\\s+wachsen|notre\\s+[ée]quipe\\s+s['’]agrandit|nuestro\\s+equipo\\s+crece)${E}`), 1.5],
  ],
  leadership_change: [
    // de: "wird neuer CTO", "verstärkt uns als Geschäftsführerin", "ernennt … zum CFO"
    [re(`${B}(?:wird|ist)\\s+(?:unser(?:e)?\\s+)?neue[rn]?\\s+${EXEC_EUROPE}`), 3.5],
    [
      re(
        `${B}(?:verst[äa]rkt|st[öo][ßs]t\\s+zu|kommt|wechselt|beginnt)${E}[^.\\n]{0,50}?${B}` +
          `als\\s+(?:neue[rn]?\\s+)?${EXEC_EUROPE}`,
      ),
      3.5,
    ],
    [re(`${B}(?:ernennt|ernannt|beruft|berufen)${E}[^.\\n]{0,50}?${B}zu[mr]?\\s+(?:neuen\\s+)?${EXEC_EUROPE}`), 3.5],
    // fr: "rejoint … en tant que CTO", "nomme … directrice générale", "nouveau directeur financier"
    [
      re(
        `${B}(?:rejoint|rejoignent|nomme|nomm[ée]e?|arrive|accueille|promu[e]?)${E}[^.\\n]{0,60}?${B}` +
          `(?:en\\s+tant\\s+que|au\\s+poste\\s+de|comme|à\\s+la\\s+t[êe]te|au\\s+rang\\s+de)\\s+(?:nouve(?:au|` +
          `lle)\\s+)?` +
          `${EXEC_EUROPE}`,
      ),
      3.5,
    ],
    [re(`${B}(?:nouve(?:au|lle)|nuev[oa])\\s+${EXEC_EUROPE}`), 2.5],
    // es: "se une a … como CTO", "nombra a … directora general"
    [
      re(
        `${B}(?:se\\s+une|se\\s+incorpora|se\\s+suma|ficha\\s+a|nombra\\s+a|nombra|incorpora\\s+a|asume)${E}` +
          `[^.\\n]{0,60}?${B}` +
          `(?:como|en\\s+calidad\\s+de|el\\s+cargo\\s+de|al\\s+cargo\\s+de)\\s+(?:nuev[oa]\\s+)?${EXEC_EUROPE}`,
      ),
      3.5,
    ],
    [
      re(
        `${B}` +
          `(?:verl[äa]sst\\s+(?:das\\s+unternehmen|uns)|tritt\\s+zur[üu]ck|scheidet\\s+aus|` +
          `quitte\\s+(?:l['’]entreprise|ses\\s+fonctions|la\\s+soci[ée]t[ée])|d[ée]missionne|` +
          `deja\\s+la\\s+(?:compa[ñn][íi]a|empresa)|dimite|renuncia\\s+a\\s+su\\s+cargo)` +
          `${E}`,
      ),
      3,
    ],
  ],
  corporate_event: [
    // Acquisitions: "übernimmt", "wird von … übernommen", "rachète", "est racheté par", "adquiere", "es adquirida por".
    [
      re(
        `${B}` +
          `(?:[üu]bernimmt|[üu]bernommen|[üu]bernahme\\s+(?:von|durch|der)|fusioniert\\s+mit|fusion\\s+mit|` +
          `acquiert|a\\s+acquis|rach[èe]te|rachet[ée]e?|rachat\\s+de|acquis(?:e)?\\s+par|acquisition\\s+(?:de|` +
          `par)|fusionne\\s+avec|fusion\\s+avec|adquiere|adquiri[óo]|adquirid[oa]\\s+por|adquisici[óo]n\\s+de|` +
          `comprad[oa]\\s+por|se\\s+fusiona\\s+con|fusi[óo]n\\s+con)` +
          `${E}`,
      ),
      3.5,
    ],
    // Shutting down: "stellt den Betrieb ein", "cesse ses activités", "cierra sus puertas".
    [
      re(
        `${B}` +
          `(?:stell(?:t|en)\\s+(?:den\\s+)?betrieb\\s+ein|cess(?:e|ons)\\s+(?:ses|nos)\\s+activit[ée]s|` +
          `ferme\\s+ses\\s+portes|cierra\\s+sus\\s+puertas|cese\\s+de\\s+(?:la\\s+)?actividad)` +
          `${E}`,
      ),
      3.5,
    ],
  ],
  metrics_shared: [],
  customer_partnership: [
    [
      re(
        `${B}` +
          `(?:partnerschaft\\s+mit|kooperation\\s+mit|partenariat\\s+avec|s['’]associe\\s+(?:à|avec)|` +
          `alianza\\s+con|acuerdo\\s+con|se\\s+asocia\\s+con)` +
          `${E}`,
      ),
      3,
    ],
  ],
  founder_amplified: [],
};
