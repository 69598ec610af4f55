import { SiteLink, type SitePath } from './ui/site-link';
import { Section, slugId } from './ui/section';

export interface SitemapGroupsProps {
  readonly groups: readonly {
    readonly heading: string;
    /** The language of a group written in another than the page's (the Spanish pages' group). */
    readonly lang?: string;
    readonly links: readonly { readonly label: string; readonly path: SitePath }[];
  }[];
}

export function SitemapGroups({ groups }: SitemapGroupsProps) {
  return (
    <Section width="wide" as="div">
      <div className="grid gap-10 md:grid-cols-2">
        {groups.map((group) => (
          <nav key={group.heading} aria-labelledby={slugId(group.heading)} lang={group.lang}>
            <h2 id={slugId(group.heading)} className="mb-4 text-2xl font-bold text-slate-900">
              {group.heading}
            </h2>
            <ul className="space-y-2 text-lg">
              {group.links.map((link) => (
                <li key={link.path}>
                  <SiteLink to={link.path} className="text-red-800 underline hover:text-red-900">
                    {link.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </Section>
  );
}
