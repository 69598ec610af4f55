// Where a lead came from. The browser keeps the first landing of a visit (blocks/lead-form/visit-source.ts)
// and the form sends it; the lead stores it only when the visitor ticked the optional box. Without
// that, only its campaign is counted, by week, apart from any lead (lead-store.ts). Plain values
// only, no schema library: the page's visit script imports this too (lead-schema.ts checks it).

/** The query parameters of a landing page that name a campaign or an ad click. */
export const campaignParameters = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'gbraid', 'wbraid', 'msclkid'] as const;

/** What the browser keeps of a visit and the form sends: the landing page, the first external referrer, the campaign. */
export const attributionKeys = ['landing_page', 'referrer', ...campaignParameters] as const;
export type AttributionKey = (typeof attributionKeys)[number];
export type Attribution = Partial<Record<AttributionKey, string>>;

/** The optional checkbox's name, and its value when ticked (the plain form posts it, the live form sends the same). */
export const attributionConsentField = 'attribution_consent';
export const attributionConsentValue = 'yes';

export interface Campaign {
  source: string;
  medium: string;
  campaign: string;
}

const label = (value: string | undefined) => (value ?? '').trim().toLowerCase().slice(0, 100);

/**
 * The campaign of a visit, as analytics tools name it: the utm_* values when present; an ad click
 * id stands for its network's paid search; else the referring site; else a direct visit.
 */
export function campaignOf(attribution: Attribution): Campaign {
  const campaign = label(attribution.utm_campaign) || '(not set)';
  if (label(attribution.utm_source)) {
    return { source: label(attribution.utm_source), medium: label(attribution.utm_medium) || '(not set)', campaign };
  }
  if (attribution.gclid || attribution.gbraid || attribution.wbraid) return { source: 'google', medium: 'cpc', campaign };
  if (attribution.msclkid) return { source: 'bing', medium: 'cpc', campaign };
  const referrerHost = (() => {
    try {
      return attribution.referrer ? new URL(attribution.referrer).hostname.replace(/^www\./, '') : '';
    } catch {
      return '';
    }
  })();
  if (referrerHost) return { source: label(referrerHost), medium: 'referral', campaign };
  return { source: '(direct)', medium: '(none)', campaign };
}
