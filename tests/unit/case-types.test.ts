// @vitest-environment node
// The case types are one chain from data/case-types.ts: the form's select,
// the schema the handler checks, each practice area's case type, and the database, which keeps no
// list of its own, so a case type added to the list is stored with no migration (a copy of the
// list in a table constraint once refused every lead of a new case type with a 503).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LeadFormView } from '../../blocks/lead-form/lead-form-view.tsx';
import { caseTypes } from '../../data/case-types.ts';
import { uiCopy } from '../../data/ui-copy.ts';
import { practiceAreas } from '../../data/practice-areas.ts';
import { site } from '../../pages.config.ts';
import { createLeadHandler } from '../../lead-core/handler.ts';
import { createLeadStore, type NewLead } from '../../lead-core/lead-store.ts';
import { describeOn, engines } from '../support/database-fixture.ts';
import type { TestDatabase } from '../support/databases.ts';
import { origin, storeSettings, validLead } from '../support/lead-fixtures.ts';
import { fromClient } from '../support/from-client.ts';

describe('the case types', () => {
  // The list itself is data/case-types.ts's alone: what must hold of it follows from the practice areas.
  it('are each practice area’s case type, each once, and then “Other”, the choice for anything else', () => {
    expect(new Set(caseTypes).size).toBe(caseTypes.length);
    expect(caseTypes.at(-1)).toBe('Other');
    expect(new Set(caseTypes.slice(0, -1))).toEqual(new Set(Object.values(practiceAreas).map((area) => area.caseType)));
  });

  it('are what the form offers, each with its value as its label', () => {
    const html = renderToStaticMarkup(
      createElement(LeadFormView, {
        id: 'f',
        heading: 'Form',
        sourceLabel: 'contact-form',
        copy: uiCopy.en.form,
        submitDisabled: false,
        validatesItself: false,
      }),
    );
    const options = [...html.matchAll(/<option value="([^"]+)">([^<]+)<\/option>/g)].map(([, value, label]) => ({ value, label }));
    expect(options).toEqual(caseTypes.map((caseType) => ({ value: caseType, label: caseType })));
  });

  it('start the form of each injury practice page at its area’s case type, in every city and language (a criminal page’s at “Other”)', () => {
    const heroes = site.pages.flatMap((page) => page.blocks.flatMap((block) => (block.type === 'practice-hero' ? [{ page, block }] : [])));
    for (const area of Object.values(practiceAreas)) {
      const pages = heroes.filter(({ page }) => [page.path, ...Object.values(page.alternates)].some((path) => path?.endsWith(`/${area.slug}`)));
      expect(pages.length, area.slug).toBeGreaterThanOrEqual(2);
      for (const { page, block } of pages) expect(block.formCaseType, page.path).toBe(area.caseType);
    }
    const rendered = renderToStaticMarkup(
      createElement(LeadFormView, {
        id: 'f',
        heading: 'Form',
        sourceLabel: 'dog-bite-lawyer',
        copy: uiCopy.en.form,
        initialCaseType: practiceAreas['dog-bite'].caseType,
        submitDisabled: false,
        validatesItself: false,
      }),
    );
    expect(rendered).toContain(`<option value="${practiceAreas['dog-bite'].caseType}" selected="">`);
  });
});

for (const engine of engines) {
  describeOn(engine, `leads of every case type on ${engine.name}`, (test) => {
    let database: TestDatabase | undefined;
    test.beforeAll(({ fileDatabase }) => {
      database = fileDatabase;
    });

    it('are each stored when sent through the handler', async () => {
      const handle = fromClient(
        () => '10.9.0.1',
        createLeadHandler({
          store: createLeadStore(database!.sql, storeSettings),
          siteOrigins: [origin],
          ipSalt: 'case-type-salt',
          fallbackPhone: '(253) 555-0142',
          rateLimit: { max: 100, windowSeconds: 600 },
          log: () => {},
        }),
      );
      for (const caseType of caseTypes) {
        const submissionId = crypto.randomUUID();
        const response = await handle(
          new Request(`${origin}/functions/v1/send-contact-email`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin },
            body: JSON.stringify({ ...validLead, caseType, submissionId }),
          }),
        );
        expect(response.status, caseType).toBe(200);
        const rows = await database!.sql.query<{ case_type: string }>('select case_type from public.leads where submission_id = $1', [submissionId]);
        expect(rows).toEqual([{ case_type: caseType }]);
      }
    });

    it('include one the list gains later: the database keeps no list of its own', async () => {
      const lead = { ...validLead, caseType: 'BICYCLE ACCIDENTS', website: '', submissionId: crypto.randomUUID() } as unknown as NewLead;
      expect(await createLeadStore(database!.sql, storeSettings).insert(lead, { ipHash: 'later-case-type', spam: false })).toBe('created');
    });
  });
}
