// The firm's two practice groups: injury (data/practice-areas.ts) and criminal defense
// (data/criminal-areas.ts). Their pages share one template and the same blocks; what differs
// between the groups is here: the label the Practice Areas menu and /sitemap give them, the
// hero's fee terms, the form's starting case type, the practice video, and the attorney a visitor
// is asked to call and meet (RPC 7.1: a criminal page names the lawyer who defends criminal cases).
//
// Fees (data/firm.ts): a contingency fee is for injury cases only. Washington's rules
// forbid one for defending a criminal case (RPC 1.5(d)(2)), so criminal pages offer a free
// consultation and a fee agreed in writing before the client hires us.
import type { AttorneyId } from './attorneys';
import type { CaseType } from './case-types';
import type { FeeTerms } from './content';
import { firm } from './firm';

export interface PracticeGroup {
  /** The group's heading in the Practice Areas menu. */
  readonly label: string;
  /** The hero's fee line on each of the group's pages, with who pays costs where a contingency fee is offered. */
  readonly fees: FeeTerms;
  /** The case type the form starts with on the group's pages whose area has none of its own (PracticeAreaData.caseType); without it, none is chosen. */
  readonly formCaseType?: CaseType;
  /** The spec's one practice video is about injuries (firm.videos.practice). */
  readonly showsPracticeVideo: boolean;
  /** Which of the form's notices (data/lead-form-copy.ts) the group's pages show under the form. */
  readonly formNotice: 'notice' | 'criminalNotice';
  /** Who the group's pages name: the hero's call button ("Call …") and the spotlight ("Meet …") when its data names no one. */
  readonly contactAttorney: AttorneyId;
}

export type PracticeGroupId = 'injury' | 'criminal';

export const practiceGroups: Readonly<Record<PracticeGroupId, PracticeGroup>> = {
  injury: {
    label: 'Injury',
    fees: { line: firm.fees.injury, costs: firm.fees.costs },
    showsPracticeVideo: true,
    formNotice: 'notice',
    contactAttorney: 'whitfield',
  },
  criminal: {
    label: 'Criminal Defense',
    fees: { line: firm.fees.criminal },
    // The spec's nine case types stay as they are: a criminal matter is "Other".
    formCaseType: 'Other',
    showsPracticeVideo: false,
    formNotice: 'criminalNotice',
    contactAttorney: 'okafor',
  },
};
