import { isDigits } from "../../../text";

/*
 * Month names as sites write dates in English, German, French and Spanish ("Nov 3, 2026",
 * "3. November 2026", "3 novembre 2026", "3 de noviembre de 2026"), and written out in full in Dutch, Portuguese,
 * Italian, the Nordic languages, Indonesian and Polish (its genitive, as dates write it: "12 listopada"), for reading
 * an entry's date and for telling a date apart from news.
 */

const NAMES: [month: number, names: string[]][] = [
  [1, ["january", "jan", "januar", "jänner", "janvier", "janv", "enero", "ene"]],
  [2, ["february", "feb", "februar", "février", "fevrier", "févr", "fevr", "febrero"]],
  [3, ["march", "mar", "märz", "maerz", "mär", "mars", "marzo"]],
  [4, ["april", "apr", "avril", "avr", "abril", "abr"]],
  [5, ["may", "mai", "mayo"]],
  [6, ["june", "jun", "juni", "juin", "junio"]],
  [7, ["july", "jul", "juli", "juillet", "juil", "julio"]],
  [8, ["august", "aug", "août", "aout", "agosto", "ago"]],
  [9, ["september", "sep", "sept", "septembre", "septiembre", "setiembre"]],
  [10, ["october", "oct", "oktober", "okt", "octobre", "octubre"]],
  [11, ["november", "nov", "novembre", "noviembre"]],
  [12, ["december", "dec", "dezember", "dez", "décembre", "decembre", "déc", "diciembre", "dic"]],
];

/**
 * The same months written out in the other languages read (no abbreviations: "mei" and "maj" are enough), and in
 * Croatian, Serbian, Romanian and Greek as dates write them ("12. studenoga 2026.", "16. novembar 2026.", "12
 * noiembrie 2026", "12 Νοεμβρίου 2026"). Croatian "listopada" (October) is left out: in Polish it is November.
 */
const MORE_NAMES: [month: number, names: string[]][] = [
  [1, ["januari", "janeiro", "gennaio", "stycznia", "siječnja", "sijecnja", "januara", "ianuarie", "ιανουαρίου"]],
  [2, ["februari", "fevereiro", "febbraio", "lutego", "veljače", "veljace", "februara", "februarie", "φεβρουαρίου"]],
  [3, ["maart", "março", "maret", "ožujka", "ozujka", "marta", "martie", "μαρτίου"]],
  [4, ["aprile", "kwietnia", "travnja", "aprila", "aprilie", "απριλίου"]],
  [5, ["mei", "maio", "maggio", "maj", "maja", "svibnja", "μαΐου"]],
  [6, ["junho", "giugno", "czerwca", "lipnja", "juna", "iunie", "ιουνίου"]],
  [7, ["julho", "luglio", "lipca", "srpnja", "jula", "iulie", "ιουλίου"]],
  [8, ["augustus", "augusti", "agustus", "sierpnia", "kolovoza", "avgust", "avgusta", "αυγούστου"]],
  [9, ["setembro", "settembre", "września", "wrzesnia", "rujna", "septembar", "septembra", "septembrie"]],
  [9, ["σεπτεμβρίου"]],
  [10, ["outubro", "ottobre", "października", "pazdziernika", "oktobar", "oktobra", "octombrie", "οκτωβρίου"]],
  [11, ["novembro", "listopada", "studenoga", "studenog", "novembar", "novembra", "noiembrie", "νοεμβρίου"]],
  [12, ["dezembro", "dicembre", "desember", "grudnia", "prosinca", "decembar", "decembra", "decembrie"]],
  [12, ["δεκεμβρίου"]],
  // Hungarian, Latvian (the name and its "in" form: "12. novembrī"), Lithuanian's genitive ("lapkričio 13 d.") and
  // Estonian; the ones English already spells ("november", "august") are above.
  [1, ["január", "janvāris", "janvārī", "sausio", "jaanuar"]],
  [2, ["február", "februāris", "februārī", "vasario", "veebruar"]],
  [3, ["március", "marts", "martā", "kovo", "märts"]],
  [4, ["április", "aprīlis", "aprīlī", "balandžio", "aprill"]],
  [5, ["május", "maijs", "maijā", "gegužės"]],
  [6, ["június", "jūnijs", "jūnijā", "birželio", "juuni"]],
  [7, ["július", "jūlijs", "jūlijā", "liepos", "juuli"]],
  [8, ["augusztus", "augusts", "augustā", "rugpjūčio"]],
  [9, ["szeptember", "septembris", "septembrī", "rugsėjo"]],
  [10, ["október", "oktobris", "oktobrī", "spalio", "oktoober"]],
  [11, ["novembris", "novembrī", "lapkričio"]],
  [12, ["decembris", "decembrī", "gruodžio", "detsember"]],
];

const BY_NAME = new Map([...NAMES, ...MORE_NAMES].flatMap(([m, names]) => names.map((n) => [n, m] as const)));

/**
 * A month name in any of the languages, abbreviated or not, an optional dot after it (a regex source, one
 * group-free alternation).
 */
export const MONTH_NAME = `(?:${[...BY_NAME.keys()].sort((a, b) => b.length - a.length).join("|")})\\.?`;

/** The month's number (1-12) from its name, or 0. */
export function monthNumber(name: string): number {
  const lower = name.toLowerCase();
  return BY_NAME.get(lower.endsWith(".") ? lower.slice(0, -1) : lower) ?? 0;
}

/** A day written as an ordinal with its point before its month ("31. Dezember"): the point ends no sentence. */
export function isOrdinalDay(day: string, month: string): boolean {
  return day.length <= 2 && isDigits(day) && monthNumber(month) > 0;
}
