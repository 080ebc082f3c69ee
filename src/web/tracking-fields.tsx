import { CADENCE_CHOICES } from "./format";
import { FieldError, invalidProps } from "./forms";
import type { Problem } from "./problems";
import { QUICK_PICK_LABELS } from "../services/tracker/quick-picks";
import { addressList } from "../services/shared/typed-lists";

/*
 * The fields that say what to watch and where to send alerts (thingsToTrack, alertEmails,
 * cadenceDays), shared by every form that starts tracking a company (Add company, tracking a lead):
 * the quick picks as checkboxes beside free text, the addresses as one comma list.
 */

export interface TrackingValues {
  picks: string[];
  more: string;
  alertEmails: string;
  cadenceDays: string;
}

/** The posted fields as the service's body takes them (the service validates them). */
export function trackingBody(form: { get(name: string): string | undefined; all(name: string): string[] }): {
  values: TrackingValues;
  body: { thingsToTrack: string; alertEmails: string[]; cadenceDays?: number };
} {
  const picks = form.all("pick").filter((p) => QUICK_PICK_LABELS.includes(p));
  const more = form.get("thingsToTrack")?.trim() ?? "";
  const alertEmails = form.get("alertEmails") ?? "";
  const cadenceDays = form.get("cadenceDays") ?? "";
  return {
    values: { picks, more, alertEmails, cadenceDays },
    body: {
      thingsToTrack: [...picks, ...(more ? [more] : [])].join(", "),
      alertEmails: addressList(alertEmails),
      ...(cadenceDays ? { cadenceDays: Number(cadenceDays) } : {}),
    },
  };
}

/**
 * A problem whose field paths name the form's fields: `alertEmails.1` is the addresses field, and
 * so on (the service names each item; the form has one field for the list).
 */
export function byFormField(problem: Problem): Problem {
  const fields: Record<string, string> = {};
  for (const [path, reason] of Object.entries(problem.fields)) {
    const [head, index] = path.split(".");
    const key = head!;
    if (!(key in fields))
      fields[key] = key === "alertEmails" && index !== undefined ? `${reason} (address ${Number(index) + 1})` : reason;
  }
  return { ...problem, fields };
}

/**
 * The alert addresses' label and box, named as every form that sets them names them (the field
 * `alertEmails`, the box `f-emails`); `attrs`: the box's further attributes, in order (autocomplete,
 * the problem's, a hint's).
 */
export function AlertEmailsInput(props: { value: string; attrs?: Record<string, string> }) {
  return (
    <>
      <label for="f-emails">Alert emails</label>
      <input type="text" id="f-emails" name="alertEmails" value={props.value} {...props.attrs} />
    </>
  );
}

export function TrackingFields(props: { values: TrackingValues; problem: Problem | null }) {
  const { values: v, problem } = props;
  return (
    <>
      <fieldset class="choices">
        <legend>What to watch</legend>
        {QUICK_PICK_LABELS.map((label) => (
          <label class="choice">
            <input type="checkbox" name="pick" value={label} checked={v.picks.includes(label)} /> {label}
          </label>
        ))}
        <label for="f-things">In your own words (optional)</label>
        <textarea
          id="f-things"
          name="thingsToTrack"
          rows={3}
          placeholder="e.g. expansion into Europe, a Series B, a new CFO"
          {...invalidProps(problem, "thingsToTrack", "f-things")}
        >
          {v.more}
        </textarea>
        <FieldError problem={problem} name="thingsToTrack" id="f-things" />
      </fieldset>
      <div class="field">
        <AlertEmailsInput
          value={v.alertEmails}
          attrs={{
            autocomplete: "email",
            ...invalidProps(problem, "alertEmails", "f-emails"),
            "aria-describedby": problem?.fields.alertEmails ? "f-emails-hint f-emails-error" : "f-emails-hint",
          }}
        />
        <div class="hint" id="f-emails-hint">
          Separated by commas.
        </div>
        <FieldError problem={problem} name="alertEmails" id="f-emails" />
      </div>
      <div class="field">
        <label for="f-cadence">Read the site every</label>
        <select id="f-cadence" name="cadenceDays" {...invalidProps(problem, "cadenceDays", "f-cadence")}>
          {CADENCE_CHOICES.map(([days, label]) => (
            <option value={String(days)} selected={(v.cadenceDays || "7") === String(days)}>
              {label}
            </option>
          ))}
        </select>
        <FieldError problem={problem} name="cadenceDays" id="f-cadence" />
      </div>
    </>
  );
}
