import type { KyselyPlugin } from "kysely";

/**
 * A Kysely plugin counting the statements whose operation tree mentions `marker` (a table name,
 * a function): how tests see how many round trips a piece of work costs.
 */
export function statementCounter(marker: string, test: (node: { kind: string }) => boolean = () => true) {
  const counter = { count: 0 };
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      if (test(args.node) && JSON.stringify(args.node).includes(marker)) counter.count++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { counter, plugin };
}
