/**
 * The scenario corpus's sites (test/scenarios/corpus) served on loopback, in a process of their
 * own so the pipeline bench counts only the API's CPU. Prints `SITES_READY [{id, origin, body}]`
 * (body: what POST /tracker sends for that scenario's company) and serves until killed.
 */
import { loadCorpus } from "../../test/scenarios/scenario";
import { serveScenario } from "../../test/scenarios/site-server";

const scenarios = loadCorpus();
const sites = await Promise.all(
  scenarios.map(async (s) => {
    const site = await serveScenario(s.dir);
    return {
      id: s.id,
      origin: site.origin,
      body: { ...s.company, companyWebsite: `${site.origin}/`, thingsToTrack: s.thingsToTrack },
    };
  }),
);
process.stdout.write(`SITES_READY ${JSON.stringify(sites)}\n`);
process.on("SIGTERM", () => process.exit(0));
