// The pages' JSON-LD (schema.org), rendered at the end of their <main> as <script type="application/ld+json">
// (src/layout/document.tsx).
// Typed with schema-dts: a property schema.org does not have, or a value of the wrong kind, fails tsc
// (a spread object is not checked for unknown properties: each one here says what it `satisfies`).
// LegalService is a local business, not a Service: it has no serviceType or offers of its own. The
// service types and the free consultation are what it `makesOffer`, each service a Service with
// its serviceType.
import type { FAQPage, LegalService, LegalServiceLeaf, Offer, OpeningHoursSpecification, Person, PostalAddress } from 'schema-dts';
import type { SitePath } from '../../blocks/ui/site-link';
import type { FaqProps } from '../../data/content';
import { firm } from '../../data/firm';
import { defaultLocale, localeIds, locales, type Locale } from '../../data/locales';
import type { AttorneyData, OfficeData, PracticePageData } from '../../data/types';
import { uiCopy } from '../../data/ui-copy';
import { icons } from '../site-images';
import { shareImageUrl } from './meta';
import type { JsonLd } from './page-config';
import { practiceCities, type SiteData } from './site-data';

const context = 'https://schema.org';

/**
 * What every consultation costs, true of every matter the firm takes, in the page's language. Not
 * "no fee unless we win": criminal defense may not be charged on contingency (RPC 1.5(d)(2)).
 */
const freeConsultation = (locale: Locale) => uiCopy[locale].freeConsultation.item;

const postalAddress = (street: string, city: string, postalCode: string): PostalAddress => ({
  '@type': 'PostalAddress',
  streetAddress: street,
  addressLocality: city,
  addressRegion: 'WA',
  postalCode,
  addressCountry: 'US',
});

const serviceOffers = (serviceTypes: readonly string[]): Offer[] =>
  serviceTypes.map((serviceType) => ({ '@type': 'Offer', itemOffered: { '@type': 'Service', serviceType } }));

const freeConsultationOffer = (locale: Locale): Offer => ({ '@type': 'Offer', name: freeConsultation(locale), price: 0, priceCurrency: 'USD' });

const openingHours: OpeningHoursSpecification[] = firm.openingHours.map((hours) => ({
  '@type': 'OpeningHoursSpecification',
  dayOfWeek: hours.days,
  opens: hours.opens,
  closes: hours.closes,
}));

/**
 * The firm's own facts in a LegalService at `canonical`: its logo (the largest app icon) and its
 * share image on that page's host (the build writes both), hours, price range and social profiles.
 */
const firmFacts = (canonical: string, locale: Locale) =>
  ({
    logo: `${new URL(canonical).origin}${icons.app[1].href}`,
    image: shareImageUrl(canonical),
    openingHoursSpecification: openingHours,
    priceRange: freeConsultation(locale),
    sameAs: firm.social.map((link) => link.href),
  }) satisfies Partial<LegalServiceLeaf>;

/** On a page in another language than English, the languages the firm works in (the same everywhere: the firm's). */
const languages = (locale: Locale) =>
  locale === defaultLocale ? {} : ({ knowsLanguage: localeIds.map((id) => locales[id].lang) } satisfies Partial<LegalServiceLeaf>);

/** The home page's: the firm itself, at the home office's address (its URL is the home page's). */
export function firmLegalService(
  data: SiteData,
  homeOffice: OfficeData,
  description: string,
  url: string,
  locale: Locale = defaultLocale,
): JsonLd<LegalService> {
  return {
    '@context': context,
    '@type': 'LegalService',
    name: firm.names.primary,
    alternateName: firm.names.alternate,
    description,
    url,
    telephone: firm.phones.main.tel,
    address: postalAddress(homeOffice.address.street, homeOffice.address.city, homeOffice.address.postalCode),
    areaServed: Object.values(data.offices).map((office) => office.city),
    ...firmFacts(url, locale),
    ...languages(locale),
  };
}

/** A practice page's service; areas with `structuredData.rich` add their URL, phone, areas and the free consultation. */
export function practiceLegalService(area: PracticePageData, canonicalPath: SitePath, data: SiteData, locale: Locale = defaultLocale): JsonLd<LegalService> {
  const { rich } = area.structuredData;
  return {
    '@context': context,
    '@type': 'LegalService',
    name: firm.names[area.firmName],
    description: area.meta.description,
    areaServed: rich ? rich.areasServed : practiceCities(data).map((office) => office.city),
    makesOffer: rich ? [...serviceOffers(rich.serviceTypes), freeConsultationOffer(locale)] : serviceOffers([area.structuredData.serviceType]),
    ...(rich && ({ url: `${firm.hosts[area.meta.canonicalHost]}${canonicalPath}`, telephone: firm.phones.main.tel } satisfies Partial<LegalServiceLeaf>)),
    ...languages(locale),
  };
}

/** An office page's: Seattle's names its structured-data address (spec §3). */
export function officeLegalService(office: OfficeData, path: SitePath, locale: Locale = defaultLocale): JsonLd<LegalService> {
  const address = office.structuredDataAddress ?? office.address;
  const url = `${firm.hosts[office.meta.canonicalHost]}${path}`;
  return {
    '@context': context,
    '@type': 'LegalService',
    name: `${firm.names[office.firmName]} – ${office.city}`,
    description: office.meta.description,
    url,
    telephone: firm.phones.office.tel,
    address: postalAddress(address.street, office.address.city, address.postalCode),
    geo: { '@type': 'GeoCoordinates', latitude: office.geo.latitude, longitude: office.geo.longitude },
    areaServed: office.communities.map((name) => ({ '@type': 'City', name })),
    makesOffer: serviceOffers(office.serviceTypes),
    ...firmFacts(url, locale),
    ...languages(locale),
  };
}

export function attorneyPerson(attorney: AttorneyData, path: SitePath): JsonLd<Person> {
  return {
    '@context': context,
    '@type': 'Person',
    name: attorney.name,
    jobTitle: attorney.title,
    worksFor: { '@type': 'LegalService', name: firm.names.primary, telephone: firm.phones.main.tel },
    url: `${firm.hosts[attorney.meta.canonicalHost]}${path}`,
  };
}

export function faqPage(faq: FaqProps, locale: Locale = defaultLocale): JsonLd<FAQPage> {
  return {
    '@context': context,
    '@type': 'FAQPage',
    ...(locale !== defaultLocale && { inLanguage: locales[locale].lang }),
    mainEntity: faq.items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
