import type { Vocabulary } from "./vocabulary";

/**
 * Croatian, Serbian and Bosnian in the Latin script, one vocabulary as their business writing shares its words,
 * folded ("prikupila 2 milijuna eura", "smanjujemo tim", "potpisali partnerstvo", "preuzela je").
 */
export const HR: Vocabulary = [
  // "prikupio 2,4 milijuna eura", "zatvorili smo rundu od 3 miliona evra", "osigurala investiciju od 1,5 milijuna"
  [
    "fundraising",
    3,
    "prikupio|prikupila|prikupili|prikuplja|prikupljamo|privukao|privukla|privukli|osigurao|osigurala|osigurali|" +
      "zatvorio|zatvorila|zatvorili|podigao|podigla|podigli ~10 #amount",
  ],
  ["fundraising", 3, "investicijsku|investicijska|investicionu|investiciona|seed runda|rundu|runde"],
  ["fundraising", 3, "pre-seed runda|rundu|runde"],
  ["fundraising", 3, "rundu|runda|runde ulaganja|financiranja|finansiranja|serije"],
  ["fundraising", 3, "investiciju|investicija|ulaganje|ulaganja od #amount"],
  ["fundraising", 1.5, "predvodio|predvodila|predvodili|predvodi"],
  // "lansira", "predstavljamo", "od danas dostupan"
  [
    "product_update",
    2.5,
    "lansira|lansirao|lansirala|lansirali|lansiramo|predstavljamo|predstavio|predstavila|predstavili",
  ],
  ["product_update", 2.5, ["od danas ~3 dostupan|dostupna|dostupno|dostupni", "novi proizvod"]],
  ["hiring", 2.5, ["zaposljavamo", "zaposljavamo ~4 #integer", "otvaramo ~3 #integer ?novih radnih mjesta|pozicija"]],
  // "Marta Horvat nova je tehnička direktorica", "pridružila se kao financijska direktorica", "imenovan za direktora"
  ["leadership_change", 3.5, "nova|novi|novog|novu ?je #exec"],
  ["leadership_change", 3.5, "pridruzio|pridruzila|pridruzili|pridruzuje ~8 kao #exec"],
  ["leadership_change", 3.5, "imenovan|imenovana|imenovao|imenovala|imenuje ~6 #exec"],
  [
    "leadership_change",
    3,
    ["napusta|napustio|napustila ~3 tvrtku|kompaniju|firmu|upravu", "odlazi s|sa mjesta|pozicije"],
  ],
  [
    "corporate_event",
    3.5,
    [
      "preuzeo|preuzela|preuzeli|preuzima|kupio|kupila|kupili|kupuje ~2 #name",
      // A stake bought, a group joined: "preuzeo 100 % udjela", "postaje dio grupe Alpstay".
      "preuzeo|preuzela|preuzeli|preuzima|kupio|kupila|kupili|kupuje ~4 udjela|udio|udela|vlasnistvo",
      "postaje|postao|postala|postali|postajemo dio|deo grupe|grupacije",
      "preuzet|preuzeta|preuzeto|kupljen|kupljena|kupljeno od strane",
      "akvizicija|akviziciju|akvizicije #name",
      "spajanje s|sa",
      "spaja|spajaju se s|sa",
    ],
  ],
  // Expansion: "ulazimo na tržište Slovenije", "otvaramo ured u Beogradu", "širimo se u Austriju".
  [
    "corporate_event",
    2.5,
    [
      "ulazi|ulazimo|ulaze na|u ~3 trziste",
      "ulazi|ulazimo|ulaze na|u #place",
      "otvara|otvaramo|otvorio|otvorila|otvorili ~5 u #place",
      "prvi ured|ured u #place",
      "sirimo|siri|sirimo se na|u #place",
    ],
  ],
  // A shutdown and a team cut: "prestajemo s radom", "smanjujemo tim sa 74 na 55 ljudi", "otpuštamo 20 ljudi".
  [
    "corporate_event",
    3.5,
    [
      "zatvara|zatvaramo ~3 poslovanje|tvrtku|kompaniju|vrata",
      "prestaje|prestajemo|prestat s|sa radom|poslovanjem",
      "gasi|gasimo|ugasit ~3 servis|aplikaciju|uslugu|platformu",
      "smanjujemo|smanjuje|smanjujem|smanjili|smanjila|smanjio tim|timove",
      "smanjujemo|smanjuje|smanjujem|smanjili|smanjila|smanjio broj zaposlenih",
      "otpustamo|otpusta|otpustio|otpustila|otpustili ~4 #integer",
      "otpustanja|otpustanje|otkazi ~4 #integer",
    ],
  ],
  [
    "customer_partnership",
    3,
    [
      "potpisali|potpisala|potpisao|potpisuje|potpisuju|potpisujemo ~4 partnerstvo|ugovor|sporazum|suradnju|saradnju",
      "partnerstvo|suradnja|suradnju|saradnja|saradnju s|sa #name",
    ],
  ],
  // A distributor offering it to its own customers: "Morava banka će Kadrovik nuditi svojim klijentima".
  ["customer_partnership", 2.5, "nuditi|nudi|nude|ponuditi|ponudit|ponudice ~2 svojim klijentima|korisnicima|kupcima"],
  // A public tender won: "dobili smo natječaj Grada Splita", "osvojili tender".
  ["customer_partnership", 3, "dobili|dobila|dobio|osvojili|osvojila|osvojio ~3 natjecaj|tender|ugovor"],
];
