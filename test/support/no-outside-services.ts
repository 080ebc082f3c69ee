/**
 * The tests have no internet: the off-site services a run searches for every company (news, Hacker
 * News, GitHub) point at a closed loopback port (refused at once) unless a test points them at its
 * fixture (test/support/fixtures/outside-apis.ts).
 */
export const NO_OUTSIDE_SERVICES = {
  NEWS_SEARCH_URL: "http://127.0.0.1:9/rss/search?q={query}",
  HN_SEARCH_API_URL: "http://127.0.0.1:9/api",
  GITHUB_API_URL: "http://127.0.0.1:9",
  // The CRMs a connection checks (docs/integrations.md): a test points them at test/support/crm-fixtures.
  ATTIO_API_URL: "http://127.0.0.1:9",
  AFFINITY_API_URL: "http://127.0.0.1:9",
  HUBSPOT_API_URL: "http://127.0.0.1:9",
};
