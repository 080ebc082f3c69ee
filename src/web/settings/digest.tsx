import { does, type PageRoutes } from "../guard";
import { timeZoneNames } from "../../platform/time-zones";
import { updateDigestPreferences } from "../../services/digest/preferences";
import type { DigestPreferences } from "../../services/digest/preferences.schema";
import { formFields, problemPage, redirectAfterPost } from "../forms";
import { problemOf } from "../problems";

/*
 * Settings → Digest (docs/digest.md): the member's own time zone and how often their digest comes.
 * The zone is a select of IANA names; for a member who has not chosen one, the page's script
 * selects the browser's zone (marked `data-browser-zone`), and without the script it stays UTC.
 * Only a forged post can send a value outside the choices, so a refusal is a page of its own.
 */

export const DIGEST_SETTINGS_PATH = "/settings/digest";

const FREQUENCIES: { value: DigestPreferences["frequency"]; label: string; hint: string }[] = [
  { value: "weekly", label: "Weekly", hint: "every Monday at 08:00" },
  { value: "daily", label: "Daily", hint: "every day at 08:00" },
  { value: "off", label: "Off", hint: "no digest" },
];

/** "Monday 9 March, 08:00": a moment on the member's wall clock. */
function localWhen(iso: string, timeZone: string): string {
  const at = new Date(iso);
  const day = new Intl.DateTimeFormat("en-GB", { timeZone, weekday: "long", day: "numeric", month: "long" }).format(at);
  const time = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(at);
  return `${day}, ${time}`;
}

function summary(p: DigestPreferences): string {
  if (p.frequency === "off") return "Your digest is off.";
  return `Your next digest comes ${localWhen(p.nextDigestAt!, p.timeZone)} (${p.timeZone}).`;
}

/** The section of the Settings page. */
export function DigestSettings(props: { prefs: DigestPreferences }) {
  const p = props.prefs;
  return (
    <section class="card" aria-labelledby="digest">
      <h2 id="digest">Digest email</h2>
      <p>
        One email with the signals that need attention, the leads waiting for a decision and the companies whose
        tracking is failing, at 08:00 in your time zone.
      </p>
      <form method="post" action={`/app${DIGEST_SETTINGS_PATH}`}>
        <fieldset class="choices">
          <legend>How often</legend>
          {FREQUENCIES.map((f) => (
            <label class="choice">
              <input type="radio" name="frequency" value={f.value} checked={p.frequency === f.value} />
              {f.label} <span class="hint">({f.hint})</span>
            </label>
          ))}
        </fieldset>
        <div class="field">
          <label for="digest-time-zone">Time zone</label>
          <select
            id="digest-time-zone"
            name="timeZone"
            aria-describedby="digest-time-zone-hint"
            data-browser-zone={p.timeZoneChosen ? undefined : ""}
          >
            {timeZoneNames().map((z) => (
              <option value={z} selected={z === p.timeZone}>
                {z.replace(/_/g, " ")}
              </option>
            ))}
          </select>
          <p
            class="hint"
            id="digest-time-zone-hint"
            data-browser-zone-hint="Suggested from this browser: save to use it."
          >
            {p.timeZoneChosen
              ? `Digests come at 08:00 in ${p.timeZone}.`
              : "Not chosen yet: digests come at 08:00 UTC."}
          </p>
        </div>
        <button type="submit" class="primary">
          Save digest settings
        </button>
      </form>
      <p class="hint" id="digest-next" data-at={p.nextDigestAt ?? undefined}>
        {summary(p)}
      </p>
    </section>
  );
}

export function register(routes: PageRoutes): void {
  routes.post(DIGEST_SETTINGS_PATH, does("updateDigestPreferences"), async (c) => {
    const form = await formFields(c);
    const { actor } = c.get("member")!;
    const deps = c.get("deps");
    let saved: DigestPreferences;
    try {
      saved = await updateDigestPreferences(deps, actor, {
        timeZone: form.get("timeZone") ?? "",
        frequency: form.get("frequency") ?? "",
      });
    } catch (err) {
      return problemPage(c, problemOf(err, c), {
        title: "Digest settings not saved",
        nav: "settings",
        back: "/app/settings",
      });
    }
    return redirectAfterPost(c, "/app/settings", `Digest settings saved. ${summary(saved)}`);
  });
}
