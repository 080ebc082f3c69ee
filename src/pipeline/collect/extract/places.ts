import { foldText, foldedPhrase } from "../../../text";

/*
 * Places as companies, job listings and articles write them: "Berlin,
 * Germany", "Austin, TX", "Remote (Canada)", "München", "a Paris-based start-up". A small table of
 * countries (their English, German, French and Spanish names, ISO code and the adjective an
 * article uses: "a Swedish start-up"), the US states, and the cities start-ups hire and are
 * based in, each with its country (and state). Enough to tell a role in a new country, a filer in
 * another state, or a namesake in another city; not a geocoder.
 */

export interface Place {
  /** ISO 3166-1 alpha-2 ("DE", "US"). */
  country: string;
  /** A US state's postal code, when known ("CA"). */
  state?: string;
  /** A known city, folded ("munich"), when the text names one. */
  city?: string;
  /** A metro area several cities belong to ("bay-area"), for cities that are one place to a company. */
  metro?: string;
}

type CountryRow = [code: string, names: string[], adjectives: string[]];

const COUNTRIES: CountryRow[] = [
  [
    "US",
    [
      "United States",
      "United States of America",
      "USA",
      "U.S.",
      "U.S.A.",
      "US",
      "America",
      "Vereinigte Staaten",
      "USA",
      "États-Unis",
      "Etats-Unis",
      "Estados Unidos",
      "EE. UU.",
      "EEUU",
    ],
    ["American", "US-based"],
  ],
  ["CA", ["Canada", "Kanada"], ["Canadian"]],
  ["MX", ["Mexico", "México", "Mexiko", "Mexique"], ["Mexican"]],
  ["BR", ["Brazil", "Brasil", "Brasilien", "Brésil"], ["Brazilian"]],
  ["AR", ["Argentina", "Argentinien", "Argentine"], ["Argentine", "Argentinian"]],
  ["CL", ["Chile", "Chili"], ["Chilean"]],
  ["CO", ["Colombia", "Kolumbien", "Colombie"], ["Colombian"]],
  ["PE", ["Peru", "Perú", "Pérou"], ["Peruvian"]],
  [
    "GB",
    [
      "United Kingdom",
      "UK",
      "U.K.",
      "Great Britain",
      "Britain",
      "England",
      "Scotland",
      "Wales",
      "Vereinigtes Königreich",
      "Großbritannien",
      "Royaume-Uni",
      "Reino Unido",
    ],
    ["British", "English", "Scottish", "UK-based"],
  ],
  ["IE", ["Ireland", "Irland", "Irlande", "Irlanda"], ["Irish"]],
  ["DE", ["Germany", "Deutschland", "Allemagne", "Alemania"], ["German"]],
  ["AT", ["Austria", "Österreich", "Autriche"], ["Austrian"]],
  ["CH", ["Switzerland", "Schweiz", "Suisse", "Suiza"], ["Swiss"]],
  ["FR", ["France", "Frankreich", "Francia"], ["French"]],
  ["ES", ["Spain", "España", "Spanien", "Espagne"], ["Spanish"]],
  ["PT", ["Portugal"], ["Portuguese"]],
  ["IT", ["Italy", "Italia", "Italien", "Italie"], ["Italian"]],
  ["NL", ["Netherlands", "The Netherlands", "Holland", "Niederlande", "Pays-Bas", "Países Bajos"], ["Dutch"]],
  ["BE", ["Belgium", "Belgien", "Belgique", "Bélgica"], ["Belgian"]],
  ["LU", ["Luxembourg", "Luxemburg"], ["Luxembourgish"]],
  ["DK", ["Denmark", "Dänemark", "Danemark", "Dinamarca"], ["Danish"]],
  ["SE", ["Sweden", "Schweden", "Suède", "Suecia"], ["Swedish"]],
  ["NO", ["Norway", "Norwegen", "Norvège", "Noruega"], ["Norwegian"]],
  ["FI", ["Finland", "Finnland", "Finlande", "Finlandia"], ["Finnish"]],
  ["IS", ["Iceland", "Island", "Islande", "Islandia"], ["Icelandic"]],
  ["EE", ["Estonia", "Estland", "Estonie"], ["Estonian"]],
  ["LV", ["Latvia", "Lettland", "Lettonie", "Letonia"], ["Latvian"]],
  ["LT", ["Lithuania", "Litauen", "Lituanie", "Lituania"], ["Lithuanian"]],
  ["PL", ["Poland", "Polen", "Pologne", "Polonia"], ["Polish"]],
  ["CZ", ["Czech Republic", "Czechia", "Tschechien", "République tchèque", "Chequia"], ["Czech"]],
  ["SK", ["Slovakia", "Slowakei", "Slovaquie", "Eslovaquia"], ["Slovak"]],
  ["HU", ["Hungary", "Ungarn", "Hongrie", "Hungría"], ["Hungarian"]],
  ["RO", ["Romania", "Rumänien", "Roumanie", "Rumania"], ["Romanian"]],
  ["BG", ["Bulgaria", "Bulgarien", "Bulgarie"], ["Bulgarian"]],
  ["GR", ["Greece", "Griechenland", "Grèce", "Grecia"], ["Greek"]],
  ["HR", ["Croatia", "Kroatien", "Croatie", "Croacia"], ["Croatian"]],
  ["SI", ["Slovenia", "Slowenien", "Slovénie", "Eslovenia"], ["Slovenian"]],
  ["RS", ["Serbia", "Serbien", "Serbie"], ["Serbian"]],
  ["UA", ["Ukraine", "Ucrania"], ["Ukrainian"]],
  ["TR", ["Turkey", "Türkiye", "Türkei", "Turquie", "Turquía"], ["Turkish"]],
  ["IL", ["Israel", "Israël"], ["Israeli"]],
  [
    "AE",
    ["United Arab Emirates", "UAE", "Vereinigte Arabische Emirate", "Émirats arabes unis", "Emiratos Árabes Unidos"],
    ["Emirati"],
  ],
  ["SA", ["Saudi Arabia", "Saudi-Arabien", "Arabie saoudite", "Arabia Saudita"], ["Saudi"]],
  ["EG", ["Egypt", "Ägypten", "Égypte", "Egipto"], ["Egyptian"]],
  ["NG", ["Nigeria", "Nigéria"], ["Nigerian"]],
  ["KE", ["Kenya", "Kenia"], ["Kenyan"]],
  ["ZA", ["South Africa", "Südafrika", "Afrique du Sud", "Sudáfrica"], ["South African"]],
  ["MA", ["Morocco", "Marokko", "Maroc", "Marruecos"], ["Moroccan"]],
  ["IN", ["India", "Indien", "Inde"], ["Indian"]],
  ["PK", ["Pakistan"], ["Pakistani"]],
  ["BD", ["Bangladesh", "Bangladesch"], ["Bangladeshi"]],
  ["CN", ["China", "Chine"], ["Chinese"]],
  ["HK", ["Hong Kong"], []],
  ["TW", ["Taiwan", "Taïwan", "Taiwán"], ["Taiwanese"]],
  ["JP", ["Japan", "Japon", "Japón"], ["Japanese"]],
  ["KR", ["South Korea", "Korea", "Südkorea", "Corée du Sud", "Corea del Sur"], ["Korean", "South Korean"]],
  ["SG", ["Singapore", "Singapur", "Singapour"], ["Singaporean"]],
  ["MY", ["Malaysia", "Malaisie", "Malasia"], ["Malaysian"]],
  ["ID", ["Indonesia", "Indonesien", "Indonésie"], ["Indonesian"]],
  ["TH", ["Thailand", "Thaïlande", "Tailandia"], ["Thai"]],
  ["VN", ["Vietnam", "Viet Nam"], ["Vietnamese"]],
  ["PH", ["Philippines", "Philippinen", "Filipinas"], ["Filipino", "Philippine"]],
  ["AU", ["Australia", "Australien", "Australie"], ["Australian"]],
  ["NZ", ["New Zealand", "Neuseeland", "Nouvelle-Zélande", "Nueva Zelanda"], ["New Zealand"]],
];

const US_STATES: [code: string, name: string][] = [
  ["AL", "Alabama"],
  ["AK", "Alaska"],
  ["AZ", "Arizona"],
  ["AR", "Arkansas"],
  ["CA", "California"],
  ["CO", "Colorado"],
  ["CT", "Connecticut"],
  ["DE", "Delaware"],
  ["DC", "District of Columbia"],
  ["FL", "Florida"],
  ["GA", "Georgia"],
  ["HI", "Hawaii"],
  ["ID", "Idaho"],
  ["IL", "Illinois"],
  ["IN", "Indiana"],
  ["IA", "Iowa"],
  ["KS", "Kansas"],
  ["KY", "Kentucky"],
  ["LA", "Louisiana"],
  ["ME", "Maine"],
  ["MD", "Maryland"],
  ["MA", "Massachusetts"],
  ["MI", "Michigan"],
  ["MN", "Minnesota"],
  ["MS", "Mississippi"],
  ["MO", "Missouri"],
  ["MT", "Montana"],
  ["NE", "Nebraska"],
  ["NV", "Nevada"],
  ["NH", "New Hampshire"],
  ["NJ", "New Jersey"],
  ["NM", "New Mexico"],
  ["NY", "New York"],
  ["NC", "North Carolina"],
  ["ND", "North Dakota"],
  ["OH", "Ohio"],
  ["OK", "Oklahoma"],
  ["OR", "Oregon"],
  ["PA", "Pennsylvania"],
  ["RI", "Rhode Island"],
  ["SC", "South Carolina"],
  ["SD", "South Dakota"],
  ["TN", "Tennessee"],
  ["TX", "Texas"],
  ["UT", "Utah"],
  ["VT", "Vermont"],
  ["VA", "Virginia"],
  ["WA", "Washington"],
  ["WV", "West Virginia"],
  ["WI", "Wisconsin"],
  ["WY", "Wyoming"],
];

type CityRow = [names: string[], country: string, state?: string, metro?: string];

const CITIES: CityRow[] = [
  // United States
  [["San Francisco", "SF", "San Francisco Bay Area", "Bay Area", "SF Bay Area"], "US", "CA", "bay-area"],
  [["Palo Alto"], "US", "CA", "bay-area"],
  [["Mountain View"], "US", "CA", "bay-area"],
  [["Menlo Park"], "US", "CA", "bay-area"],
  [["San Jose"], "US", "CA", "bay-area"],
  [["Oakland"], "US", "CA", "bay-area"],
  [["Redwood City"], "US", "CA", "bay-area"],
  [["Sunnyvale"], "US", "CA", "bay-area"],
  [["Berkeley"], "US", "CA", "bay-area"],
  [["San Mateo"], "US", "CA", "bay-area"],
  [["Los Angeles", "LA"], "US", "CA", "la"],
  [["Santa Monica"], "US", "CA", "la"],
  [["San Diego"], "US", "CA"],
  [["Irvine"], "US", "CA"],
  [["New York", "New York City", "NYC", "Manhattan", "Brooklyn"], "US", "NY", "nyc"],
  [["Boston"], "US", "MA", "boston"],
  [["Cambridge, MA"], "US", "MA", "boston"],
  [["Seattle"], "US", "WA", "seattle"],
  [["Bellevue"], "US", "WA", "seattle"],
  [["Austin"], "US", "TX"],
  [["Dallas"], "US", "TX"],
  [["Houston"], "US", "TX"],
  [["Chicago"], "US", "IL"],
  [["Denver"], "US", "CO", "denver"],
  [["Boulder"], "US", "CO", "denver"],
  [["Miami"], "US", "FL"],
  [["Atlanta"], "US", "GA"],
  [["Washington, D.C.", "Washington DC", "Washington D.C."], "US", "DC"],
  [["Philadelphia"], "US", "PA"],
  [["Pittsburgh"], "US", "PA"],
  [["Portland"], "US", "OR"],
  [["Salt Lake City"], "US", "UT"],
  [["Phoenix"], "US", "AZ"],
  [["Minneapolis"], "US", "MN"],
  [["Detroit"], "US", "MI"],
  [["Nashville"], "US", "TN"],
  [["Raleigh"], "US", "NC"],
  [["Durham"], "US", "NC"],
  [["Columbus"], "US", "OH"],
  [["Baltimore"], "US", "MD"],
  // Canada, Latin America
  [["Toronto"], "CA"],
  [["Montreal", "Montréal"], "CA"],
  [["Vancouver"], "CA"],
  [["Ottawa"], "CA"],
  [["Waterloo"], "CA"],
  [["Calgary"], "CA"],
  [["Mexico City", "Ciudad de México", "CDMX"], "MX"],
  [["Guadalajara"], "MX"],
  [["Monterrey"], "MX"],
  [["São Paulo", "Sao Paulo"], "BR"],
  [["Rio de Janeiro"], "BR"],
  [["Buenos Aires"], "AR"],
  [["Santiago"], "CL"],
  [["Bogotá", "Bogota"], "CO"],
  [["Medellín", "Medellin"], "CO"],
  [["Lima"], "PE"],
  // Europe
  [["London"], "GB"],
  [["Manchester"], "GB"],
  [["Edinburgh"], "GB"],
  [["Bristol"], "GB"],
  [["Oxford"], "GB"],
  [["Cambridge, UK"], "GB"],
  [["Dublin"], "IE"],
  [["Berlin"], "DE"],
  [["Munich", "München", "Muenchen", "Munich, Germany"], "DE"],
  [["Hamburg"], "DE"],
  [["Frankfurt", "Frankfurt am Main"], "DE"],
  [["Cologne", "Köln", "Koeln"], "DE"],
  [["Stuttgart"], "DE"],
  [["Düsseldorf", "Dusseldorf"], "DE"],
  [["Leipzig"], "DE"],
  [["Karlsruhe"], "DE"],
  [["Vienna", "Wien", "Vienne", "Viena"], "AT"],
  [["Zurich", "Zürich"], "CH"],
  [["Geneva", "Genève", "Genf", "Ginebra"], "CH"],
  [["Basel", "Bâle"], "CH"],
  [["Lausanne"], "CH"],
  [["Paris"], "FR"],
  [["Lyon"], "FR"],
  [["Marseille"], "FR"],
  [["Toulouse"], "FR"],
  [["Bordeaux"], "FR"],
  [["Lille"], "FR"],
  [["Nantes"], "FR"],
  [["Madrid"], "ES"],
  [["Barcelona", "Barcelone"], "ES"],
  [["Valencia"], "ES"],
  [["Seville", "Sevilla"], "ES"],
  [["Málaga", "Malaga"], "ES"],
  [["Lisbon", "Lisboa", "Lissabon", "Lisbonne"], "PT"],
  [["Porto"], "PT"],
  [["Milan", "Milano", "Mailand"], "IT"],
  [["Rome", "Roma", "Rom"], "IT"],
  [["Turin", "Torino"], "IT"],
  [["Amsterdam"], "NL"],
  [["Rotterdam"], "NL"],
  [["Utrecht"], "NL"],
  [["Eindhoven"], "NL"],
  [["The Hague", "Den Haag"], "NL"],
  [["Brussels", "Bruxelles", "Brüssel", "Bruselas"], "BE"],
  [["Antwerp", "Antwerpen"], "BE"],
  [["Ghent", "Gent"], "BE"],
  [["Copenhagen", "København", "Kopenhagen", "Copenhague"], "DK"],
  [["Aarhus"], "DK"],
  [["Stockholm", "Estocolmo"], "SE"],
  [["Gothenburg", "Göteborg"], "SE"],
  [["Malmö", "Malmo"], "SE"],
  [["Oslo"], "NO"],
  [["Helsinki"], "FI"],
  [["Tallinn"], "EE"],
  [["Riga"], "LV"],
  [["Vilnius"], "LT"],
  [["Warsaw", "Warszawa", "Warschau", "Varsovie", "Varsovia"], "PL"],
  [["Kraków", "Krakow", "Cracow"], "PL"],
  [["Wrocław", "Wroclaw"], "PL"],
  [["Prague", "Praha", "Prag", "Praga"], "CZ"],
  [["Brno"], "CZ"],
  [["Budapest"], "HU"],
  [["Bucharest", "București", "Bukarest"], "RO"],
  [["Cluj-Napoca", "Cluj"], "RO"],
  [["Sofia"], "BG"],
  [["Athens", "Athen", "Athènes", "Atenas"], "GR"],
  [["Zagreb"], "HR"],
  [["Ljubljana"], "SI"],
  [["Belgrade", "Beograd", "Belgrad"], "RS"],
  [["Kyiv", "Kiev"], "UA"],
  [["Istanbul"], "TR"],
  [["Tel Aviv", "Tel Aviv-Yafo"], "IL"],
  [["Jerusalem"], "IL"],
  [["Haifa"], "IL"],
  // Middle East, Africa, Asia, Oceania
  [["Dubai"], "AE"],
  [["Abu Dhabi"], "AE"],
  [["Riyadh"], "SA"],
  [["Cairo"], "EG"],
  [["Lagos"], "NG"],
  [["Nairobi"], "KE"],
  [["Cape Town", "Kapstadt"], "ZA"],
  [["Johannesburg"], "ZA"],
  [["Casablanca"], "MA"],
  [["Bangalore", "Bengaluru"], "IN"],
  [["Mumbai", "Bombay"], "IN"],
  [["New Delhi", "Delhi"], "IN"],
  [["Hyderabad"], "IN"],
  [["Pune"], "IN"],
  [["Chennai"], "IN"],
  [["Gurgaon", "Gurugram"], "IN"],
  [["Beijing"], "CN"],
  [["Shanghai"], "CN"],
  [["Shenzhen"], "CN"],
  [["Taipei"], "TW"],
  [["Tokyo", "Tokio"], "JP"],
  [["Osaka"], "JP"],
  [["Seoul"], "KR"],
  [["Singapore", "Singapur", "Singapour"], "SG"],
  [["Kuala Lumpur"], "MY"],
  [["Jakarta"], "ID"],
  [["Bangkok"], "TH"],
  [["Ho Chi Minh City", "Saigon"], "VN"],
  [["Hanoi"], "VN"],
  [["Manila"], "PH"],
  [["Sydney"], "AU"],
  [["Melbourne"], "AU"],
  [["Brisbane"], "AU"],
  [["Perth"], "AU"],
  [["Auckland"], "NZ"],
  [["Wellington"], "NZ"],
];

interface Entry {
  key: string;
  place: Place;
  /** A country's own name, an adjective, a city, a state: how strongly it names a place. */
  kind: "country" | "adjective" | "city" | "state" | "code";
}

const fold = foldedPhrase;

let table: Map<string, Entry> | null = null;
function entries(): Map<string, Entry> {
  if (table) return table;
  table = new Map();
  const add = (name: string, place: Place, kind: Entry["kind"]) => {
    const key = fold(name);
    if (key && !table!.has(key)) table!.set(key, { key, place, kind });
  };
  // Cities first: "Singapore", "Luxembourg" and "Washington" are cities and more.
  for (const [names, country, state, metro] of CITIES)
    for (const n of names)
      add(n, { country, ...(state ? { state } : {}), city: fold(names[0]!), ...(metro ? { metro } : {}) }, "city");
  for (const [code, names] of COUNTRIES) for (const n of names) add(n, { country: code }, "country");
  for (const [code, name] of US_STATES) add(name, { country: "US", state: code }, "state");
  for (const [code, , adjectives] of COUNTRIES) for (const a of adjectives) add(a, { country: code }, "adjective");
  return table;
}

const STATE_CODES = new Set(US_STATES.map(([c]) => c));
const COUNTRY_CODES = new Set(COUNTRIES.map(([c]) => c));
const LONGEST = 5;

/** Every place named in `text`, longest names first ("New York City" before "York"), in order of appearance. */
export function placesIn(
  text: string,
  opts: { adjectives?: boolean } = {},
): { place: Place; name: string; kind: Entry["kind"]; index: number }[] {
  const words = [...text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}.'’]*/gu)].map((m) => ({
    raw: m[0].replace(/[.'’]+$/, ""),
    index: m.index!,
  }));
  const out: { place: Place; name: string; kind: Entry["kind"]; index: number }[] = [];
  const map = entries();
  for (let i = 0; i < words.length; ) {
    let found: { entry: Entry; n: number } | null = null;
    for (let n = Math.min(LONGEST, words.length - i); n >= 1 && !found; n--) {
      const phrase = words
        .slice(i, i + n)
        .map((w) => w.raw)
        .join(" ");
      const entry = map.get(fold(phrase));
      // A place is a name: capitalised ("Paris", not "paris" in a URL slug or "china" the dishes).
      if (entry && /^\p{Lu}/u.test(words[i]!.raw) && (entry.kind !== "adjective" || opts.adjectives))
        found = { entry, n };
    }
    if (found) {
      out.push({
        place: found.entry.place,
        name: words
          .slice(i, i + found.n)
          .map((w) => w.raw)
          .join(" "),
        kind: found.entry.kind,
        index: words[i]!.index,
      });
      i += found.n;
      continue;
    }
    // "Austin, TX": a state's code after a comma; "Remote - DE": a country's code set apart.
    const raw = words[i]!.raw;
    const before = text.slice(Math.max(0, words[i]!.index - 2), words[i]!.index);
    if (/^[A-Z]{2}$/.test(raw) && /,\s?$/.test(before) && STATE_CODES.has(raw))
      out.push({ place: { country: "US", state: raw }, name: raw, kind: "code", index: words[i]!.index });
    else if (/^[A-Z]{2}$/.test(raw) && /[-–(/|·]\s?$/.test(before) && COUNTRY_CODES.has(raw))
      out.push({ place: { country: raw }, name: raw, kind: "code", index: words[i]!.index });
    i += 1;
  }
  return out;
}

/**
 * The place a location line names, the most precise reading: "Austin, TX" (a city and its
 * state), "Berlin, Germany", "Remote (Canada)", "München". Null when it names none ("Remote").
 */
export function placeOf(location: string | null | undefined): Place | null {
  if (!location) return null;
  const found = placesIn(location);
  if (!found.length) return null;
  const city = found.find((f) => f.kind === "city");
  const country = found.find((f) => f.kind === "country" || (f.kind === "code" && !f.place.state));
  const state = found.find((f) => f.place.state && f.kind !== "city");
  // A country named outright wins over a city of the same name elsewhere ("Paris, Texas" aside).
  if (
    city &&
    (!country || country.place.country === city.place.country) &&
    (!state || state.place.state === city.place.state)
  )
    return city.place;
  if (state && (!country || country.place.country === "US")) return { country: "US", state: state.place.state! };
  if (country) return country.place;
  return city?.place ?? found[0]!.place;
}

/** Whether two places can be the same one: same country, and same state and city (or metro) where both say. */
export function samePlace(a: Place, b: Place): boolean {
  if (a.country !== b.country) return false;
  if (a.state && b.state && a.state !== b.state) return false;
  if (a.city && b.city && a.city !== b.city && !(a.metro && a.metro === b.metro)) return false;
  return true;
}

/** The country's English name ("DE" → "Germany"). */
export function countryName(code: string): string {
  return COUNTRIES.find(([c]) => c === code)?.[1][0] ?? code;
}

/** A US state's code from its name or code ("California", "CA" → "CA"); null otherwise. */
export function usState(text: string): string | null {
  const t = text.trim();
  if (STATE_CODES.has(t.toUpperCase()) && t.length === 2) return t.toUpperCase();
  return US_STATES.find(([, name]) => fold(name) === fold(t))?.[0] ?? null;
}

/** The region a watch item may name for a country ("expansion into Europe"). */
export function regionOf(country: string): string | null {
  if (
    [
      "DE",
      "AT",
      "CH",
      "FR",
      "ES",
      "PT",
      "IT",
      "NL",
      "BE",
      "LU",
      "DK",
      "SE",
      "NO",
      "FI",
      "IS",
      "EE",
      "LV",
      "LT",
      "PL",
      "CZ",
      "SK",
      "HU",
      "RO",
      "BG",
      "GR",
      "HR",
      "SI",
      "RS",
      "UA",
      "GB",
      "IE",
    ].includes(country)
  )
    return "Europe";
  if (["IN", "PK", "BD", "CN", "HK", "TW", "JP", "KR", "SG", "MY", "ID", "TH", "VN", "PH"].includes(country))
    return "Asia";
  if (["AU", "NZ"].includes(country)) return "Australia and New Zealand";
  if (["MX", "BR", "AR", "CL", "CO", "PE"].includes(country)) return "Latin America";
  if (["US", "CA"].includes(country)) return "North America";
  if (["IL", "AE", "SA", "TR", "EG"].includes(country)) return "the Middle East";
  if (["NG", "KE", "ZA", "MA"].includes(country)) return "Africa";
  return null;
}
