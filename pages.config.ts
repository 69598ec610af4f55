// The list of the site: which pages exist, and from which data. Each kind of page is a template in
// src/pages/ (home.ts, practice.ts, office.ts…) that turns its data into head metadata and blocks;
// the words themselves are in data/. The router's tree (src/routeTree.gen.ts), the pre-rendered
// pages, the menus, /sitemap and /sitemap.xml are all generated from this list, so adding a city or
// a practice area is a data change (README, "Adding things").
import { attorneys } from './data/attorneys';
import { criminalAreas } from './data/criminal-areas';
import { homeOffice, offices } from './data/offices';
import { consumerHealthDataCopy } from './data/legal/consumer-health-data';
import { defaultLocale, englishOnlyNote, localeIds, type Locale, type TranslatedLocale } from './data/locales';
import { staticPaths } from './data/paths';
import { practiceAreas } from './data/practice-areas';
import { settlements } from './data/settlements';
import { accessibilityCopy, privacyCopy, termsCopy } from './data/site-copy';
import { testimonials } from './data/testimonials';
import { translations } from './data/translations';
import { uiCopy } from './data/ui-copy';
import { aboutPage } from './src/pages/about';
import { bioPage } from './src/pages/bio';
import { contactPage } from './src/pages/contact';
import { homePage } from './src/pages/home';
import { intakePage } from './src/pages/intake';
import { legalPage } from './src/pages/legal';
import { officePage } from './src/pages/office';
import type { Navigation, NavItem, PageConfig, PageContent, Site } from './src/pages/page-config';
import { aboutAttorneyPath, attorneyPath, practicePath, staticPathIn } from './src/pages/paths';
import { practicePage } from './src/pages/practice';
import { pageIn, type PageGroup } from './src/pages/in-language';
import { homeOfficeOf, practiceCities, type SiteData } from './src/pages/site-data';
import { sitemapPage } from './src/pages/sitemap';
import { thankYouPage } from './src/pages/thank-you';
import type { OfficeData, PracticePageData } from './data/types';

export type { NavItem, Navigation, PageConfig, PageMeta, RedirectConfig, Site, StructuredData } from './src/pages/page-config';
export type { SiteData };

export const siteData: SiteData = { attorneys, offices, homeOffice, practiceAreas, criminalAreas, testimonials, settlements, translations };

export function createSite(data: SiteData): Site {
  const home = homeOfficeOf(data);
  const pages: PageContent[] = [
    homePage(home, data),
    aboutPage(data),
    contactPage(data),
    // /lawyers/<slug>: each attorney of data/attorneys.ts.
    ...Object.values(data.attorneys).map(bioPage),
    // /<city>/<area>: each area of data/practice-areas.ts (its copy: data/practice/<area>.ts) in each
    // city with practice pages, canonical to the home office's.
    ...Object.values(data.practiceAreas).flatMap((area) => practiceCities(data).map((city) => practicePage(area, city, home, data, 'injury'))),
    // /<home city>/<area>: each criminal-defense page of data/criminal-areas.ts (its copy:
    // data/criminal/<area>.ts), under the home office's city only.
    ...Object.values(data.criminalAreas).map((area) => practicePage(area, home, home, data, 'criminal')),
    // /<city>/personal-injury-lawyer: each office of data/offices.ts.
    ...Object.keys(data.offices).map((id) => {
      const { page: office, path } = pageIn(data, 'offices', id, defaultLocale)!;
      return officePage(office, path, home, data);
    }),
    legalPage(staticPaths.terms, termsCopy),
    legalPage(staticPaths.privacy, privacyCopy),
    legalPage(staticPaths.consumerHealthData, consumerHealthDataCopy),
    legalPage(staticPaths.accessibility, accessibilityCopy),
    thankYouPage(data),
    // The firm's own page for one lead, behind the link in each intake text and email.
    intakePage(),
  ];

  // The pages in other languages (data/translations.ts), each twinned with its English page: the
  // firm-wide pages at their addresses in data/paths.ts, and each translated office, practice or
  // criminal-defense page under the home office's city.
  const twins: { en: PageContent; translated: PageContent; locale: TranslatedLocale }[] = Object.entries(data.translations ?? {}).flatMap(
    ([id, translation]) => {
      const locale = id as TranslatedLocale;
      const twin = (englishPath: string, translated: PageContent) => {
        const en = pages.find((page) => page.path === englishPath);
        if (!en) throw new Error(`data/translations.ts: ${locale} translates ${englishPath}, which is not an English page`);
        return { en, translated, locale };
      };
      // Each page of a group the language translates, at its English page's address and its own.
      const translatedIn = (group: PageGroup) =>
        Object.keys(translation[group]).flatMap((key) => {
          if (!data[group][key]) throw new Error(`data/translations.ts: ${locale} translates the ${group} entry '${key}', which has no English page`);
          const translated = pageIn(data, group, key, locale);
          return translated ? [{ english: pageIn(data, group, key, defaultLocale)!.path, translated }] : [];
        });
      const areas = (groupId: 'injury' | 'criminal', group: 'practiceAreas' | 'criminalAreas') =>
        translatedIn(group).map(({ english, translated }) =>
          twin(english, practicePage(translated.page as PracticePageData, home, home, data, groupId, locale)),
        );
      const officeTwins = translatedIn('offices').map(({ english, translated }) =>
        twin(english, officePage(translated.page as OfficeData, translated.path, home, data, locale)),
      );
      const { sitePages } = translation;
      return [
        twin(staticPaths.home, homePage(home, data, locale)),
        twin(staticPaths.contact, contactPage(data, locale)),
        ...officeTwins,
        ...areas('injury', 'practiceAreas'),
        ...areas('criminal', 'criminalAreas'),
        twin(staticPaths.terms, legalPage(staticPathIn(locale, 'terms'), sitePages.terms, locale)),
        twin(staticPaths.privacy, legalPage(staticPathIn(locale, 'privacy'), sitePages.privacy, locale)),
        twin(staticPaths.consumerHealthData, legalPage(staticPathIn(locale, 'consumerHealthData'), sitePages.consumerHealthData, locale)),
        twin(staticPaths.thankYou, thankYouPage(data, locale)),
      ];
    },
  );
  // A page and its translations name each other, and themselves, as alternates.
  const alternatesOf = new Map<PageContent, PageConfig['alternates']>();
  for (const { en } of twins) {
    const alternates = {
      [defaultLocale]: en.path,
      ...Object.fromEntries(twins.filter((twin) => twin.en === en).map((twin) => [twin.locale, twin.translated.path])),
    };
    alternatesOf.set(en, alternates);
    for (const twin of twins.filter((other) => other.en === en)) alternatesOf.set(twin.translated, alternates);
  }
  const localeOf = new Map<PageContent, Locale>(twins.map((twin) => [twin.translated, twin.locale]));
  const configured = (page: PageContent): PageConfig => ({ ...page, locale: localeOf.get(page) ?? defaultLocale, alternates: alternatesOf.get(page) ?? {} });

  // Old addresses, answered with a 301 to their page.
  const redirects = [
    // Each attorney's /about-<slug>, from the slug, and the irregular addresses of their data.
    ...Object.values(data.attorneys).flatMap((attorney) =>
      [aboutAttorneyPath(attorney.slug), ...attorney.legacyPaths].map((from) => ({ from, to: attorneyPath(attorney.slug) })),
    ),
    // Earlier variants linked practice pages without a city: they meant the home office's page.
    // Criminal-defense pages answer their city-less address the same way.
    ...[...Object.values(data.practiceAreas), ...Object.values(data.criminalAreas)].map((area) => ({
      from: `/${area.slug}`,
      to: practicePath(home.slug, area.slug),
    })),
  ];

  // A link in a language: to the page's translation where there is one, else to the English page,
  // its name then saying that the page is in English (data/locales.ts englishOnlyNote).
  const inLocale = (locale: Locale, item: NavItem, name = (translated: PageContent) => translated.label): NavItem => {
    const twin = twins.find((other) => other.locale === locale && other.en.path === item.path);
    return twin
      ? { name: name(twin.translated), path: twin.translated.path }
      : { name: `${item.name}${englishOnlyNote(uiCopy[locale].inEnglish, item.path)}`, path: item.path };
  };

  // The header's menus. Practice Areas shows one labelled group per practice group that has pages.
  const areaLinks = (areas: readonly { navLabel: string; slug: string }[]) =>
    areas.map((area) => ({ name: area.navLabel, path: practicePath(home.slug, area.slug) }));
  const navigationIn = (locale: Locale) => ({
    home: staticPathIn(locale, 'home'),
    practiceAreas: [
      { label: uiCopy[locale].practiceGroups.injury, items: areaLinks(Object.values(data.practiceAreas)) },
      { label: uiCopy[locale].practiceGroups.criminal, items: areaLinks(Object.values(data.criminalAreas)) },
    ]
      .filter((group) => group.items.length > 0)
      .map((group) => ({ ...group, items: group.items.map((item) => inLocale(locale, item)) })),
    team: Object.values(data.attorneys).map((attorney) => inLocale(locale, { name: attorney.name, path: attorneyPath(attorney.slug) })),
    areasWeServe: Object.entries(data.offices).map(([id, office]) =>
      inLocale(locale, { name: office.city, path: pageIn(data, 'offices', id, defaultLocale)!.path }),
    ),
  });

  // The footer's links to the site's own pages. The consumer health data policy must be linked
  // prominently from the home page (RCW 19.373.020(1)(b)); the footer puts it on every page.
  const footerIn = (locale: Locale) => {
    const names = uiCopy[locale].footer.links;
    return [
      { name: names.about, path: staticPaths.about },
      { name: names.contact, path: staticPaths.contact },
      { name: names.sitemap, path: staticPaths.sitemap },
      { name: names.terms, path: staticPaths.terms },
      { name: names.privacy, path: staticPaths.privacy },
      { name: names.consumerHealthData, path: staticPaths.consumerHealthData },
      { name: names.accessibility, path: staticPaths.accessibility },
    ].map((item) => inLocale(locale, item, () => item.name));
  };

  const translated = twins.map((twin) => twin.translated);
  const all = [...pages, ...translated];
  return {
    pages: [...all, sitemapPage(pages, twins, home, data)].map(configured),
    redirects,
    navigation: perLocale<Navigation>(navigationIn),
    footer: perLocale<readonly NavItem[]>(footerIn),
  };
}

/** One value per language of data/locales.ts. */
const perLocale = <T>(make: (locale: Locale) => T) => Object.fromEntries(localeIds.map((locale) => [locale, make(locale)])) as Record<Locale, T>;

export const site = createSite(siteData);
