import type { Vocabulary } from "./vocabulary";

/** Romanian, folded ("a atras 3 milioane de euro", "a achiziționat" is "a achizitionat", "lansează" "lanseaza"). */
export const RO: Vocabulary = [
  // "a atras o finanțare de 2 milioane de euro", "am închis o rundă de 1,5 milioane", "obține 4 milioane de lei"
  [
    "fundraising",
    3,
    "atrage|atras|atragem|obtine|obtinut|obtinem|strange|strans|strangem|primeste|primit|ridicat|inchis|inchide " +
      "~10 #amount",
  ],
  ["fundraising", 3, "runda|runde|rundei de finantare|investitii|investitie"],
  ["fundraising", 3, "runda|runde|rundei seed|serie|seria"],
  ["fundraising", 3, "runda|runde pre-seed"],
  ["fundraising", 3, "finantare|investitie|investitia ~3 de #amount"],
  ["fundraising", 1.5, "condusa|coordonata|lider de"],
  // "lansează", "vă prezentăm", "este disponibil de azi"
  ["product_update", 2.5, "lanseaza|lansam|lansat|lansarea|prezinta|prezentam"],
  [
    "product_update",
    2.5,
    ["este|e ~2 disponibil|disponibila de azi|astazi|acum", "de azi|astazi ~2 disponibil|disponibila"],
  ],
  ["hiring", 2.5, ["angajam", "angajam ~4 #integer", "recrutam"]],
  ["leadership_change", 3.5, "nou|noul|noua ~2 #exec"],
  ["leadership_change", 3.5, "numeste|numit|numita|numeste ~6 #exec"],
  ["leadership_change", 3.5, ["se alatura|alaturat ~8 ca #exec", "se alatura|alaturat ~8 in calitate|rolul de #exec"]],
  ["leadership_change", 3, "paraseste|parasit ~3 compania|echipa|conducerea"],
  [
    "corporate_event",
    3.5,
    [
      "achizitionat|achizitioneaza|achizitionam|preia|preluat ~2 #name",
      // "cumpără Smetko", not "cumpără prin Plativo" (buys through it).
      "cumpara|cumparat|cumparam #name",
      "achizitionat|achizitionata|cumparat|cumparata|preluat|preluata de #name",
      "achizitia|achizitiei #name",
      "fuziune|fuzionat|fuzioneaza cu",
    ],
  ],
  // Expansion: "intrăm pe piața din Bulgaria", "ne extindem în Polonia", "deschidem un birou la Sofia".
  [
    "corporate_event",
    2.5,
    [
      "intra|intram|intrat pe ~3 piata",
      "intra|intram|intrat in|pe #place",
      "se|ne extinde|extindem in|pe #place",
      "extindere in|pe #place",
      "deschide|deschidem|deschis ~5 in|la #place",
      "primul birou|biroul din|in #place",
    ],
  ],
  // A shutdown and a team cut: "ne închidem activitatea", "reducem echipa cu 20%", "disponibilizăm 30 de oameni".
  [
    "corporate_event",
    3.5,
    [
      "inchidem|inchide|inchis ~3 activitatea|operatiunile|aplicatia|platforma|serviciul",
      "inceteaza|incetam|incetat ~2 activitatea",
      "reducem|reduce|redus ~2 echipa|personalul",
      "reducem|reduce|redus ~2 numarul de angajati",
      "concediem|concediaza|concediat|disponibilizam|disponibilizeaza|disponibilizat ~4 #integer",
      "disponibilizari|concedieri",
    ],
  ],
  [
    "customer_partnership",
    3,
    [
      "semneaza|semnat|semnam ~4 contract|contractul|acord|acordul|parteneriat|parteneriatul",
      "parteneriat|parteneriatul|colaborare cu #name",
    ],
  ],
  ["customer_partnership", 3, "castiga|castigat|castigam ~3 licitatia|licitatie|contractul"],
];
