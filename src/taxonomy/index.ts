/** The company taxonomy and the sector-term classifiers (spec 4.1, "Sector filter"). */
export { CATEGORIES, type CategoryRecord } from "./categories";
export {
  PATH_SEPARATOR,
  allCategories,
  ancestorIds,
  categoryPath,
  classificationPathsText,
  classificationView,
  descendantIds,
  getCategory,
  isAncestor,
  outermostCategories,
  type Category,
} from "./tree";
export type {
  CompanyClassifier,
  SectorResolution,
  TermClassifier,
  TermMatch,
  TermResolution,
} from "./types";
export {
  LexicalClassifier,
  MAX_COMPANY_CATEGORIES,
  MAX_MATCHES_PER_TERM,
  MIN_COMPANY_SCORE,
  MIN_TERM_SCORE,
  TERM_SCORE_MARGIN,
} from "./lexical";
export {
  ClassifierTimeoutError,
  MAX_CLASSIFICATION_TERMS,
  MAX_CLASSIFICATION_TERM_LENGTH,
  likeContainsPattern,
  parseClassificationParam,
  resolveSectorTerms,
  type ParseClassificationResult,
  type SectorResolutionResult,
} from "./resolve";
