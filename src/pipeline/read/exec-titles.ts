/*
 * An executive's title as the vocabulary's #exec slot reads it (read/phrases.ts), as data, folded: the title's word
 * (`stem*` for its forms), the words after it that say which chief ("directeur général", "director tehnic"), and the
 * words before it that do ("administrerende direktør", "τεχνικός διευθυντής", "izvršni direktor").
 */

/** Titles in the languages the vocabulary holds, and the English abbreviations they use too. */
export const EXEC_WORDS = (
  "ceo cto cfo coo cmo cro cpo ciso vp geschaftsfuhrer* vorstand* finanzvorstand* technikvorstand* leiter* " +
  "directeur* directrice president* director* consejer* vicepresident* diretor* bestuurder* amministratore* " +
  "direttore* direttrice* amministratric* " +
  // The Nordic titles: Swedish "vd", Danish and Norwegian "direktør", Finnish "toimitusjohtaja", "talousjohtaja".
  "vd direktor* toimitusjohtaja* talousjohtaja* teknologiajohtaja* " +
  // Their compounds for a finance or technology chief: "finansdirektør", "økonomidirektør", "ekonomichef".
  "finansdirektor* okonomidirektor* ekonomidirektor* ekonomichef* finanschef* teknikchef* teknologidirektor* " +
  // Romanian "directoare", Greek "διευθυντής" and "διευθύνων σύμβουλος" (the CEO), Bulgarian and Serbian Cyrillic.
  "directoare διευθυντ* διευθυνουσα διευθυνων директор* " +
  // Hungarian "vezérigazgató" (the CEO), "igazgató", "ügyvezető"; Latvian "izpilddirektors", "valdes priekšsēdētājs";
  // Lithuanian "vadovas"; Estonian "tegevjuht", "tehnoloogiajuht", "finantsjuht", "juhatuse esimees".
  "vezerigazgato* igazgato* ugyvezeto* izpilddirektor* priekssedetaj* vaditaj* vadov* tegevjuh* " +
  "tehnoloogiajuh* finantsjuh* esimees* esimehe*"
).split(" ");

/** Words after a title that say which chief it is. */
export const EXEC_QUALIFIERS = new Set(
  (
    "general generale generales technique financier financiere financiero financiera tecnico tecnica delegado " +
    "delegada executivo executiva financeiro financeira delegato delegata finanziario finanziaria tecnologico " +
    "operativo operativa tehnic tehnica executiv executiva financiar financiara operational operationala " +
    "συμβουλος"
  ).split(" "),
);

/** Words before a title that make it a chief's. */
export const EXEC_PREFIXES = new Set(
  (
    "administrerende administrerande verkstallande adm teknisk tekniske izvrsni izvrsna tehnicki tehnicka " +
    // Croatian and Serbian "generalni direktor", "generalna direktorka", as inflected after "nova", "novu".
    "generalni generalna generalnu generalnog " +
    "financijski financijska " +
    "finansijski finansijska operativni operativna glavni glavna τεχνικος τεχνικη οικονομικος οικονομικη " +
    "εκτελεστικος εκτελεστικη изпълнителен технически финансов " +
    // "technológiai igazgató", "tehnoloģiju direktors", "technologijų vadovas", "generalinis direktorius", "valdes
    // priekšsēdētājs", "juhatuse esimees".
    "technologiai penzugyi muszaki operativ tehnologiju finansu technologiju generalinis vykdomasis valdes juhatuse"
  ).split(" "),
);
