import type { RawFinding } from "../finding";
import { POST_CHARS, postFinding, readingOf } from "../post-finding";
import { postKindOf } from "../../read/index";
import { isBareHeading, isRoutineRelease } from "../../read/release-labels";
import type { AnalysisInput } from "../types";

/** One finding per new post or off-site item, typed by what it states and the kind of page it is. */
export function newPostFindings(input: AnalysisInput): RawFinding[] {
  const { diff } = input;
  const out: RawFinding[] = [];
  for (const post of diff.newPosts) {
    const kind = post.detail
      ? null
      : postKindOf(post.url, post.title, (post.text ?? "").slice(0, POST_CHARS), input.pages);
    // A routine entry of release notes (a fix, an improvement), or one headed only by its date or version, is the
    // product's upkeep: news only by what it states.
    if (kind === "changelog" && (isRoutineRelease(post.title, post.text ?? "") || isBareHeading(post.title))) {
      const upkeep = postFinding(post, readingOf(input), null);
      if (upkeep.statements?.some((s) => s.counted)) out.push(upkeep);
      continue;
    }
    out.push(postFinding(post, readingOf(input), kind));
  }
  return out;
}
