// The pages' JSON-LD (schema.org), rendered into their heads as <script type="application/ld+json">.
import type { SitePath } from '../../blocks/ui/site-link';
import type { FaqProps } from '../../data/content';
import { firm } from '../../data/firm';
import type { AttorneyData, OfficeData, PracticePageData } from '../../data/types';
import type { StructuredData } from './page-config';
import { practiceCities, type SiteData } from './site-data';

const jsonLd = (type: string, fields: Record<string, unknown>): StructuredData => ({
  '@context': 'https://schema.org',
  '@type': type,
  ...fields,
});

const postalAddress = (street: string, city: string, postalCode: string) => ({
  '@type': 'PostalAddress',
  streetAddress: street,
  addressLocality: city,
  addressRegion: 'WA',
  postalCode,
  addressCountry: 'US',
});

/** The home page's: the firm itself, at the home office's address. */
export function firmLegalService(data: SiteData, homeOffice: OfficeData, description: string): StructuredData {
  return jsonLd('LegalService', {
    name: firm.names.primary,
    alternateName: firm.names.alternate,
    description,
    url: firm.hosts.primary,
    telephone: firm.phones.main.tel,
    address: postalAddress(homeOffice.address.street, homeOffice.address.city, homeOffice.address.postalCode),
    areaServed: Object.values(data.offices).map((office) => office.city),
    sameAs: firm.social.map((link) => link.href),
  });
}

/** A practice page's service; areas with `structuredData.rich` add their URL, phone, areas and the free consultation. */
export function practiceLegalService(area: PracticePageData, canonicalPath: SitePath, data: SiteData): StructuredData {
  return jsonLd('LegalService', {
    name: firm.names[area.firmName],
    description: area.meta.description,
    areaServed: practiceCities(data).map((office) => office.city),
    serviceType: area.structuredData.rich ? area.structuredData.rich.serviceTypes : area.structuredData.serviceType,
    ...(area.structuredData.rich && {
      url: `${firm.hosts[area.meta.canonicalHost]}${canonicalPath}`,
      telephone: firm.phones.main.tel,
      areaServed: area.structuredData.rich.areasServed,
      offers: { '@type': 'Offer', name: 'Free consultation', price: 0, priceCurrency: 'USD' },
    }),
  });
}

/** An office page's: Seattle's names its structured-data address (spec §3). */
export function officeLegalService(office: OfficeData, path: SitePath): StructuredData {
  const address = office.structuredDataAddress ?? office.address;
  return jsonLd('LegalService', {
    name: `${firm.names[office.firmName]} – ${office.city}`,
    description: office.meta.description,
    url: `${firm.hosts[office.meta.canonicalHost]}${path}`,
    telephone: firm.phones.office.tel,
    address: postalAddress(address.street, office.address.city, address.postalCode),
    geo: { '@type': 'GeoCoordinates', latitude: office.geo.latitude, longitude: office.geo.longitude },
    areaServed: office.communities.map((name) => ({ '@type': 'City', name })),
    serviceType: office.serviceTypes,
  });
}

export function attorneyPerson(attorney: AttorneyData, path: SitePath): StructuredData {
  return jsonLd('Person', {
    name: attorney.name,
    jobTitle: attorney.title,
    worksFor: { '@type': 'LegalService', name: firm.names.primary, telephone: firm.phones.main.tel },
    url: `${firm.hosts[attorney.meta.canonicalHost]}${path}`,
  });
}

export function faqPage(faq: FaqProps): StructuredData {
  return jsonLd('FAQPage', {
    mainEntity: faq.items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  });
}
