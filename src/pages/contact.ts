import { defaultLocale, isTranslated, type Locale } from '../../data/locales';
import { sitePagesCopy } from '../../data/site-copy';
import { uiCopy } from '../../data/ui-copy';
import { pageMeta } from './meta';
import type { PageContent } from './page-config';
import { staticPathIn } from './paths';
import { callLabel, firmFees } from './firm-people';
import { linkedPageIn, translationOf } from './in-language';
import type { SiteData } from './site-data';

/** The form, what happens next, and every office (copy: contactCopy in data/site-copy.ts, or its translation). */
export function contactPage(data: SiteData, locale: Locale = defaultLocale): PageContent {
  const copy = isTranslated(locale) ? translationOf(data, locale).sitePages.contact : sitePagesCopy.contact;
  const ui = uiCopy[locale];
  const path = staticPathIn(locale, 'contact');
  return {
    path,
    label: ui.templates.labels.contact,
    meta: pageMeta(copy.meta, path, []),
    blocks: [
      { type: 'hero', ...copy.hero, fees: firmFees(locale), callLabel: callLabel(data, locale) },
      { type: 'form', heading: ui.form.headings.section, intro: copy.intro, sourceLabel: copy.sourceLabel },
      { type: 'content-section', ...copy.nextSteps },
      { type: 'contact-details', heading: ui.templates.contact.callOrWrite, hoursHeading: copy.hoursHeading },
      {
        type: 'offices',
        heading: copy.officesHeading,
        // Each office's page in the page's language where there is one.
        offices: Object.entries(data.offices).map(([id, office]) => ({
          city: office.city,
          street: office.address.street,
          locality: `${office.address.city}, ${office.address.region} ${office.address.postalCode}`,
          path: linkedPageIn(data, 'offices', id, locale).path,
        })),
      },
    ],
  };
}
