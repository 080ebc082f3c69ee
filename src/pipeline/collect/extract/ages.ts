/*
 * Ages as job boards and blogs write them in the languages read besides English ("vor 3 Wochen", "il y a 2 jours",
 * "hace un mes", "3 weken geleden", "2 settimane fa", "for 3 uger siden"): a listing's age ticks every week and says
 * nothing, so the comparison of two runs reads it as a date (normalize-noise.ts). Words as data, one table per way of
 * writing it.
 */

/** Units of time, singular and plural: German, French, Spanish, Portuguese, Dutch, Italian, the Nordic tongues. */
const UNITS = [
  ..."sekunde sekunden minute minuten stunde stunden tag tagen woche wochen monat monaten jahr jahren".split(" "),
  ..."seconde secondes heure heures jour jours semaine semaines mois an ans année années".split(" "),
  ..."segundo segundos minuto minutos hora horas día días dia dias semana semanas mes meses mês".split(" "),
  ..."año años ano anos".split(" "),
  ..."seconden uur uren dag dagen week weken maand maanden jaar jaren".split(" "),
  ..."secondi minuti ora ore giorno giorni settimana settimane mese mesi anno anni".split(" "),
  ..."dage uge uger uke uker måned måneder år dagar vecka veckor månad månader".split(" "),
];

/** A count written out as one ("einem", "un", "een", "ett"). */
const ONE = "einem einer einen un une una um uma een ett et en".split(" ");

/** Words before the count that make it an age ("vor", "il y a", "hace", "há"). */
const BEFORE = ["vor", "il y a", "hace", "há"];
/** Words after the unit that make it an age ("geleden", "fa", "siden", "sedan"). */
const AFTER = ["geleden", "fa", "siden", "sedan"];
/** Words before the count that make it an age only with a word after ("for 3 uger siden", "för 2 veckor sedan"). */
const BEFORE_AND_AFTER = ["for", "för"];

const alternation = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replaceAll(" ", "\\s+"))
    .join("|");
const COUNT = `(?:\\d+|${alternation(ONE)})`;
const UNIT = `(?:${alternation(UNITS)})`;
const PAST = `(?:${alternation(AFTER)})`;

/** An age in another language than English: the count, the unit and the words making it past (a regex source). */
export const FOREIGN_AGE =
  `(?<![\\p{L}])(?:(?:${alternation(BEFORE)})\\s+${COUNT}\\s+${UNIT}(?:\\s+${PAST})?` +
  `|(?:(?:${alternation(BEFORE_AND_AFTER)})\\s+)?${COUNT}\\s+${UNIT}\\s+${PAST})(?![\\p{L}])`;
