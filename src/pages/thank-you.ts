import { defaultLocale, isTranslated, type Locale } from '../../data/locales';
import { sitePagesCopy } from '../../data/site-copy';
import { uiCopy } from '../../data/ui-copy';
import { pageMeta } from './meta';
import type { PageContent } from './page-config';
import { staticPathIn } from './paths';
import { translationOf } from './in-language';
import type { SiteData } from './site-data';

/** Where the form lands without JavaScript, in the lead's language (copy: thankYouCopy in data/site-copy.ts, or its translation). */
export function thankYouPage(data: SiteData, locale: Locale = defaultLocale): PageContent {
  const copy = isTranslated(locale) ? translationOf(data, locale).sitePages.thankYou : sitePagesCopy.thankYou;
  const words = uiCopy[locale].templates;
  const path = staticPathIn(locale, 'thankYou');
  return {
    path,
    label: words.labels.thankYou,
    meta: pageMeta(copy.meta, path, [], 'noindex, nofollow'),
    blocks: [
      { type: 'page-intro', heading: copy.heading, intro: copy.body },
      { type: 'contact-details', heading: words.thankYou.needUsSooner, hoursHeading: words.officeHours },
    ],
  };
}
