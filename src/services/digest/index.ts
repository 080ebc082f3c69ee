/* The digest (docs/digest.md): members' settings, the scheduler's part, the job, unsubscribing by link. */
export { getDigestPreferences, updateDigestPreferences } from "./preferences";
export { DigestPreferences, DigestPreferencesInput, DIGEST_FREQUENCIES } from "./preferences.schema";
export { scheduleDueDigests } from "./schedule";
export { digestJob, sendDigest, JOB_DIGEST, digestJobKey, type DigestOutcome } from "./send";
export { readUnsubscribeLink, unsubscribeByToken, unsubscribeToken, type UnsubscribeTarget } from "./unsubscribe";
export { appLinks, UNSUBSCRIBE_PATH, ONE_CLICK_UNSUBSCRIBE_PATH } from "./links";
export { timeZoneNames } from "../../platform/time-zones";
