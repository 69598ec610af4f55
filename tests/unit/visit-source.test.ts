// @vitest-environment jsdom
// The visit script (blocks/lead-form/visit-source.ts) in jsdom: it keeps the first landing of the
// tab's visit, later pages do not overwrite it, only another site counts as a referrer, a storage
// that fails costs nothing, and what it keeps is what the lead function accepts.
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attributionKeys, campaignParameters, channelOf, visitChannels } from '../../lead-core/attribution.ts';
import { leadSubmissionSchema } from '../../lead-core/lead-schema.ts';
import { rememberVisitSource, visitFields, visitSource } from '../../blocks/lead-form/visit-source';
import { validLead } from '../support/lead-fixtures.ts';

const site = 'https://www.site.example';
const landing = `${site}/kent-wa/truck-accident-lawyer?utm_source=google&utm_medium=cpc&utm_campaign=kent-trucks&gclid=TEST123&other=x`;

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the visit script', () => {
  it('keeps the first page of the visit: its address, its campaign tags and ad click ids, and the referring site', () => {
    rememberVisitSource({ href: landing, referrer: 'https://www.google.com/' });
    expect(visitSource()).toEqual({
      landing_page: landing,
      referrer: 'https://www.google.com/',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'kent-trucks',
      gclid: 'TEST123',
    });
    // One entry in the tab's storage, and nothing else: no cookie.
    expect(Object.keys(sessionStorage)).toEqual(['visit-source']);
    expect(document.cookie).toBe('');
  });

  it('keeps every campaign parameter lead-core names, and no other query value', () => {
    const query = campaignParameters.map((key) => `${key}=${key}-value`).join('&');
    rememberVisitSource({ href: `${site}/?${query}&fbclid=no&utm_id=no`, referrer: '' });
    const kept = visitSource();
    expect(Object.keys(kept).sort()).toEqual(['landing_page', ...campaignParameters].sort());
    for (const key of campaignParameters) expect(kept[key]).toBe(`${key}-value`);
  });

  it('lets no later page of the visit overwrite the landing', () => {
    rememberVisitSource({ href: landing, referrer: 'https://www.google.com/' });
    rememberVisitSource({ href: `${site}/contact?utm_source=newsletter`, referrer: `${landing}` });
    rememberVisitSource({ href: `${site}/?utm_campaign=other`, referrer: 'https://www.bing.com/' });
    expect(visitSource()).toMatchObject({ landing_page: landing, utm_source: 'google', utm_campaign: 'kent-trucks', referrer: 'https://www.google.com/' });
  });

  it('counts only another site as a referrer, and sets a missing one once, from a later page', () => {
    rememberVisitSource({ href: `${site}/`, referrer: `${site}/contact` });
    expect(visitSource()).toEqual({ landing_page: `${site}/` });
    rememberVisitSource({ href: `${site}/contact`, referrer: `${site}/` });
    expect(visitSource().referrer).toBeUndefined();
    rememberVisitSource({ href: `${site}/contact`, referrer: 'https://search.example/?q=kent' });
    rememberVisitSource({ href: `${site}/`, referrer: 'https://other.example/' });
    expect(visitSource()).toEqual({ landing_page: `${site}/`, referrer: 'https://search.example/?q=kent' });
  });

  it('reads the page itself when called without arguments, as the client entry calls it', () => {
    window.history.replaceState(null, '', '/kent-wa/car-accident-lawyer?utm_source=bing&msclkid=abc');
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://www.bing.com/');
    rememberVisitSource();
    expect(visitSource()).toEqual({
      landing_page: window.location.href,
      referrer: 'https://www.bing.com/',
      utm_source: 'bing',
      msclkid: 'abc',
    });
  });

  it('costs nothing when storage fails: no error, and the form sends no visit data', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(() => rememberVisitSource({ href: landing, referrer: 'https://www.google.com/' })).not.toThrow();
    expect(visitSource()).toEqual({});
  });

  it('sends only known keys, as strings, whatever the tab’s storage was made to hold', () => {
    sessionStorage.setItem('visit-source', JSON.stringify({ landing_page: `${site}/`, utm_source: 7, evil: 'x', referrer: '' }));
    expect(visitSource()).toEqual({ landing_page: `${site}/` });
    sessionStorage.setItem('visit-source', '{not json');
    expect(visitSource()).toEqual({});
  });

  it('keeps what the lead function accepts: an overlong landing or tag is cut, not refused', () => {
    const long = 'x'.repeat(5000);
    rememberVisitSource({ href: `${site}/?utm_term=${long}&gclid=${long}&q=${long}`, referrer: `https://search.example/${long}` });
    const kept = visitSource();
    expect(Object.keys(kept).every((key) => (attributionKeys as readonly string[]).includes(key))).toBe(true);
    const parsed = v.safeParse(leadSubmissionSchema, { ...validLead, attribution: kept });
    expect(parsed.issues ?? []).toEqual([]);
    expect(parsed.success && parsed.output.attribution).toEqual(kept);
    // At the bound itself, one more character is refused: the script cuts at exactly the function's limits.
    for (const [key, max] of [
      ['landing_page', 2000],
      ['referrer', 2000],
      ['utm_term', 200],
      ['gclid', 200],
    ] as const) {
      expect(kept[key], key).toHaveLength(max);
      expect(v.safeParse(leadSubmissionSchema, { ...validLead, attribution: { [key]: `${kept[key]}x` } }).success, key).toBe(false);
    }
  });
});

describe('what the form sends of the visit (issue 31: collecting is receiving)', () => {
  it('with consent, the note, its referrer and the full address; without, only the kind of visit from the fixed list', () => {
    rememberVisitSource({ href: landing, referrer: 'https://www.google.com/' });
    const page = { href: `${site}/contact?q=whiplash#consultation` };
    expect(visitFields(true, page)).toEqual({
      attribution: visitSource(),
      referrer: 'https://www.google.com/',
      source_url: page.href,
      attribution_consent: 'yes',
    });
    expect(visitFields(false, page)).toEqual({ referrer: '', source_url: `${site}/contact`, visit_channel: 'google-ads' });
  });

  it.each([
    [{ msclkid: 'x' }, 'microsoft-ads'],
    [{ utm_source: 'brain-injury-newsletter', utm_campaign: 'tbi' }, 'other-campaign'],
    [{ referrer: 'https://www.bing.com/search?q=dog+bite' }, 'search'],
    [{ referrer: 'https://forum.example/threads/my-injury' }, 'referral'],
    [{}, 'direct'],
  ] as const)('%o is a visit of kind %s, with no name or address of its own', (note, channel) => {
    expect(channelOf(note)).toBe(channel);
    expect(Object.keys(visitChannels)).toContain(channel);
  });
});
