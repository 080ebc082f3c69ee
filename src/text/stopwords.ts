/*
 * Function words per language, folded (no accents, no apostrophes): words that say nothing of what a text is about.
 * Data, not rules: a word is added to its language's group. Words of a domain ("signal" in a watch item, "show" in a
 * Hacker News title) are not here: their readers add them beside these.
 */

/** English: articles, pronouns and their possessives, the commonest prepositions and conjunctions, auxiliaries. */
const EN = [
  ["a", "an", "the"],
  ["i", "we", "you", "he", "she", "it", "they", "me", "us", "him", "her", "them"],
  ["my", "our", "your", "his", "its", "their", "ours", "yours", "theirs"],
  ["this", "that", "these", "those", "what", "which", "who", "whom", "when", "where", "why", "how"],
  ["of", "in", "on", "at", "by", "for", "with", "from", "to", "into", "onto", "about", "around", "over", "under"],
  ["and", "or", "but", "nor", "so", "as", "than", "if", "then", "also", "too"],
  ["is", "are", "was", "were", "be", "been", "being", "am", "do", "does", "did", "has", "have", "had"],
  ["any", "all", "each", "every", "some", "no", "not"],
];

/** German: articles, pronouns, prepositions, conjunctions and auxiliaries. */
const DE = [
  ["der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer", "eines"],
  ["wir", "unser", "unsere", "unseren", "ihr", "ihre", "sie", "es", "er"],
  ["und", "oder", "aber", "mit", "von", "vom", "zu", "zum", "zur", "fur", "auf", "im", "in", "an", "am", "bei", "aus"],
  ["ist", "sind", "war", "wird", "werden", "hat", "haben", "nicht"],
];

/** French: articles, pronouns, prepositions, conjunctions and auxiliaries (apostrophes folded: "l", "d"). */
const FR = [
  ["le", "la", "les", "l", "un", "une", "des", "du", "de", "d"],
  ["nous", "notre", "nos", "vous", "votre", "vos", "il", "elle", "ils", "elles", "son", "sa", "ses", "leur", "leurs"],
  ["et", "ou", "mais", "avec", "pour", "par", "dans", "sur", "au", "aux", "en", "chez"],
  ["est", "sont", "etait", "a", "ont", "pas", "ne"],
];

/** Spanish: articles, pronouns, prepositions, conjunctions and auxiliaries. */
const ES = [
  ["el", "la", "los", "las", "un", "una", "unos", "unas", "lo", "del", "al"],
  ["nosotros", "nuestro", "nuestra", "nuestros", "nuestras", "su", "sus", "se"],
  ["y", "o", "pero", "con", "para", "por", "en", "de", "sobre", "desde"],
  ["es", "son", "fue", "ha", "han", "no"],
];

export const STOPWORDS: ReadonlySet<string> = new Set([EN, DE, FR, ES].flat(2));
