import type { AppDeps } from "../deps";
import { discoverCompany } from "../../pipeline/enrich/company";
import { Deadline } from "../../pipeline/collect/deadline";
import { DEFAULT_PIPELINE_SETTINGS } from "../../pipeline/ports";
import { SiteReader } from "../../pipeline/collect/site";
import { fetcherOf } from "../../platform/from-config";
import { LexicalClassifier } from "../../taxonomy/lexical";
import { classificationView } from "../../taxonomy/tree";
import type { DraftEnrichment, DraftInput } from "./enrich-draft.schema";
import { canonicalUrl } from "../../identity/url";

/*
 * POST /api/v1/tracker/enrich: the enrichment a tracked company gets in the background, run for a
 * draft before anything is created (a form filling itself in). Synchronous and bounded by
 * ENRICH_DRAFT_DEADLINE_MS: when the deadline passes it answers with what it has, saying so.
 * Writes nothing.
 */

export async function enrichDraft(deps: AppDeps, input: DraftInput): Promise<DraftEnrichment> {
  const website = canonicalUrl(input.companyWebsite);
  const founders = (input.founders ?? []).map((f, i) => ({
    key: String(i),
    name: f.name.trim(),
    linkedinUrl: f.linkedinUrl ? canonicalUrl(f.linkedinUrl) : null,
    twitterUrl: f.twitterUrl ? canonicalUrl(f.twitterUrl) : null,
    githubUrl: f.githubUrl ? canonicalUrl(f.githubUrl) : null,
  }));
  const deadline = new Deadline(deps.config.ENRICH_DRAFT_DEADLINE_MS);
  try {
    const reader = new SiteReader(fetcherOf(deps), deadline, DEFAULT_PIPELINE_SETTINGS.unfetchableHosts);
    const f = await discoverCompany(
      { reader, classifier: new LexicalClassifier(), now: deps.clock.now() },
      {
        companyName: input.companyName?.trim() || null,
        website,
        linkedinUrl: input.companyLinkedinUrl ? canonicalUrl(input.companyLinkedinUrl) : null,
        twitterUrl: input.companyTwitterUrl ? canonicalUrl(input.companyTwitterUrl) : null,
        founders,
      },
    );
    const status = f.failure ? "failed" : f.notFound.length ? "partial" : "ready";
    return {
      status,
      reason: f.failure
        ? f.failure.reason
        : status === "partial"
          ? f.deadlineReached
            ? "deadline_reached"
            : "some_details_not_found"
          : null,
      companyName: input.companyName?.trim() || f.companyName,
      companyWebsite: f.websiteUrl ?? website,
      companyLinkedinUrl: input.companyLinkedinUrl ? canonicalUrl(input.companyLinkedinUrl) : f.linkedinUrl,
      companyTwitterUrl: input.companyTwitterUrl ? canonicalUrl(input.companyTwitterUrl) : f.twitterUrl,
      description: f.description,
      stage: f.stage,
      location: f.location,
      foundingYear: f.foundingYear,
      classification: classificationView(f.classification),
      founders: founders.map((d) => {
        const links = f.founders.find((x) => x.key === d.key);
        return {
          name: d.name,
          linkedinUrl: d.linkedinUrl ?? links?.linkedinUrl ?? null,
          twitterUrl: d.twitterUrl ?? links?.twitterUrl ?? null,
          githubUrl: d.githubUrl ?? links?.githubUrl ?? null,
        };
      }),
      suggestedFounders: founders.length
        ? []
        : f.siteFounders.map((p) => ({
            name: p.name,
            role: p.role,
            linkedinUrl: p.linkedinUrl,
            twitterUrl: p.twitterUrl,
          })),
      found: f.found,
      notFound: f.notFound,
      sources: f.sources,
      deadlineReached: f.deadlineReached,
    };
  } finally {
    deadline.dispose();
  }
}
