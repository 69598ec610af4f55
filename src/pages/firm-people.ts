// The firm's people and fees as the page templates show them: the managing partner, each practice
// group's contact attorney, the call button, the fee terms and the reviews line.
import type { RatingLine } from '../../blocks/ui/stars';
import type { FeeTerms } from '../../data/content';
import type { Locale } from '../../data/locales';
import { practiceGroups, type PracticeGroupId } from '../../data/practice-groups';
import { uiCopy } from '../../data/ui-copy';
import type { AttorneyData } from '../../data/types';
import type { SiteData } from './site-data';

export function managingPartner(data: SiteData): AttorneyData {
  const partner = Object.values(data.attorneys).find((attorney) => attorney.managingPartner);
  if (!partner) throw new Error('data/attorneys needs a managing partner');
  return partner;
}

/** The injury fee line with who pays the case costs, as every page that offers a contingency fee shows them. */
export const injuryFees: FeeTerms = practiceGroups.injury.fees;

/** The stars of a hero, named by their source, beside the reviews claim (whose basis follows the hero). */
export const reviewsRating = (locale: Locale = 'en'): RatingLine => ({ label: uiCopy[locale].ratingLabel, line: uiCopy[locale].claims.reviews.statement });

/**
 * The fee terms of a page for both practice groups (home, about, contact): the injury fee named as
 * such, who pays its costs, and the criminal fee line, so no one facing charges reads the
 * contingency fee as theirs (RPC 1.5(d)(2)).
 */
export function firmFees(locale: Locale = 'en'): FeeTerms {
  const fees = uiCopy[locale].fees;
  return { line: fees.injuryCases, costs: fees.costs, criminal: fees.criminal };
}

/** A practice group's fee line in a language, with who pays costs where a contingency fee is offered (data/practice-groups.ts). */
export function groupFees(groupId: PracticeGroupId, locale: Locale): FeeTerms {
  const fees = uiCopy[locale].fees;
  return groupId === 'injury' ? { line: fees.injury, costs: fees.costs } : { line: fees.criminal };
}

/** The attorney a practice group's pages ask a visitor to call and meet (data/practice-groups.ts). */
export function contactAttorney(data: SiteData, groupId: PracticeGroupId): AttorneyData {
  const id = practiceGroups[groupId].contactAttorney;
  const attorney = data.attorneys[id];
  if (!attorney) throw new Error(`data/practice-groups names '${id}' as the ${groupId} group's contact, but data/attorneys has no such attorney`);
  return attorney;
}

/** The call button's label: on the firm's own pages the managing partner, on a practice group's pages its contact attorney. */
export const callLabel = (data: SiteData, locale: Locale = 'en', groupId?: PracticeGroupId) =>
  `${uiCopy[locale].call.person} ${(groupId ? contactAttorney(data, groupId) : managingPartner(data)).name}`;
