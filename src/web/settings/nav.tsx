import type { Actor } from "../../services/access/actor";

/*
 * The settings' sections: one entry per page under /app/settings. A section an
 * owner alone may open names `owners`, and is left out of the others' list.
 */

export type SettingsSection = "you" | "members" | "keys" | "webhooks" | "integrations" | "audit";

interface SectionLink {
  id: SettingsSection;
  label: string;
  href: string;
  owners?: boolean;
}

const SECTIONS: SectionLink[] = [
  { id: "you", label: "You", href: "/app/settings" },
  { id: "members", label: "Members", href: "/app/settings/members" },
  { id: "keys", label: "API keys", href: "/app/settings/keys" },
  { id: "webhooks", label: "Webhooks", href: "/app/settings/webhooks" },
  { id: "integrations", label: "Integrations", href: "/app/settings/integrations" },
  { id: "audit", label: "Audit log", href: "/app/settings/audit", owners: true },
];

/** The sections as a list of links, the current one marked, beside each settings page's heading. */
export function SettingsNav(props: { role: Actor["role"]; current: SettingsSection }) {
  const shown = SECTIONS.filter((s) => !s.owners || props.role === "owner");
  return (
    <nav aria-label="Settings">
      <ul class="tabs">
        {shown.map((s) => (
          <li>
            <a href={s.href} aria-current={props.current === s.id ? "page" : undefined}>
              {s.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
