/*
 * The layering of src/ (docs/ARCHITECTURE.md). Imports point down this list, never up:
 *   entries → app → adapters (routes, mcp, web, http, jobs) → services → domain → platform and db.
 * Inside the domain: pipeline → lifecycle → (nothing else of the domain); identity, search and
 * taxonomy are leaves of the domain. The web app's pages reach the data only through services: never
 * db/ or pipeline/. Type-only imports count (tsPreCompilationDeps).
 */
const ENTRIES = "^src/(server|worker|bootstrap-node|config-env-node)\\.ts$|^src/workers/";
const APP = "^src/(app|deps-factory)\\.ts$";
const ADAPTERS = "^src/(routes|mcp|web|http|jobs)/";
const SERVICES = "^src/services/";
const DOMAIN = "^src/(pipeline|lifecycle|identity|search|taxonomy|text)/";
const PLATFORM = "^src/(platform|db)/|^src/(config|errors)\\.ts$";

/**
 * The tracker's stages, in the order a run calls them (docs/pipeline.md): a stage imports earlier stages, never a
 * later one, nor the lifecycle that runs it.
 */
const STAGES = ["collect", "compare", "read", "judge", "record"];
const stageRules = STAGES.map((stage, i) => ({
  name: `stage-${stage}`,
  comment: `stage-${stage}: a stage imports earlier stages only, never a later one or the lifecycle (docs/pipeline.md)`,
  severity: "error",
  from: { path: `^src/pipeline/${stage}/` },
  to: { path: [`^src/lifecycle/`, ...STAGES.slice(i + 1).map((s) => `^src/pipeline/${s}/`)].join("|") },
}));

/** A layer may not import any layer above it. */
const upward = (name, from, above) => ({
  name,
  comment: `${name}: imports point down the layers (docs/ARCHITECTURE.md)`,
  severity: "error",
  from: { path: from },
  to: { path: above },
});

module.exports = {
  forbidden: [
    ...stageRules,
    { name: "no-circular", comment: "no import cycles, type-only imports included", severity: "error", from: {}, to: { circular: true } },
    {
      name: "no-scripts-or-tests",
      comment: "nothing under src/ imports scripts/ or test/",
      severity: "error",
      from: { path: "^src/" },
      to: { path: "^(scripts|test|functions)/" },
    },
    {
      name: "every-file-has-a-layer",
      comment: "a file under src/ outside every layer: add it to a layer here and in docs/ARCHITECTURE.md",
      severity: "error",
      from: { path: "^src/", pathNot: [ENTRIES, APP, ADAPTERS, SERVICES, DOMAIN, PLATFORM].join("|") },
      to: {},
    },
    {
      name: "every-import-has-a-layer",
      comment: "an import of a file under src/ outside every layer: add it to a layer here and in docs/ARCHITECTURE.md",
      severity: "error",
      from: {},
      to: { path: "^src/", pathNot: [ENTRIES, APP, ADAPTERS, SERVICES, DOMAIN, PLATFORM].join("|") },
    },
    upward("app-not-entries", APP, ENTRIES),
    upward("adapters-not-app", ADAPTERS, [ENTRIES, APP].join("|")),
    upward("services-not-adapters", SERVICES, [ENTRIES, APP, ADAPTERS].join("|")),
    upward("domain-not-services", DOMAIN, [ENTRIES, APP, ADAPTERS, SERVICES].join("|")),
    upward("platform-not-domain", PLATFORM, [ENTRIES, APP, ADAPTERS, SERVICES, DOMAIN].join("|")),
    upward("lifecycle-not-pipeline", "^src/lifecycle/", "^src/pipeline/"),
    upward("domain-leaves", "^src/(identity|search|taxonomy)/", "^src/(pipeline|lifecycle)/"),
    // The text module (folding, words, stopwords, stemming) is what every reader of text stands on: it imports nothing.
    upward("text-is-the-floor", "^src/text/", "^src/(?!text/)"),
    {
      name: "web-through-services",
      comment: "web-through-services: the web app's pages call services, never the database or the pipeline (docs/web.md)",
      severity: "error",
      from: { path: "^src/web/" },
      to: { path: "^src/(db|pipeline)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"], extensions: [".ts", ".tsx", ".js", ".json"] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
