import type { RawFinding } from "../finding";
import { POST_CHARS, postFinding, readingOf } from "../post-finding";
import { postKindOf } from "../../read/index";
import { isBareHeading, isRoutineRelease } from "../../read/release-labels";
import { customerKnown, figuresKnown, partnerKnown, roleKnown, toldBefore } from "../told-before";
import { anyPhrase } from "../../read/cue-match";
import { STORE_FURNITURE_TITLE } from "../../read/page-kind-cues";
import type { AnalysisInput } from "../types";

/** Sources whose items are filings: a Form D says a round by its figures (filings.ts). */
const FILING_SOURCES = new Set(["sec"]);
/** Sources whose items are what the company ships: releases, repositories, apps (releases.ts). */
const RELEASE_SOURCES = new Set(["github", "npm", "pypi", "crates", "appstore"]);

const STORE_FURNITURE = anyPhrase(STORE_FURNITURE_TITLE);

/** The new posts and items of the sources each processor judges. */
export const postsOf = {
  posts: (input: AnalysisInput) =>
    input.diff.newPosts.filter(
      (p) => !p.detail || (!FILING_SOURCES.has(p.detail.source) && !RELEASE_SOURCES.has(p.detail.source)),
    ),
  filings: (input: AnalysisInput) => input.diff.newPosts.filter((p) => FILING_SOURCES.has(p.detail?.source ?? "")),
  releases: (input: AnalysisInput) => input.diff.newPosts.filter((p) => RELEASE_SOURCES.has(p.detail?.source ?? "")),
};

/**
 * One finding per new post of the company's site, press article or Hacker News story, typed by what it states and the
 * kind of page it is.
 */
export function newPostFindings(input: AnalysisInput): RawFinding[] {
  const out: RawFinding[] = [];
  for (const post of postsOf.posts(input)) {
    const kind = post.detail
      ? null
      : postKindOf(post.url, post.title, (post.text ?? "").slice(0, POST_CHARS), input.pages);
    // A routine entry of release notes (a fix, an improvement), or one headed only by its date or version, is the
    // product's upkeep, and a shop's gift card its furniture: news only by what they state.
    const routine = kind === "changelog" && isRoutineRelease(post.title, post.text ?? "");
    const upkeepOnly =
      routine ||
      (kind === "changelog" && isBareHeading(post.title)) ||
      (kind === "product_page" && STORE_FURNITURE.test(post.title));
    if (upkeepOnly) {
      // Judged as an ordinary post: its statements alone, without the release notes' lean to a product update. An
      // entry labelled a fix launches nothing: the launch its lines name ("a crash on the launch screen") is the
      // context of the fix; another event it states (an acquisition) still counts.
      const upkeep = postFinding(post, readingOf(input));
      if (upkeep.statements?.some((s) => s.counted && !(routine && s.type === "product_update"))) out.push(upkeep);
      continue;
    }
    const finding = postFinding(post, readingOf(input), kind);
    const known = customerKnown(figuresKnown(toldBefore(finding, input), input), input);
    out.push(partnerKnown(roleKnown(known, input), input));
  }
  return out;
}
