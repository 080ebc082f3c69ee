/**
 * A language's words for taxonomy categories: category id → the words its press and its companies' sites use, as
 * alternatives parted by "|" (plurals written out: the lexical stemmer is English).
 */
export type Translations = Readonly<Record<string, string>>;
