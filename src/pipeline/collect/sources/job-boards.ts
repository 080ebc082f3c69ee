import {
  BOARD_PROVIDERS,
  boardFromUrl,
  boardPageUrl,
  PROVIDER_NAMES,
  type BoardProvider,
  type BoardRef,
} from "../extract/boards";
import { parseBoardJobs } from "../extract/board-jobs";
import type { CollectTarget, SnapshotPage } from "../snapshot";
import type { Source, SourceEndpoints } from "./types";
import { withoutTrailingSlashes } from "../urls";

/*
 * One source per job-board provider (Greenhouse, Lever, Ashby, Workable): the boards the company's
 * site links to or embeds (`boards` on its pages, extract/boards.ts) and the one given as
 * `jobBoardUrl`, each read once through the provider's public API at the documented path. A board
 * becomes a snapshot page of kind "board" (its public URL, its roles keyed by the board's job id),
 * which the diff compares with the same board in the last snapshot. A board that answers with an
 * error or a rate limit is not in the snapshot (so nothing looks removed) and the source reports it.
 */

/** The documented API path of one board, on the provider's configured base URL. */
export function boardApiUrl(ref: BoardRef, endpoints: SourceEndpoints): string {
  const base = withoutTrailingSlashes(endpoints[ref.provider]);
  const t = encodeURIComponent(ref.token);
  switch (ref.provider) {
    case "greenhouse":
      return `${base}/v1/boards/${t}/jobs?content=true`;
    case "lever":
      return `${base}/v0/postings/${t}?mode=json`;
    case "ashby":
      return `${base}/posting-api/job-board/${t}`;
    case "workable":
      return `${base}/api/v1/widget/accounts/${t}`;
  }
}

/** The boards of one provider this run can read: the one given by the user first, then those found on the site. */
export function boardsOf(provider: BoardProvider, target: CollectTarget, pages: SnapshotPage[]): BoardRef[] {
  const given = target.jobBoardUrl ? boardFromUrl(target.jobBoardUrl) : null;
  const all = [...(given ? [given] : []), ...pages.flatMap((p) => p.boards ?? [])].filter(
    (b) => b.provider === provider,
  );
  return all.filter((b, i) => all.findIndex((o) => o.token === b.token) === i);
}

function jobBoardSource(provider: BoardProvider): Source {
  const label = PROVIDER_NAMES[provider];
  return {
    name: provider,
    needs(target, pages) {
      return boardsOf(provider, target, pages).length
        ? null
        : `no ${label} board on the company's site or in its jobBoardUrl`;
    },
    async collect({ reader, target, pages: sitePages, endpoints }) {
      const pages: SnapshotPage[] = [];
      const errors: string[] = [];
      for (const ref of boardsOf(provider, target, sitePages)) {
        if (reader.budgetLeft <= 0) break;
        const res = await reader.document(boardApiUrl(ref, endpoints), "application/json");
        if (!res.ok) {
          if (res.reason !== "deadline") errors.push(`${label} board ${ref.token}: ${res.detail}`);
          continue;
        }
        const jobs = parseBoardJobs(provider, res.body);
        if (!jobs) {
          errors.push(`${label} board ${ref.token}: the answer is not a ${label} job board`);
          continue;
        }
        const url = boardPageUrl(ref);
        pages.push({
          kind: "board",
          source: provider,
          url,
          finalUrl: url,
          ok: true,
          fetchable: true,
          title: `${label} job board (${ref.token})`,
          jobs,
          jobTitles: [...new Set(jobs.map((j) => j.title))],
        });
      }
      return errors.length ? { pages, error: errors.join("; ") } : { pages };
    },
  };
}

/** Greenhouse, Lever, Ashby, Workable, in that order. */
export const JOB_BOARD_SOURCES: Source[] = BOARD_PROVIDERS.map(jobBoardSource);
