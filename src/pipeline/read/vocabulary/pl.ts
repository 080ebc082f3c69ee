import type { Vocabulary } from "./vocabulary";

/** Polish. */
export const PL: Vocabulary = [
  // "pozyskał 5 mln zł", "zamyka rundę finansowania"
  ["fundraising", 3, "pozyskal|pozyskala|pozyskuje|zebral|zebrala|otrzymal|otrzymala ~8 #amount"],
  ["fundraising", 3, "runde|runda|rundy finansowania|inwestycyjna|inwestycyjnej|zalazkowa"],
  // In the third person or, as a company writes of itself, the first ("uruchomiliśmy", "wprowadzamy").
  [
    "product_update",
    2.5,
    "uruchamia|uruchomil|uruchomila|wprowadza|prezentuje|startuje|uruchomilismy|uruchamiamy|wprowadzilismy|wprowadzamy",
  ],
  ["product_update", 2.5, "juz dostepny|dostepna|dostepne"],
  ["hiring", 2.5, "rekrutujemy|zatrudniamy|szukamy"],
  ["leadership_change", 3.5, "nowym|nowa|nowy #exec"],
  ["leadership_change", 3, "odchodzi z firmy"],
  ["corporate_event", 3.5, "przejmuje|przejal|przejela|przejeta|przejety"],
  // The company joins a group, or its shares are bought: "Paletron dołącza do Grupy Hellmig", "zakup 100% udziałów".
  ["corporate_event", 3.5, ["dolacza|dolaczyl|dolaczyla do grupy", "zakup|nabycie ~3 udzialow|akcji"]],
  ["corporate_event", 3.5, "przejecie|przejecia|fuzja|fuzje|fuzji"],
  // Two companies joining as one: "Kadrowo i Grafikon łączą siły", "połączyły siły".
  ["corporate_event", 3, "lacza|laczy|polaczyly|polaczyli|polacza sily"],
  ["customer_partnership", 3, "partnerstwo|wspolpraca|wspolprace z|ze"],
  // A joint venture: "tworzą wspólne przedsiębiorstwo", "powstaje wspólna spółka".
  ["customer_partnership", 3, ["wspolne przedsiebiorstwo", "wspolna|wspolnej|wspolnego spolka|spolke|spolki"]],
  ["customer_partnership", 3, "nawiazuje|nawiazal|podpisuje|podpisal wspolprace|umowe"],
  ["corporate_event", 3.5, "zmienia|zmienil|zmienila nazwe"],
  ["corporate_event", 2, "nowa nazwa"],
  // A team cut and an insolvency: "zwalnia 40 pracowników", "ogłosiła upadłość".
  ["corporate_event", 3.5, "zwalnia|zwolni|zwolnila|zwolnil|zwalniamy ~6 #integer pracownikow|osob|etatow"],
  [
    "corporate_event",
    3.5,
    ["zwolnienia grupowe", "oglasza|oglosila|oglosil|oglosilismy upadlosc", "wniosek o upadlosc"],
  ],
  // A factory opened: "Akumo otwiera fabrykę pakietów bateryjnych", "oficjalnie otworzyło swoją pierwszą fabrykę".
  // A plant of the "-ownia" kind put to work: "uruchomiliśmy naszą pierwszą biometanownię", "otwiera biogazownię".
  [
    "corporate_event",
    2.5,
    [
      "otwiera|otworzyl|otworzyla|otworzylo|otworzyli|otworzylismy ~4 fabryke|zaklad|zaklady|*ownie",
      "uruchamia|uruchomil|uruchomila|uruchomilo|uruchomili|uruchomilismy ~4 fabryke|zaklad|*ownie",
    ],
  ],
];
