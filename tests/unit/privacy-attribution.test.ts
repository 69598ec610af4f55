// @vitest-environment node
// How a visitor found the site (issue 20, item 5), on the privacy pages and in the code: the
// Privacy Policy, its Spanish twin and the Consumer Health Data Privacy Policy say it in the same
// words (data/legal/lead-facts.ts); the tags they list are the ones the browser keeps (lead-core's
// campaignParameters, which tests/unit/visit-source.test.ts runs the page's script on); the box
// they quote is the form's; and a lead stored through the real handler and store keeps the visit
// only when the box was ticked, otherwise only adding one to the week's campaign count.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { firm } from '../../data/firm';
import { leadFactsEs } from '../../data/es/lead-facts';
import { leadFacts } from '../../data/legal/lead-facts';
import { leadMessages } from '../../data/lead-messages';
import { staticPaths, translatedStaticPaths } from '../../data/paths';
import {
  attributionConsentField,
  attributionConsentValue,
  campaignParameters,
  notKeptCampaign,
  visitChannelField,
  visitChannels,
} from '../../lead-core/attribution.ts';
import { intakeText } from '../../lead-core/channels/twilio-sms.ts';
import { consentWordingVersion, createLeadHandler } from '../../lead-core/handler.ts';
import { leadSubmissionSchema } from '../../lead-core/lead-schema.ts';
import { createLeadStore } from '../../lead-core/lead-store.ts';
import { pgliteDatabase } from '../support/databases.ts';
import { origin, storedLead, validLead } from '../support/lead-fixtures.ts';
import { pageText } from '../support/page-text.ts';
import { fromClient } from '../support/from-client.ts';

/** The campaign tags a text lists in parentheses, as the pages write them: “(utm_source, …, wbraid and msclkid)”. */
const listedTags = (text: string) =>
  [...text.matchAll(/\(((?:[a-z]+_?[a-z]+, )+[a-z]+_?[a-z]+ (?:and|y) [a-z]+_?[a-z]+)\)/g)].map(([, list]) => list!.split(/, | and | y /));

describe('the text to intake, on the privacy pages and in the code', () => {
  it('carries what the pages say (name, phone, case type, page) and never the message or the email address', () => {
    for (const path of [staticPaths.privacy, staticPaths.consumerHealthData]) {
      expect(pageText(path).all, path).toContain(
        'Each text has your name, your phone number, the type of case, the page you wrote from, the language you wrote in, our reference numbers for it and a private link to its intake page, but never your message or your email address',
      );
    }
    for (const path of [translatedStaticPaths.es.privacy, translatedStaticPaths.es.consumerHealthData])
      expect(pageText(path).all, path).toContain('pero nunca su mensaje ni su correo electrónico');
    const text = intakeText(storedLead);
    for (const said of [storedLead.name, storedLead.phone, storedLead.case_type, storedLead.source_page]) expect(text).toContain(said);
    for (const unsaid of [storedLead.message, storedLead.email]) expect(text).not.toContain(unsaid);
  });
});

describe('how a visitor found the site, on the privacy pages and in the code', () => {
  const pages = [
    { path: staticPaths.privacy, facts: leadFacts },
    { path: staticPaths.consumerHealthData, facts: leadFacts },
    { path: translatedStaticPaths.es.privacy, facts: leadFactsEs },
    { path: translatedStaticPaths.es.consumerHealthData, facts: leadFactsEs },
  ];

  it('is said in the same words on the Privacy Policy, the Consumer Health Data Privacy Policy and the Spanish Privacy Policy', () => {
    for (const { path, facts } of pages) {
      const text = pageText(path).all;
      for (const fact of [facts.visitNote, facts.visitNoteKept, facts.visitNoteNotKept]) expect(text, path).toContain(fact);
    }
    // What the old pages said, and the code no longer does.
    expect(pageText(staticPaths.privacy).all).not.toMatch(/stores nothing in your browser|help us see how you found us/);
    expect(pageText(staticPaths.consumerHealthData).all).not.toMatch(/We use it for nothing else\./);
    // Issue 31: the browser no longer sends the note without the box.
    expect(pageText(staticPaths.privacy).all).not.toMatch(/Our form sends that note with your answers\. We keep it with your submission only if/);
    expect(pageText(translatedStaticPaths.es.privacy).all).not.toMatch(/no guarda nada en su navegador/);
  });

  it('lists exactly the campaign tags the browser keeps, and quotes the box as the form labels it', () => {
    for (const { path, facts } of pages) {
      expect(listedTags(facts.visitNote), path).toEqual([[...campaignParameters]]);
    }
    // The browser keeps exactly these (tests/unit/visit-source.test.ts runs the script on them).
    expect(leadFacts.visitNoteKept).toContain(`“${leadMessages.en.attributionConsent}”`);
    expect(leadFactsEs.visitNoteKept).toContain(`“${leadMessages.es.attributionConsent}”`);
  });

  it('keeps the visit with the lead only when the box is ticked; otherwise only the week’s campaign count grows', { timeout: 60_000 }, async () => {
    const database = await pgliteDatabase();
    try {
      const handler = fromClient(
        () => '203.0.113.9',
        createLeadHandler({
          store: createLeadStore(database.sql, { deliveries: [], timeZone: 'America/Los_Angeles' }),
          siteOrigins: [origin],
          ipSalt: 'test-salt-123',
          fallbackPhone: firm.phones.main.display,
          log: () => {},
        }),
      );
      const attribution = {
        landing_page: `${origin}/kent-wa/truck-accident-lawyer?utm_source=google&utm_medium=cpc&utm_campaign=kent-trucks&gclid=TEST123`,
        referrer: 'https://www.google.com/',
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'kent-trucks',
        gclid: 'TEST123',
      };
      const sourceUrl = `${origin}/contact?utm_source=google&q=whiplash#consultation`;
      const send = async (body: Record<string, unknown>) => {
        const submissionId = crypto.randomUUID();
        const answer = await handler(
          new Request('http://localhost/functions/v1/send-contact-email', {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin },
            body: JSON.stringify({ ...validLead, source_url: sourceUrl, attribution, submissionId, ...body }),
          }),
        );
        expect(answer.status).toBe(200);
        const [row] = await database.sql.query<Record<string, unknown>>('select * from public.leads where submission_id = $1', [submissionId]);
        return row!;
      };
      const counts = async () =>
        database.sql.query<{ source: string; medium: string; campaign: string; leads: number }>(
          'select source, medium, campaign, leads from public.lead_campaign_counts',
        );

      const consented = await send({ [attributionConsentField]: attributionConsentValue });
      expect(consented).toMatchObject({ attribution, source_url: sourceUrl, attribution_consent_version: consentWordingVersion('en') });
      expect(consented.attribution_consented_at).toBeInstanceOf(Date);
      expect(await counts(), 'a lead that keeps its visit is not counted as well').toEqual([]);

      // Another visitor's lead (the same fields from the same client would be the plain form sent twice).
      const declined = await send({ name: 'Ben Ruiz', email: 'ben@example.com' });
      expect(declined).toMatchObject({ attribution: null, attribution_consented_at: null, attribution_consent_version: null, source_url: `${origin}/contact` });
      expect(Object.values(declined).map(String).join('\n')).not.toMatch(/TEST123|kent-trucks|google/);
      // Counted by its channel's source and medium only, never the campaign's name, even from a client that sent the visit.
      expect(await counts()).toEqual([{ source: 'google', medium: 'cpc', campaign: notKeptCampaign, leads: 1 }]);
      // What this site's form sends without consent: the kind of visit, no note, an empty referrer.
      const fromTheForm = await send({ attribution: undefined, name: 'Cy Lee', email: 'cy@example.com', referrer: '', [visitChannelField]: 'referral' });
      expect(fromTheForm).toMatchObject({ attribution: null, source_url: `${origin}/contact` });
      expect(await counts()).toContainEqual({ ...visitChannels.referral, campaign: notKeptCampaign, leads: 1 });
      // The count holds the campaign and the week, and nothing that names a lead or a person.
      const [countColumns] = await database.sql.query<Record<string, unknown>>('select * from public.lead_campaign_counts');
      expect(Object.keys(countColumns!).sort()).toEqual(['campaign', 'leads', 'medium', 'source', 'week']);
    } finally {
      await database.dispose();
    }
  });

  it('accepts from the form only what the pages describe: the listed keys', () => {
    const parsed = v.parse(leadSubmissionSchema, { ...validLead, attribution: { utm_source: 'google', fbclid: 'x', page_views: '12' } });
    expect(parsed.attribution).toEqual({ utm_source: 'google' });
  });
});
