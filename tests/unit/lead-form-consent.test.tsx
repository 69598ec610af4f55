// @vitest-environment jsdom
// The form's optional box (issue 20): never ticked in advance, labelled in the page's language with
// the words of data/lead-messages.ts, posted natively as attribution_consent=yes when ticked; the
// live form takes its state over from the plain form, sends the visit's data only when it is ticked
// (otherwise only the kind of visit), and clears it once the lead is sent.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leadMessages } from '../../data/lead-messages';
import { attributionConsentField, attributionConsentValue, visitChannelField } from '../../lead-core/attribution.ts';
import { rememberVisitSource } from '../../blocks/lead-form/visit-source';
import { RenderBlocks } from '../../blocks';
import { uiCopy } from '../../data/ui-copy';
import { consentWordingVersion } from '../../lead-core/handler.ts';
import { site } from '../../pages.config';
import { blockFixtures } from './fixtures';
import { renderBlocks } from './render';

const sent: Record<string, unknown>[] = [];
vi.mock('../../blocks/lead-form/lead-client', () => ({
  loadLeadClient: () => Promise.resolve({}),
  sendLead: (body: Record<string, unknown>) => {
    sent.push(body);
    return Promise.resolve({ ok: true, submissionId: String(body.submissionId) });
  },
}));

beforeEach(() => {
  sent.length = 0;
  sessionStorage.clear();
});
afterEach(cleanup);

const formBlock = { type: 'form', ...blockFixtures.form } as const;
const consentBox = (language: 'en' | 'es') => screen.getByRole('checkbox', { name: leadMessages[language].attributionConsent }) as HTMLInputElement;

describe('the optional box “how I found this site”', () => {
  for (const language of ['en', 'es'] as const) {
    it(`is unticked, optional and labelled with data/lead-messages.ts’s words (${language})`, async () => {
      await renderBlocks([formBlock], language);
      const box = consentBox(language);
      expect(box.checked).toBe(false);
      expect(box.defaultChecked).toBe(false);
      expect(box.required).toBe(false);
      expect(box.name).toBe(attributionConsentField);
      expect(box.value).toBe(attributionConsentValue);
      // A <label for>: a click on the words ticks it, as Space does once it has focus.
      expect(document.querySelector(`label[for="${box.id}"]`)?.textContent).toBe(leadMessages[language].attributionConsent);
    });
  }

  // RCW 19.373.030(1)(c): the request itself states the categories, the purpose, who gets it and how
  // to withdraw, and links the policy's section on it (which must exist on that page).
  const asked = {
    en: {
      categories: /first page I opened, the site that sent me and any ad or campaign tags/,
      purpose: /to learn which pages and ads bring clients/,
      recipients: /the firm and the companies that handle its inquiries.*Google Ads/,
      withdraw: /withdraw this any time by calling or emailing/,
    },
    es: {
      categories: /primera página que abrí, el sitio que me trajo y las etiquetas/,
      purpose: /para saber qué páginas y anuncios traen clientes/,
      recipients: /la firma y las empresas que manejan sus consultas.*Google Ads/,
      withdraw: /retirar este permiso cuando quiera/,
    },
  } as const;
  for (const language of ['en', 'es'] as const) {
    it(`says what it keeps, why, who gets it and how to withdraw, and links the policy's section (${language})`, async () => {
      await renderBlocks([formBlock], language);
      const details = document.getElementById(consentBox(language).getAttribute('aria-describedby')!)!;
      const text = details.textContent!;
      for (const [item, pattern] of Object.entries(asked[language])) expect(text, item).toMatch(pattern);
      // Short enough for a phone: a few lines under the box.
      expect(text.split(/\s+/).length).toBeLessThanOrEqual(70);
      const link = details.querySelector('a')!;
      expect(link.getAttribute('href')).toBe(uiCopy[language].form.attributionPolicy.href);
      const [path, section] = link.getAttribute('href')!.split('#');
      const page = site.pages.find((candidate) => candidate.path === path)!;
      expect(page.locale, 'the policy in the form’s language').toBe(language);
      const html = renderToString(createElement(RenderBlocks, { blocks: page.blocks, locale: page.locale }));
      expect(html).toContain(`id="${section}"`);
      expect(consentWordingVersion(language)).toMatch(new RegExp(`^${language}-[0-9a-f]{12}$`));
    });
  }

  it('comes after the agreement and before the submit button', async () => {
    const { container } = await renderBlocks([formBlock]);
    const controls = [...container.querySelectorAll('form input[type="checkbox"], form button[type="submit"]')].map(
      (element) => element.getAttribute('name') ?? 'submit',
    );
    expect(controls).toEqual(['agreement', attributionConsentField, 'confirmation_text', 'submit']);
  });

  it('posts attribution_consent=yes with the plain form only when ticked', async () => {
    const { container } = await renderBlocks([formBlock]);
    const form = container.querySelector('form')!;
    expect(new FormData(form).has(attributionConsentField)).toBe(false);
    fireEvent.click(screen.getByText(leadMessages.en.attributionConsent));
    expect(new FormData(form).getAll(attributionConsentField)).toEqual([attributionConsentValue]);
  });

  it('is carried over by the live form, sends the visit’s data only when ticked, and is cleared once the lead is sent', async () => {
    rememberVisitSource({ href: 'https://www.site.example/?utm_source=google&utm_campaign=kent-trucks&gclid=TEST123', referrer: 'https://www.google.com/' });
    await renderBlocks([formBlock]);
    // Ticked in the plain form, before the live form loads…
    fireEvent.click(consentBox('en'));
    fireEvent.change(screen.getByLabelText('Name *'), { target: { value: 'Ana Ruiz' } });
    // …then the visitor reaches for the form and the live form takes over with the box as it was.
    const plainBox = consentBox('en');
    await act(async () => {
      screen.getByLabelText('Phone *').focus();
    });
    // The live form renders the form anew: the plain form's controls leave the page.
    await waitFor(() => expect(plainBox.isConnected).toBe(false), { timeout: 10_000 });
    expect((screen.getByLabelText('Name *') as HTMLInputElement).value).toBe('Ana Ruiz');
    expect(consentBox('en').checked).toBe(true);

    fireEvent.change(screen.getByLabelText('Phone *'), { target: { value: '(253) 555-0111' } });
    fireEvent.change(screen.getByLabelText('Email *'), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText('Case type *'), { target: { value: 'TRUCK ACCIDENTS' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the terms and privacy policy/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Get My Free Consultation' }));
    });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      [attributionConsentField]: attributionConsentValue,
      attribution: {
        landing_page: 'https://www.site.example/?utm_source=google&utm_campaign=kent-trucks&gclid=TEST123',
        referrer: 'https://www.google.com/',
        utm_source: 'google',
        utm_campaign: 'kent-trucks',
        gclid: 'TEST123',
      },
    });
    // The spec's referrer field (§3, §7), which only consent fills.
    expect(sent[0]).toMatchObject({ referrer: 'https://www.google.com/', source_url: window.location.href });
    await waitFor(() => expect(consentBox('en').checked).toBe(false));

    // Unticked: none of the visit's data goes (RCW 19.373.030: collecting is receiving), only its kind for the week's count.
    window.history.replaceState(null, '', '/contact?utm_source=newsletter&q=whiplash#consultation');
    fireEvent.change(screen.getByLabelText('Name *'), { target: { value: 'Ben Ruiz' } });
    fireEvent.change(screen.getByLabelText('Phone *'), { target: { value: '(253) 555-0112' } });
    fireEvent.change(screen.getByLabelText('Email *'), { target: { value: 'ben@example.com' } });
    fireEvent.change(screen.getByLabelText('Case type *'), { target: { value: 'TRUCK ACCIDENTS' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the terms and privacy policy/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Get My Free Consultation' }));
    });
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).not.toHaveProperty(attributionConsentField);
    expect(sent[1]).not.toHaveProperty('attribution');
    expect(sent[1]).toMatchObject({ referrer: '', [visitChannelField]: 'google-ads', source_url: `${window.location.origin}/contact` });
    expect(JSON.stringify(sent[1])).not.toMatch(/TEST123|kent-trucks|google\.com|newsletter|whiplash|utm_/);
  });

  it('is not lost when the live form arrives while Space is held on it: the take-over waits for the release', async () => {
    // The live form's code is at hand, as on a fast connection.
    await import('../../blocks/lead-form/lead-form-live');
    await renderBlocks([formBlock]);
    const plainBox = consentBox('en');
    // Space goes down on the box, which asks for the live form…
    await act(async () => {
      plainBox.focus();
      fireEvent.keyDown(plainBox, { key: ' ', code: 'Space' });
    });
    // …which is ready well before the key comes up, and waits: the plain box stays.
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(plainBox.isConnected).toBe(true);
    // The release ticks the box (its activation), then the live form takes over with it ticked.
    await act(async () => {
      fireEvent.keyUp(plainBox, { key: ' ', code: 'Space' });
      fireEvent.click(plainBox);
    });
    await waitFor(() => expect(plainBox.isConnected).toBe(false), { timeout: 10_000 });
    expect(consentBox('en').checked).toBe(true);
    expect(document.activeElement).toBe(consentBox('en'));
  });
});
