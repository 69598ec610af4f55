import { firm } from '../../data/firm';
import type { AttorneyData } from '../../data/types';
import { pageMeta } from './meta';
import type { PageContent } from './page-config';
import { attorneyPath } from './paths';
import { injuryFees } from './firm-people';
import { attorneyPerson } from './structured-data';

/** An attorney's biography, /lawyers/<slug>, from their entry in data/attorneys.ts. */
export function bioPage(attorney: AttorneyData): PageContent {
  const path = attorneyPath(attorney.slug);
  return {
    path,
    label: attorney.name,
    meta: pageMeta(attorney.meta, path, [attorneyPerson(attorney, path)]),
    blocks: [
      {
        type: 'bio-hero',
        name: attorney.name,
        title: attorney.title,
        ...attorney.hero,
        initials: attorney.portrait.initials,
        alt: attorney.portrait.alt,
        callLabel: `Call ${attorney.name}’s team`,
      },
      { type: 'content-section', heading: 'Practice focus', body: [], list: { style: 'bullets', items: attorney.focus } },
      { type: 'content-section', heading: 'Biography', body: attorney.biography },
      {
        type: 'content-section',
        heading: 'Recognition and credentials',
        body: [],
        list: { style: 'bullets', items: [...attorney.recognition, ...attorney.education, ...attorney.admissions] },
      },
      {
        type: 'form',
        heading: `Talk with ${attorney.name}’s team`,
        intro: ['Tell us what happened. The consultation is free, and we will call you back, usually the same business day.'],
        sourceLabel: attorney.sourceLabel,
      },
      { type: 'stats', heading: 'Why clients choose our firm', items: attorney.stats },
      {
        type: 'cta',
        heading: 'Talk to a lawyer today',
        body: 'A real person answers, and urgent matters reach an attorney day or night. Your first consultation is free.',
        // A contingency fee is for injury cases only (RPC 1.5(d)(2)).
        fees: attorney.practice === 'injury' ? injuryFees : { line: firm.fees.criminal },
      },
    ],
  };
}
