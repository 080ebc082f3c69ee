import { does, shows, type PageRoutes } from "../guard";
import { getLead } from "../../services/leads/get";
import { trackLead } from "../../services/leads/track";
import { TrackLeadBody } from "../../services/leads/track.schema";
import type { LeadFull } from "../../services/leads/views.schema";
import type { Context } from "hono";
import { afterFirstSubmission } from "../../services/shared/form-submissions";
import type { WebEnv } from "../env";
import { linkText, safeHref, stageLabel } from "../format";
import { FieldError, formFields, invalidProps, parseInput, ProblemMessage, redirectAfterPost } from "../forms";
import { renderPage } from "../layout";
import { problemOf, type Problem } from "../problems";
import { safeNext } from "../session";
import { byFormField, TrackingFields, trackingBody, type TrackingValues } from "../tracking-fields";

/*
 * Track a lead (POST /api/v1/leads/{id}/track's service): a form prefilled with the member's email
 * as the alert address and the quick picks of thingsToTrack to choose from; the lead supplies the
 * company, and its website is asked for only when the lead has none. The form carries an
 * idempotency key, so a double submit tracks once, as the API's Idempotency-Key does.
 */

export function register(routes: PageRoutes): void {
  routes.get("/leads/:id/track", shows("trackLead"), async (c) => {
    const deps = c.get("deps");
    const { actor } = c.get("member")!;
    const { data: lead } = await getLead(deps, actor, c.req.param("id"));
    const values: TrackingValues = { picks: [], more: "", alertEmails: actor.memberEmail ?? "", cadenceDays: "7" };
    return renderTrack(c, lead as LeadFull, values, "", null, safeNext(c.req.query("back") ?? "/app/leads"));
  });

  routes.post("/leads/:id/track", does("trackLead"), async (c) => {
    const deps = c.get("deps");
    const { actor } = c.get("member")!;
    const form = await formFields(c);
    const back = safeNext(form.get("back") ?? "/app/leads");
    const { values, body } = trackingBody(form);
    const website = form.get("companyWebsite")?.trim() ?? "";
    const input = { ...body, ...(website ? { companyWebsite: website } : {}) };
    try {
      // A second post of the same form (a double click) waits for the first and is answered as it was.
      const parsed = parseInput(TrackLeadBody, input);
      const result = await afterFirstSubmission(() =>
        trackLead(deps, actor, c.req.param("id"), parsed, {
          idempotencyKey: form.get("idempotencyKey") || undefined,
          request: input,
        }),
      );
      const company = result.body.data;
      const name = company.companyName ?? company.companyWebsite ?? "The company";
      const notice =
        result.body.alreadyTracked || result.body.existingEntity
          ? `${name} was already tracked.`
          : `${name} is now tracked.`;
      return redirectAfterPost(c, `/app?entityId=${company.id}&show=all`, notice);
    } catch (err) {
      const problem = byFormField(problemOf(err, c));
      // A refusal that is not about what was typed (403, 404, 429) is the app's error page.
      if (problem.status !== 400 && problem.status !== 409) throw err;
      const { data: lead } = await getLead(deps, actor, c.req.param("id"));
      return renderTrack(c, lead as LeadFull, values, website, problem, back, form.get("idempotencyKey"));
    }
  });
}

function renderTrack(
  c: Context<WebEnv>,
  lead: LeadFull,
  values: TrackingValues,
  website: string,
  problem: Problem | null,
  back: string,
  idempotencyKey?: string,
) {
  const company = lead.companyName ?? `${lead.founderName}'s company`;
  const site = safeHref(lead.companyWebsite);
  return renderPage(
    c,
    { title: `Track ${company}`, nav: "leads", status: problem?.status ?? 200, headers: problem?.headers },
    <section class="narrow card">
      <h1>{`Track ${company}`}</h1>
      <p class="hint">
        {`${lead.founderName} · ${stageLabel(lead.stage)}`}
        {site ? ` · ${linkText(site)}` : ""}
      </p>
      <ProblemMessage problem={problem} fieldsBeside />
      <form method="post" action={`/app/leads/${lead.id}/track`}>
        <input type="hidden" name="back" value={back} />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey || crypto.randomUUID()} />
        {lead.companyWebsite ? null : (
          <div class="field">
            <label for="f-website">Company website</label>
            <input
              type="url"
              id="f-website"
              name="companyWebsite"
              value={website}
              required
              {...invalidProps(problem, "companyWebsite", "f-website")}
            />
            <FieldError problem={problem} name="companyWebsite" id="f-website" />
          </div>
        )}
        <TrackingFields values={values} problem={problem} />
        <div class="actions">
          <button type="submit" class="primary">
            Track
          </button>
          <a href={back}>Cancel</a>
        </div>
      </form>
    </section>,
  );
}
