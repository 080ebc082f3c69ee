import { AR } from "./ar";
import { BN } from "./bn";
import { CA } from "./ca";
import { CS } from "./cs";
import { DA } from "./da";
import { DE } from "./de";
import { EL } from "./el";
import { ET } from "./et";
import { ES } from "./es";
import { FI } from "./fi";
import { FR } from "./fr";
import { HE } from "./he";
import { HI } from "./hi";
import { HR } from "./hr";
import { HU } from "./hu";
import { ID } from "./id";
import { IT } from "./it";
import { JA } from "./ja";
import { KO } from "./ko";
import { LT } from "./lt";
import { LV } from "./lv";
import { NL } from "./nl";
import { PL } from "./pl";
import { PT } from "./pt";
import { RO } from "./ro";
import { RU } from "./ru";
import { SL } from "./sl";
import { SV } from "./sv";
import { TA } from "./ta";
import { TH } from "./th";
import { TR } from "./tr";
import { UK } from "./uk";
import type { Vocabulary } from "./vocabulary";
import { VI } from "./vi";

/*
 * The event vocabulary of the languages other than English, one data file each (docs/pipeline.md
 * "Vocabulary is data"): [type, weight, phrase], the phrase in read/phrases.ts's notation. Same
 * rule as the English lexicon: a verb with its object ("sammelt 4 Mio. Euro ein", "lève 10 millions
 * d'euros"), never a lone word; a type needs 1.5, so weights under it only support a stronger shape.
 */

export type { Vocabulary } from "./vocabulary";

export const VOCABULARY: Vocabulary = [
  ...[...DE, ...FR, ...ES, ...CA, ...PT, ...NL, ...IT, ...SV, ...DA, ...PL],
  ...[...FI, ...CS, ...TR, ...ID, ...JA, ...KO, ...AR, ...HE, ...VI, ...TH, ...RU, ...UK],
  ...[...HR, ...SL, ...RO, ...EL, ...HU, ...LV, ...LT, ...ET, ...HI, ...BN, ...TA],
];
