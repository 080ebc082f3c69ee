/*
 * Company and person identity: how URLs are read and normalised, what identifies a company or a
 * person, and whether an organisation already tracks a company. Create, update, enrichment and
 * lead discovery all ask here. It sits below services, the pipeline and search, and imports only db.
 */
export { canonicalUrl, parseAbsoluteHttpUrl, parseHttpUrl, submittedUrl } from "./url";
export {
  companyIdentityChanged,
  companyUrlColumns,
  isLinkedinUrl,
  isTwitterUrl,
  normalizeLinkedin,
  normalizeTwitter,
  normalizeWebsite,
  submittedCompanyUrls,
} from "./identifiers";
export { classifySocialUrl, collectSocialProfiles, isSocialHost } from "./social-profiles";
export { findSamePerson, foldText, normalizePersonName, personKey, personNameTokens } from "./people";
export { findExistingCompany, lockCompanyIdentities, tracksCompanyWith } from "./existing-company";
