import type { RuleEvaluation } from "../../services/alerts/views.schema";

/** An alert decision's rule evaluations (spec: an alert is kept with the rules it evaluated), as a table. */
export function RuleTable(props: { rules: RuleEvaluation[]; caption?: string }) {
  return (
    <div class="table-wrap">
      <table>
        {props.caption ? <caption class="visually-hidden">{props.caption}</caption> : null}
        <thead>
          <tr>
            <th scope="col">Rule</th>
            <th scope="col">Passed</th>
            <th scope="col">Detail</th>
          </tr>
        </thead>
        <tbody>
          {props.rules.map((r) => (
            <tr>
              <td>{r.rule.replace(/_/g, " ")}</td>
              <td class={r.matched ? "yes" : "no"}>{r.matched ? "Yes" : "No"}</td>
              <td>{r.detail}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
