import type { Vocabulary } from "./vocabulary";

/** Polish. */
export const PL: Vocabulary = [
  // "pozyskał 5 mln zł", "zamyka rundę finansowania"
  ["fundraising", 3, "pozyskal|pozyskala|pozyskuje|zebral|zebrala|otrzymal|otrzymala ~8 #amount"],
  ["fundraising", 3, "runde|runda|rundy finansowania|inwestycyjna|inwestycyjnej|zalazkowa"],
  // A round closed, named by its series or its size: "zamknęliśmy rundę Series A o wartości 32 mln zł".
  [
    "fundraising",
    3,
    [
      "zamknal|zamknela|zamkneli|zamknelismy|zamyka|zamykamy|domknal|domknela|domknelismy ~3 runde|rundy|emisje",
      "runde|runda|rundy seed|pre-seed|series|serii",
      "runde|runda|rundy ~4 o wartosci #amount",
    ],
  ],
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
  // A customer choosing it: "Grupa Nordkran wybiera Pakietto".
  ["customer_partnership", 2.5, "wybiera|wybrala|wybral|wybraly|wybrali #name"],
  // A joint venture: "tworzą wspólne przedsiębiorstwo", "powstaje wspólna spółka".
  ["customer_partnership", 3, ["wspolne przedsiebiorstwo", "wspolna|wspolnej|wspolnego spolka|spolke|spolki"]],
  ["customer_partnership", 3, "nawiazuje|nawiazal|podpisuje|podpisal wspolprace|umowe"],
  // A contract signed with a named buyer, or to supply it: "podpisała z Agencją Uzbrojenia umowę",
  // "Umowa z PKP na dostawę systemów", "kontrakt na dostawy".
  [
    "customer_partnership",
    3,
    [
      "podpisala|podpisalo|podpisali|podpisalismy|podpisuje ~5 umowe|kontrakt|zamowienie",
      "umowa|umowe|umowy|kontrakt|zamowienie ~5 na dostawe|dostawy|wdrozenie",
    ],
  ],
  ["corporate_event", 3.5, "zmienia|zmienil|zmienila nazwe"],
  ["corporate_event", 2, "nowa nazwa"],
  // A team cut and an insolvency: "zwalnia 40 pracowników", "ogłosiła upadłość".
  ["corporate_event", 3.5, "zwalnia|zwolni|zwolnila|zwolnil|zwalniamy ~6 #integer pracownikow|osob|etatow"],
  // A team made smaller: "zmniejszamy zespół", "zmniejszamy Trasomat z 62 do 48 osób", "redukcja zatrudnienia".
  [
    "corporate_event",
    3.5,
    [
      "zmniejsza|zmniejszamy|zmniejszyl|zmniejszyla|zmniejszylismy ~3 zespol|zatrudnienie",
      "zmniejsza|zmniejszamy|zmniejszyl|zmniejszyla|zmniejszylismy ~4 z #integer do #integer osob|pracownikow",
      "redukcja|redukcje|redukcji zatrudnienia|etatow",
    ],
  ],
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
