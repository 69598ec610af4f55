import { staticPaths } from '../../data/paths';
import { contactCopy } from '../../data/site-copy';
import { pageMeta } from './meta';
import type { PageContent } from './page-config';
import { officePath } from './paths';
import { callLabel, injuryFees, type SiteData } from './site-data';

/** The form, what happens next, and every office (copy: contactCopy in data/site-copy.ts). */
export function contactPage(data: SiteData): PageContent {
  return {
    path: staticPaths.contact,
    label: 'Contact',
    meta: pageMeta(contactCopy.meta, staticPaths.contact, []),
    blocks: [
      { type: 'hero', ...contactCopy.hero, fees: injuryFees, callLabel: callLabel(data) },
      { type: 'form', heading: 'Request your free consultation', intro: contactCopy.intro, sourceLabel: 'contact-form' },
      { type: 'content-section', ...contactCopy.nextSteps },
      { type: 'contact-details', heading: 'Call or write', hoursHeading: contactCopy.hoursHeading },
      {
        type: 'offices',
        heading: contactCopy.officesHeading,
        offices: Object.values(data.offices).map((office) => ({
          city: office.city,
          street: office.address.street,
          locality: `${office.address.city}, ${office.address.region} ${office.address.postalCode}`,
          path: officePath(office.slug),
        })),
      },
    ],
  };
}
