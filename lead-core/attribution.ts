// Where a lead came from. The browser keeps the first landing of a visit (blocks/lead-form/visit-source.ts);
// the form sends it only when the visitor ticked the optional box, and the lead stores it then.
// Without that, the form sends only the visit's channel (`visitChannels`), which is counted, by
// week, apart from any lead (lead-store.ts). Plain values only, no schema library: the page's visit
// script imports this too (lead-schema.ts checks it).

/** The query parameters of a landing page that name a campaign or an ad click. */
export const campaignParameters = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'gbraid', 'wbraid', 'msclkid'] as const;

/** What the browser keeps of a visit and the form sends: the landing page, the first external referrer, the campaign. */
export const attributionKeys = ['landing_page', 'referrer', ...campaignParameters] as const;
export type AttributionKey = (typeof attributionKeys)[number];
export type Attribution = Partial<Record<AttributionKey, string>>;

/** The optional checkbox's name, and its value when ticked (the plain form posts it, the live form sends the same). */
export const attributionConsentField = 'attribution_consent';
export const attributionConsentValue = 'yes';

/**
 * All the browser sends of a visit without the visitor's consent: which of these kinds of visit it
 * was, worked out in the browser from the note it keeps (blocks/lead-form/visit-source.ts). A fixed
 * list, so no campaign name, search term, click id or site address (which can name a health topic,
 * or a person) ever leaves the browser; each counts under a source and medium of its own.
 */
export const visitChannels = {
  'google-ads': { source: 'google', medium: 'cpc' },
  'microsoft-ads': { source: 'bing', medium: 'cpc' },
  'other-campaign': { source: '(tagged campaign)', medium: '(campaign)' },
  search: { source: '(search engine)', medium: 'organic' },
  referral: { source: '(another site)', medium: 'referral' },
  direct: { source: '(direct)', medium: '(none)' },
} as const;
export type VisitChannel = keyof typeof visitChannels;
export const visitChannelField = 'visit_channel';

/** The campaign a count keeps for a lead that keeps no attribution: its channel's source and medium, and never a campaign's name. */
export const notKeptCampaign = '(not kept)';

const searchEngines = /(^|\.)(google|bing|duckduckgo|yahoo|ecosia|baidu|yandex)\.[a-z.]+$/;

/** The kind of visit a note describes, as `visitChannels` lists them. */
export function channelOf(attribution: Attribution): VisitChannel {
  const medium = label(attribution.utm_medium);
  const paid = ['cpc', 'ppc', 'paid', 'paidsearch', 'paid-search'].includes(medium);
  const source = label(attribution.utm_source);
  if (attribution.gclid || attribution.gbraid || attribution.wbraid || (source === 'google' && paid)) return 'google-ads';
  if (attribution.msclkid || (source === 'bing' && paid)) return 'microsoft-ads';
  if (source) return 'other-campaign';
  const referrerHost = hostOf(attribution.referrer);
  if (referrerHost) return searchEngines.test(referrerHost) ? 'search' : 'referral';
  return 'direct';
}

function hostOf(address: string | undefined): string {
  try {
    return address ? new URL(address).hostname.replace(/^www\./, '') : '';
  } catch {
    return '';
  }
}

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
  const referrerHost = hostOf(attribution.referrer);
  if (referrerHost) return { source: label(referrerHost), medium: 'referral', campaign };
  return { source: '(direct)', medium: '(none)', campaign };
}
