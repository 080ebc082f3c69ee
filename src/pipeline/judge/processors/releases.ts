import type { RawFinding } from "../finding";
import { postFinding, readingOf } from "../post-finding";
import type { AnalysisInput } from "../types";
import { postsOf } from "./posts";

/*
 * Releases and repositories (docs/pipeline.md "Processors"): what the company ships where code and apps are published.
 * A first release or a new major version on GitHub, a package registry or the App Store, or a new public repository,
 * is a product update unless its notes state more; patches never reach here (the sources keep first and major
 * releases only); a main repository's stars growing is a metric, a founder's notable repository amplifies the founder.
 */

/** One finding per new release, repository or stars milestone. */
export function releaseFindings(input: AnalysisInput): RawFinding[] {
  return postsOf.releases(input).map((release) => postFinding(release, readingOf(input)));
}
