import type { ChangeType } from "../../signal";

/** One language's event statements: [type, weight, phrase], the phrase in read/phrases.ts's notation. */
export type Vocabulary = readonly (readonly [ChangeType, number, string])[];
