import type { Integration } from "../../services/integrations/views.schema";
import { ProblemMessage } from "../forms";
import type { Problem } from "../problems";
import { TrackingFields, type TrackingValues } from "../tracking-fields";

/*
 * What a connection's new companies are tracked with, and whether tracked leads go onto its list
 * (docs/integrations.md, "Sync" and "Leads"): the same fields as Add company's, over PATCH
 * /api/v1/integrations/{id}'s service. A company already tracked keeps its own settings.
 */

export interface DefaultsValues {
  tracking: TrackingValues;
  addLeadsToList: boolean;
}

export const defaultsOf = (i: Integration): DefaultsValues => ({
  tracking: {
    picks: [],
    more: i.defaults.thingsToTrack,
    alertEmails: i.defaults.alertEmails.join(", "),
    cadenceDays: String(i.defaults.cadenceDays),
  },
  addLeadsToList: i.addLeadsToList,
});

export function DefaultsForm(props: { action: string; values: DefaultsValues; problem: Problem | null }) {
  return (
    <section class="card" aria-labelledby="h-defaults">
      <h2 id="h-defaults">New companies from the list</h2>
      <p class="hint">Each company the list brings in is tracked with these; one tracked already keeps its own.</p>
      <ProblemMessage problem={props.problem} title="Not saved" fieldsBeside />
      <form method="post" action={`${props.action}/defaults`}>
        <TrackingFields values={props.values.tracking} problem={props.problem} />
        <div class="field">
          <label class="choice">
            <input type="checkbox" name="addLeadsToList" value="true" checked={props.values.addLeadsToList} /> Put each
            lead we track on this list
          </label>
        </div>
        <button type="submit" class="primary">
          Save
        </button>
      </form>
    </section>
  );
}
