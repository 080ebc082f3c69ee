import { readPage, type SnapshotPage } from "../snapshot";
import type { Source } from "./types";

/** The company's and founders' public profiles: most networks refuse bots, which is recorded, not failed. */
export const profilesSource: Source = {
  name: "profiles",
  async collect({ reader, target, textChars }) {
    const socials: { url: string; owner: string }[] = [];
    if (target.companyLinkedinUrl) socials.push({ url: target.companyLinkedinUrl, owner: "company" });
    if (target.companyTwitterUrl) socials.push({ url: target.companyTwitterUrl, owner: "company" });
    for (const f of target.founders) {
      for (const url of [f.linkedinUrl, f.twitterUrl, f.githubUrl]) if (url) socials.push({ url, owner: f.name });
    }
    const pages: SnapshotPage[] = [];
    for (const s of socials) {
      const res = await reader.html(s.url);
      if (!res.ok && res.reason === "over_budget") continue; // not read this run, not lost
      const page = await readPage("social", res, textChars, s.url);
      page.owner = s.owner;
      pages.push(page);
    }
    return { pages };
  },
};
