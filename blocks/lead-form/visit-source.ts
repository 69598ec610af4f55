// Where this visit began, kept in the tab's sessionStorage for the form to send (issue 20): the
// landing page, its campaign tags and ad click ids, and the first external referrer. No cookie, no
// request of its own; the tab's storage is gone when the tab closes. The form sends it only when
// the visitor ticks the optional box (`visitFields`); without it, only the kind of visit. src/entry-client.tsx runs
// `rememberVisitSource` on every page load; the live form reads `visitSource` when it sends. Here
// rather than in src/client/ because the form (blocks/) reads it and blocks never import src/.
// Plain constants only from lead-core: this runs on every page, within the budgets.
import {
  attributionConsentField,
  attributionConsentValue,
  attributionKeys,
  campaignParameters,
  channelOf,
  visitChannelField,
  type Attribution,
  type AttributionKey,
  type VisitChannel,
} from '../../lead-core/attribution.ts';

const storageKey = 'visit-source';

/**
 * The longest value the lead function accepts per key (lead-core/lead-schema.ts: 2000 for the two
 * addresses, 200 for a tag); a longer one is cut here, so an odd landing address cannot cost a lead.
 * tests/unit/visit-source.test.ts holds the two against each other.
 */
const maxLength = (key: AttributionKey) => (key === 'landing_page' || key === 'referrer' ? 2000 : 200);

function clean(visit: Record<string, unknown>): Attribution {
  const kept: Attribution = {};
  for (const key of attributionKeys) {
    const value = visit[key];
    if (typeof value === 'string' && value) kept[key] = value.slice(0, maxLength(key));
  }
  return kept;
}

function stored(): Attribution | undefined {
  const text = sessionStorage.getItem(storageKey);
  if (text === null) return undefined;
  const parsed: unknown = JSON.parse(text);
  return clean(parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {});
}

/** The referring page when it is another site's; our own pages are not where a visit came from. */
function externalReferrer(referrer: string, origin: string): string | undefined {
  try {
    return referrer && new URL(referrer).origin !== origin ? referrer : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Notes where the visit began. On the tab's first page: its address, its campaign tags and the
 * external referrer. On a later page load: only an external referrer, if the visit has none yet.
 */
export function rememberVisitSource(page: { href: string; referrer: string } = { href: location.href, referrer: document.referrer }): void {
  try {
    const url = new URL(page.href);
    const referrer = externalReferrer(page.referrer, url.origin);
    const visit = stored();
    if (visit) {
      if (referrer && !visit.referrer) sessionStorage.setItem(storageKey, JSON.stringify(clean({ ...visit, referrer })));
      return;
    }
    const landing: Record<string, string | undefined> = { landing_page: page.href, referrer };
    for (const key of campaignParameters) landing[key] = url.searchParams.get(key) ?? undefined;
    sessionStorage.setItem(storageKey, JSON.stringify(clean(landing)));
  } catch {
    // Storage disabled or full (Safari's private mode, a setting): the form sends no visit data.
  }
}

/** What the form sends of the visit: the known keys only, each within its bound; nothing when storage fails. */
export function visitSource(): Attribution {
  try {
    return stored() ?? {};
  } catch {
    return {};
  }
}

/** The body's fields about the visit and the page: with consent (the optional box), everything. */
type VisitFields =
  | { attribution: Attribution; referrer: string; source_url: string; [attributionConsentField]: typeof attributionConsentValue }
  | { referrer: ''; source_url: string; [visitChannelField]: VisitChannel };

/**
 * What the form sends of the visit (RCW 19.373.030: collecting is receiving). With the box ticked:
 * the note, its referrer as the spec's `referrer` field, and the page's full address. Without it:
 * no landing page, referrer, campaign tag or click id, the page's address without its query string
 * and fragment (where those travel), and only the kind of visit, for the week's count.
 */
export function visitFields(consented: boolean, page: { href: string } = location): VisitFields {
  const visit = visitSource();
  if (consented) return { attribution: visit, referrer: visit.referrer ?? '', source_url: page.href, [attributionConsentField]: attributionConsentValue };
  const { origin, pathname } = new URL(page.href);
  return { referrer: '', source_url: `${origin}${pathname}`, [visitChannelField]: channelOf(visit) };
}
