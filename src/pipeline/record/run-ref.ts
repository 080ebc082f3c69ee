/** The run whose results are recorded: every row a run writes carries these three. */
export interface RunRef {
  orgId: string;
  entityId: string;
  runId: string;
}
