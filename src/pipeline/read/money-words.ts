/* The words of money as the vocabulary's #amount slot reads them (read/phrases.ts), as data, folded. */

/** Multipliers after a number: "12 million", "4,5 Mio.", "3 crore". */
export const MULTIPLIERS = new Set(
  (
    "k m mm mio millionen million millions millones milhoes milhao miljoen miljard milioni milione mrd milliarden " +
    "milliards milliard bn mil miljoner miljon mln mld billion billions млн млрд тыс тис crore crores cr lakh lakhs " +
    "milions milio milyon milyar miliardi miliardo מיליון מיליארד milijuna milijun miliona milion milioane " +
    "miliarde εκατ εκατομμυρια εκατομμυριο δισ милиона " +
    // Hungarian, Latvian, Lithuanian and Estonian: "500 millió forint", "2 miljonus eiro", "3 mln. eurų", "miljonit".
    "millio milliard milliardos millios miljoni miljonu miljonus miljons milijonai milijonu milijono milijona " +
    "miljonit miljardit"
  ).split(" "),
);
/** Currencies, by sign, code or name, before or after the number. */
export const CURRENCIES = new Set(
  (
    "$ € £ euro euros eur dollar dollars usd pfund pound pounds reais real libras sterling kronor kr sek zl zlotych " +
    "pln долларов доларів дол долл руб рублеи грн гривень тенге сум драм лари евро євро rs inr ₹ ₩ ₦ tl lira ₺ ₪ " +
    "nis ils шекел דולר שקל שקלים אירו eura evra lei ron dinara rsd bgn лв лева ευρω δολαρια aed dhs sar " +
    "riyal riyals kes ksh ngn naira cad forint ft huf eiro euru eurot"
  ).split(" "),
);
/** A dollar's country written onto its sign: "A$", "NZ$", "US$". */
export const DOLLAR_PREFIXES = new Set(["a", "au", "nz", "us", "c", "ca", "s", "sg", "hk", "r", "mx"]);
/** Multipliers written onto a number: "12m", "5mio". */
export const ATTACHED_MULTIPLIERS = new Set(["k", "m", "mm", "mio", "bn"]);
