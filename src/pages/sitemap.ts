import type { SitePath } from '../../blocks/ui/site-link';
import { defaultLocale, localeIds, locales, type TranslatedLocale } from '../../data/locales';
import { staticPaths } from '../../data/paths';
import { practiceGroups } from '../../data/practice-groups';
import type { OfficeData } from '../../data/types';
import { pageMeta } from './meta';
import type { PageContent } from './page-config';
import { pageIn } from './in-language';
import { attorneyPath, practicePath } from './paths';
import { practiceCities, type SiteData } from './site-data';

/**
 * The human sitemap, /sitemap, over the other pages. Spec §2: four groups; Seattle's practice group
 * generalises to every practice city but the home office's. The criminal-defense pages (issue 14)
 * follow in a fifth group of their own, leaving the spec's four as they are, and each other
 * language's pages (issue 15) in a group of their own, headed and written in that language.
 */
export function sitemapPage(
  pages: readonly PageContent[],
  translations: readonly { readonly translated: PageContent; readonly locale: TranslatedLocale }[],
  homeOffice: OfficeData,
  data: SiteData,
): PageContent {
  const byPath = new Map(pages.map((page) => [page.path as string, page]));
  const link = (path: SitePath) => ({ label: byPath.get(path)?.label ?? path, path });
  const otherPracticeCities = practiceCities(data).filter((office) => office !== homeOffice);
  const officeLink = (id: string) => link(pageIn(data, 'offices', id, defaultLocale)!.path);
  const officeIdOf = (office: OfficeData) => Object.keys(data.offices).find((id) => data.offices[id] === office)!;
  return {
    path: staticPaths.sitemap,
    label: 'Sitemap',
    meta: pageMeta(
      {
        title: 'Sitemap: Every Page on Our Site',
        description:
          'Every page on our site in one list: the firm, our attorneys, injury practice areas in Seattle and Kent, criminal defense, and our offices across Washington.',
        keywords: ['sitemap', 'personal injury lawyer Washington', 'Kent law firm'],
        canonicalHost: 'primary',
      },
      staticPaths.sitemap,
      [],
    ),
    blocks: [
      { type: 'page-intro', heading: 'Sitemap', intro: ['Every page of our site, grouped so you can find what you need quickly.'] },
      {
        type: 'sitemap-groups',
        groups: [
          {
            heading: 'Main Pages',
            links: [staticPaths.home, staticPaths.about, staticPaths.contact, staticPaths.terms, staticPaths.privacy, staticPaths.accessibility].map(link),
          },
          { heading: 'Attorney Biographies', links: Object.values(data.attorneys).map((a) => link(attorneyPath(a.slug))) },
          ...otherPracticeCities.map((office) => ({
            heading: `${office.city} Practice Areas`,
            links: [
              officeLink(officeIdOf(office)),
              ...Object.values(data.practiceAreas).map((area) => ({
                label: `${office.city} ${area.navLabel}`,
                path: practicePath(office.slug, area.slug),
              })),
            ],
          })),
          {
            heading: 'Other Washington Locations',
            links: Object.keys(data.offices)
              .filter((id) => !otherPracticeCities.includes(data.offices[id]!))
              .map(officeLink),
          },
          ...(Object.keys(data.criminalAreas).length
            ? [
                {
                  heading: practiceGroups.criminal.label,
                  links: Object.values(data.criminalAreas).map((area) => link(practicePath(homeOffice.slug, area.slug))),
                },
              ]
            : []),
          ...localeIds.flatMap((locale) => {
            const translated = translations.filter((translation) => translation.locale === locale).map((translation) => translation.translated);
            const { pagesHeading: heading, lang } = locales[locale];
            return translated.length
              ? [{ heading, lang, links: translated.filter((page) => !page.meta.robots).map((page) => ({ label: page.label, path: page.path })) }]
              : [];
          }),
        ],
      },
    ],
  };
}
