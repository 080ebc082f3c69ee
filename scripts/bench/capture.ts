/**
 * The SQL an endpoint really runs, captured from the code rather than written by hand: the bench
 * server sends one real request through an app whose database handle records every statement it
 * compiles (with its parameters). pgbench then runs exactly those statements (pgbench.ts).
 */
import type {
  CompiledQuery,
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";
import type { Db } from "../../src/db/database";

export interface Statement {
  sql: string;
  parameters: unknown[];
}

/** A plugin that compiles and keeps every query while `recording` is set; it changes nothing. */
class Recorder implements KyselyPlugin {
  recording: Statement[] | null = null;
  constructor(
    private readonly compile: (node: RootOperationNode, queryId: PluginTransformQueryArgs["queryId"]) => CompiledQuery,
  ) {}
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (this.recording) {
      const q = this.compile(args.node, args.queryId);
      this.recording.push({ sql: q.sql, parameters: [...q.parameters] });
    }
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

/** A handle on the same database whose statements can be recorded, one request at a time. */
export function capturingDb(db: Db): { db: Db; record<T>(fn: () => Promise<T>): Promise<Statement[]> } {
  let recorder: Recorder;
  const wrapped = db.withPlugin(
    (recorder = new Recorder((node, queryId) => wrapped.getExecutor().compileQuery(node, queryId))),
  );
  return {
    db: wrapped,
    async record(fn) {
      recorder.recording = [];
      try {
        await fn();
        return recorder.recording;
      } finally {
        recorder.recording = null;
      }
    },
  };
}
