import { does, type PageRoutes } from "../guard";
import { getAlertOfSignal } from "../../services/alerts/get";
import type { AlertFull } from "../../services/alerts/views.schema";
import { getSignal } from "../../services/signals/get";
import type { SignalFull } from "../../services/signals/views.schema";
import {
  getSignalChanges,
  type ChangedItem,
  type DiffLine,
  type PageDiff,
  type SignalChanges,
} from "../../services/signals/changes";
import { markSignalRead, readSignalIds } from "../../services/signals/reads";
import { analysisView, type AnalysisView } from "../../services/signals/analysis-view";
import { capitalised, dateTime, linkText, recommendationLabel, safeHref, typeLabel } from "../format";
import { formFields, redirectAfterPost } from "../forms";
import { renderPage } from "../layout";
import { RuleTable } from "../alerts/components";
import { EvidenceLinks, MarkReadForm, SeverityBadge } from "./components";
import { EvidenceChecks, StatementsRead } from "./statements";

/*
 * A signal's page (docs/web.md): the full analysis, the alert decision with its rule evaluations,
 * and what changed: a line diff of each changed page, the new items with their links. Reads the
 * services of GET /api/v1/signals/{id}, nothing else.
 */

export function register(routes: PageRoutes): void {
  routes.get("/signals/:id", does("getSignal"), async (c) => {
    const deps = c.get("deps");
    const { actor } = c.get("member")!;
    const id = c.req.param("id");
    const url = new URL(c.req.url);
    const view = {
      lines: url.searchParams.get("lines") === "all" ? ("all" as const) : ("changes" as const),
      noise: url.searchParams.get("noise") === "hide" ? ("hide" as const) : ("dim" as const),
    };
    const signal = (await getSignal(deps, actor, id, "full")).data as SignalFull;
    const changes = await getSignalChanges(deps, actor, id, {
      context: view.lines === "all" ? "all" : 2,
      noise: view.noise,
    });
    const alert = await getAlertOfSignal(deps, actor, { id, entityId: signal.entityId });
    const read = (await readSignalIds(deps, actor, [id])).has(id);
    const title = `${signal.companyName ?? "Company"}: ${typeLabel(signal.type)}`;
    return renderPage(
      c,
      { title, nav: "inbox" },
      <SignalPage
        signal={signal}
        changes={changes}
        alert={alert}
        read={read}
        view={view}
        here={url.pathname + url.search}
      />,
    );
  });

  routes.post("/signals/:id/read", does("markSignalsRead"), async (c) => {
    const deps = c.get("deps");
    const { actor } = c.get("member")!;
    const id = c.req.param("id");
    const form = await formFields(c);
    await markSignalRead(deps, actor, id);
    return redirectAfterPost(c, form.get("back") ?? `/app/signals/${id}`, "Marked read.");
  });
}

interface DiffView {
  lines: "changes" | "all";
  noise: "dim" | "hide";
}

function SignalPage(props: {
  signal: SignalFull;
  changes: SignalChanges;
  alert: AlertFull | null;
  read: boolean;
  view: DiffView;
  here: string;
}) {
  const { signal: s, changes, alert } = props;

  return (
    <article>
      <p>
        <a href="/app">← Inbox</a>
      </p>
      <h1>
        {s.companyName ?? "Unnamed company"}: {typeLabel(s.type)}
      </h1>
      <div class="row-head">
        <SeverityBadge severity={s.severity} />
        <span class="badge">{recommendationLabel(s.recommendation)}</span>
        {s.needsAttention ? <span class="badge sev-medium">Needs attention</span> : null}
        <span class="row-meta">
          <time datetime={s.createdAt}>{dateTime(s.createdAt)}</time>
        </span>
        {props.read ? (
          <span class="row-meta">Read</span>
        ) : (
          <MarkReadForm id={s.id} back={props.here} label={`${s.companyName ?? "company"}, ${typeLabel(s.type)}`} />
        )}
      </div>
      <p class="summary">{s.summary}</p>
      <EvidenceLinks evidence={s.evidence} />
      <p>
        <a href={`/app?entityId=${s.entityId}&show=all`}>Every signal of {s.companyName ?? "this company"}</a>
      </p>

      <section aria-labelledby="changed">
        <h2 id="changed">What changed</h2>
        <WhatChanged changes={changes} view={props.view} id={s.id} />
      </section>

      <section aria-labelledby="analysis">
        <h2 id="analysis">Analysis</h2>
        <Analysis analysis={analysisView(s.analysis)} raw={s.analysis} />
      </section>

      <section aria-labelledby="alert">
        <h2 id="alert">Alert decision</h2>
        {alert ? <AlertDecision alert={alert} /> : <p class="hint">No alert decision is recorded for this signal.</p>}
      </section>
    </article>
  );
}

function WhatChanged(props: { changes: SignalChanges; view: DiffView; id: string }) {
  const { changes, view } = props;
  const nothing = !changes.pages.length && !changes.items.length && !changes.pagesLost.length;
  if (nothing) {
    return (
      <p class="hint">
        {changes.firstRun
          ? "This was the first run: what it read is the baseline later runs are compared with."
          : "No page or item changed in a way this signal reports."}
      </p>
    );
  }
  const base = `/app/signals/${props.id}`;
  const href = (change: Partial<DiffView>) => {
    const v = { ...view, ...change };
    const p = new URLSearchParams();
    if (v.lines === "all") p.set("lines", "all");
    if (v.noise === "hide") p.set("noise", "hide");
    const qs = p.toString();
    return `${base}${qs ? `?${qs}` : ""}#changed`;
  };
  return (
    <>
      {changes.items.length ? <Items items={changes.items} /> : null}
      {changes.pages.length ? (
        <>
          <p class="hint">
            {view.lines === "all" ? (
              <a href={href({ lines: "changes" })}>Show only the changes</a>
            ) : (
              <a href={href({ lines: "all" })}>Show whole pages</a>
            )}
            {" · "}
            {view.noise === "dim" ? (
              <a href={href({ noise: "hide" })}>Leave out noise</a>
            ) : (
              <a href={href({ noise: "dim" })}>Show noise, dimmed</a>
            )}
          </p>
          {changes.pages.map((p) => (
            <PageChange page={p} />
          ))}
        </>
      ) : null}
      {changes.pagesLost.length ? (
        <>
          <h3>Pages that stopped answering</h3>
          <ul class="items">
            {changes.pagesLost.map((p) => (
              <li>
                {safeHref(p.url) ? (
                  <a href={safeHref(p.url)!} rel="noreferrer noopener" target="_blank">
                    {linkText(p.url)}
                  </a>
                ) : (
                  p.url
                )}{" "}
                <span class="row-meta">({p.reason.replace(/_/g, " ")})</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

const ITEM_GROUPS: { kind: ChangedItem["kind"]; added: string; removed: string }[] = [
  { kind: "post", added: "New posts", removed: "Posts removed" },
  { kind: "article", added: "New articles in the press", removed: "Articles removed" },
  { kind: "story", added: "New stories on Hacker News", removed: "Stories removed" },
  { kind: "release", added: "New releases", removed: "Releases removed" },
  { kind: "role", added: "New roles", removed: "Roles no longer listed" },
  { kind: "person", added: "People who joined the team page", removed: "People who left the team page" },
];

function Items(props: { items: ChangedItem[] }) {
  return (
    <>
      {ITEM_GROUPS.flatMap((g) =>
        (["added", "removed"] as const).map((change) => {
          const items = props.items.filter((i) => i.kind === g.kind && i.change === change);
          if (!items.length) return null;
          return (
            <>
              <h3>{g[change]}</h3>
              <ul class="items">
                {items.map((i) => (
                  <li>
                    <span class={change === "added" ? "added-mark" : "removed-mark"} aria-hidden="true">
                      {change === "added" ? "+ " : "− "}
                    </span>
                    {safeHref(i.url) ? (
                      <a href={safeHref(i.url)!} rel="noreferrer noopener" target="_blank">
                        {i.title}
                      </a>
                    ) : (
                      i.title
                    )}
                    {i.detail ? <span class="row-meta">{` · ${i.detail}`}</span> : null}
                  </li>
                ))}
              </ul>
            </>
          );
        }),
      )}
    </>
  );
}

const MARKS: Record<DiffLine["op"], string> = { same: " ", added: "+", removed: "−", noise: "~", gap: "…" };

function PageChange(props: { page: PageDiff }) {
  const p = props.page;
  const href = safeHref(p.url);
  return (
    <div class="card">
      <h3>
        {`${capitalised(p.kind)} page: `}
        {href ? (
          <a href={href} rel="noreferrer noopener" target="_blank">
            {p.title ?? linkText(p.url)}
          </a>
        ) : (
          (p.title ?? p.url)
        )}
      </h3>
      <p class="legend">
        <span>{`${p.added} line${p.added === 1 ? "" : "s"} added`}</span>
        <span>{`${p.removed} removed`}</span>
        {p.noise ? <span>{`${p.noise} noise (dates, counters, moved or minor lines; not counted)`}</span> : null}
        {p.wholeText ? null : <span>Only the reported lines were kept for this signal.</span>}
      </p>
      <ol class="diff" aria-label={`Changes to ${p.title ?? p.url}`}>
        {p.lines.map((l) => (
          <DiffRow line={l} />
        ))}
      </ol>
    </div>
  );
}

function DiffRow(props: { line: DiffLine }) {
  const l = props.line;
  if (l.op === "gap") {
    return (
      <li class="gap">
        <span class="mark" aria-hidden="true">
          {MARKS.gap}
        </span>
        <span>{`${l.count} unchanged line${l.count === 1 ? "" : "s"}`}</span>
      </li>
    );
  }
  if (l.op === "added") {
    return (
      <li class="added">
        <span class="mark" aria-hidden="true">
          +
        </span>
        <ins>
          <span class="visually-hidden">Added: </span>
          {l.text}
        </ins>
      </li>
    );
  }
  if (l.op === "removed") {
    return (
      <li class="removed">
        <span class="mark" aria-hidden="true">
          −
        </span>
        <del>
          <span class="visually-hidden">Removed: </span>
          {l.text}
        </del>
      </li>
    );
  }
  if (l.op === "noise") {
    const why =
      l.why === "rewritten"
        ? `noise, was “${l.was}”`
        : l.why === "moved"
          ? l.side === "removed"
            ? "noise, moved from here"
            : "noise, moved here"
          : l.side === "removed"
            ? "noise, removed"
            : "noise, added";
    return (
      <li class="noise" title={why}>
        <span class="mark" aria-hidden="true">
          {MARKS.noise}
        </span>
        <span>
          <span class="visually-hidden">{`(${why}) `}</span>
          {l.text}
        </span>
      </li>
    );
  }
  return (
    <li>
      <span class="mark" aria-hidden="true"></span>
      <span>{l.text}</span>
    </li>
  );
}

const ANALYSED_BY = {
  model: "language model",
  none: "run itself (nothing was compared)",
  local: "local analyser",
} as const;

function Analysis(props: { analysis: AnalysisView; raw: unknown }) {
  const { findings, namesakes, watchItems: watch, analyser } = props.analysis;
  return (
    <>
      <p class="hint">{`Analysed by the ${ANALYSED_BY[analyser]}.`}</p>
      {findings.length ? (
        <ol class="rows">
          {findings.map((f) => (
            <li class="row">
              <div class="row-head">
                <span class="title">{f.headline}</span>
                <span class="badge">{typeLabel(f.type)}</span>
              </div>
              {f.quote.added ? (
                <blockquote class="quote-added">
                  <span class="visually-hidden">Added: </span>
                  {f.quote.added}
                </blockquote>
              ) : null}
              {f.quote.removed ? (
                <blockquote class="quote-removed">
                  <span class="visually-hidden">Removed: </span>
                  {f.quote.removed}
                </blockquote>
              ) : null}
              {f.cues.length ? <p class="row-meta">{`Read as: ${f.cues.join("; ")}`}</p> : null}
              <StatementsRead statements={f.statements ?? []} />
              <EvidenceChecks checks={f.checks ?? []} />
              <p class="row-meta">
                {f.matchedWatchItems.length
                  ? `Matches your watch items: ${f.matchedWatchItems.join(", ")}`
                  : "Matches none of your watch items."}
              </p>
              <EvidenceLinks evidence={f.evidence.map((e) => ({ url: e.url, title: e.title || null }))} />
            </li>
          ))}
        </ol>
      ) : (
        <p class="hint">No finding: nothing the run compared states an event.</p>
      )}
      {namesakes.length ? (
        <>
          <h3>Left out as another company's</h3>
          <ul>
            {namesakes.slice(0, 10).map((n) => (
              <li>{`${n.item}: ${n.why}`}</li>
            ))}
          </ul>
        </>
      ) : null}
      {watch.length ? (
        <>
          <h3>Watch items</h3>
          <div class="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">Watch item</th>
                  <th scope="col">Matched</th>
                  <th scope="col">Why</th>
                </tr>
              </thead>
              <tbody>
                {watch.map((w) => (
                  <tr>
                    <td>{w.label}</td>
                    <td class={w.matched ? "yes" : "no"}>{w.matched ? "Yes" : "No"}</td>
                    <td>{w.why.join("; ") || "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
      <details>
        <summary>The whole analysis, as the API returns it</summary>
        <pre>{JSON.stringify(props.raw ?? {}, null, 2)}</pre>
      </details>
    </>
  );
}

function AlertDecision(props: { alert: AlertFull }) {
  const a = props.alert;
  return (
    <>
      <dl class="facts">
        <dt>Outcome</dt>
        <dd>
          <span class={`badge outcome-${a.outcome}`}>{capitalised(a.outcome)}</span>
        </dd>
        <dt>Why</dt>
        <dd>{a.reason}</dd>
        {a.recipients.length ? (
          <>
            <dt>Sent to</dt>
            <dd>{a.recipients.join(", ")}</dd>
          </>
        ) : null}
        {a.subject ? (
          <>
            <dt>Subject</dt>
            <dd>{a.subject}</dd>
          </>
        ) : null}
        <dt>Decided</dt>
        <dd>
          <time datetime={a.createdAt}>{dateTime(a.createdAt)}</time>
        </dd>
      </dl>
      <h3>Rule evaluations</h3>
      <RuleTable rules={a.ruleEvaluations} />
    </>
  );
}
