/*
 * Release versions as tags and registries write them: `v2.0.0`, `2.0`,
 * `py-1.4.4`, `sdk-v3.1.0`, `@acme/sdk@2.0.0` (changesets), `release-2.0.0`, `3.0` (an App Store
 * version). What a release is worth telling: a first release or a new major version is news; a
 * patch release (`1.4.4`, `v0.9.3`) never is, on GitHub as on the registries; a minor one is
 * routine on a registry (GitHub's release notes say what it brings).
 */

export interface Version {
  major: number;
  minor: number;
  patch: number;
  /** `-beta.1`, `rc1`, …: a pre-release. */
  pre: string | null;
  /** The pre-release's word and number, as they are ordered: "beta.10" is beta, 10. */
  preLabel: string | null;
  preNumber: number | null;
  /** The text it was read from. */
  raw: string;
}

/** The last version-looking run in a tag or version string, or null ("nightly", "latest"). */
export function parseVersion(text: string): Version | null {
  // The last match: "@acme/sdk@2.0.0" is 2.0.0, "sdk-v3.1.0" is 3.1.0, "py-1.4.4" is 1.4.4.
  const re = new RegExp(
    String.raw`(?:^|[^\d.])v?(\d{1,6})\.(\d{1,6})(?:\.(\d{1,6}))?(?:\.\d+)*(?:[-.]?((alpha|beta|rc|pre|` +
      String.raw`preview|dev|canary|next|a|b)[.-]?(\d*)))?(?![\d.]*\d)`,
    "gi",
  );
  let last: RegExpExecArray | null = null;
  for (let m = re.exec(text); m; m = re.exec(text)) last = m;
  if (!last) return null;
  return {
    major: Number(last[1]),
    minor: Number(last[2]),
    patch: Number(last[3] ?? 0),
    pre: last[4] ? last[4].toLowerCase() : null,
    preLabel: last[5] ? last[5].toLowerCase() : null,
    preNumber: last[6] ? Number(last[6]) : null,
    raw: text,
  };
}

export type ReleaseKind = "major" | "minor" | "patch" | "prerelease";

/**
 * What a version is: `patch` when its patch number is not 0 (`1.4.4`, `0.9.3`), `major` for
 * `X.0.0` with X ≥ 1 (and `1.0`, `3.0`), `minor` otherwise (`1.5.0`, `0.10.0`: before 1.0 a minor
 * bump is routine), `prerelease` for a pre-release of any.
 */
export function releaseKind(v: Version): ReleaseKind {
  if (v.pre) return "prerelease";
  if (v.patch !== 0) return "patch";
  if (v.minor === 0 && v.major >= 1) return "major";
  return "minor";
}

/** A tag that names a pre-release (`v3.0.0-rc.1`, `2.0.0b1`): a preview, not the release. */
export function isPreRelease(tagOrName: string): boolean {
  const v = parseVersion(tagOrName);
  return v !== null && releaseKind(v) === "prerelease";
}

/** A tag that names a patch release: not news. */
export function isPatchRelease(tagOrName: string): boolean {
  const v = parseVersion(tagOrName);
  return v !== null && releaseKind(v) === "patch";
}

/**
 * Semantic Versioning's precedence (semver.org §11) for the versions read here: major, minor and patch as numbers; a
 * pre-release before its release; two pre-releases by their word, then their number as a number ("beta.2" before
 * "beta.10"), none before any ("beta" before "beta.1").
 */
export function compareVersions(a: Version, b: Version): number {
  if (a.major !== b.major || a.minor !== b.minor || a.patch !== b.patch)
    return a.major - b.major || a.minor - b.minor || a.patch - b.patch;
  if (!a.pre || !b.pre) return a.pre ? -1 : b.pre ? 1 : 0;
  if (a.preLabel !== b.preLabel) return (a.preLabel ?? "") < (b.preLabel ?? "") ? -1 : 1;
  return (a.preNumber ?? -1) - (b.preNumber ?? -1);
}
