// @vitest-environment jsdom
// The form's second optional box, "Text me to confirm my request" (issue 29): never ticked in
// advance, labelled in the page's language with data/confirmation-text.ts's words, posted natively as
// confirmation_text=yes when ticked, and sent by the live form only when ticked.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmationTextCopy } from '../../data/confirmation-text';
import { confirmationTextField } from '../../lead-core/lead-schema.ts';
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
});
afterEach(cleanup);

const formBlock = { type: 'form', ...blockFixtures.form } as const;
const box = (language: 'en' | 'es') => screen.getByRole('checkbox', { name: confirmationTextCopy[language].box }) as HTMLInputElement;

describe('the optional box “text me to confirm my request”', () => {
  for (const language of ['en', 'es'] as const) {
    it(`is unticked and optional, in the page's language (${language})`, async () => {
      await renderBlocks([formBlock], language);
      expect(box(language).checked).toBe(false);
      expect(box(language).defaultChecked).toBe(false);
      expect(box(language).required).toBe(false);
      expect(box(language).name).toBe(confirmationTextField);
    });
  }

  it('posts confirmation_text=yes with the plain form only when ticked', async () => {
    const { container } = await renderBlocks([formBlock]);
    const form = container.querySelector('form')!;
    expect(new FormData(form).has(confirmationTextField)).toBe(false);
    fireEvent.click(screen.getByText(confirmationTextCopy.en.box));
    expect(new FormData(form).getAll(confirmationTextField)).toEqual(['yes']);
  });

  it('is sent by the live form only when ticked', async () => {
    await renderBlocks([formBlock]);
    const plainName = screen.getByLabelText('Name *');
    await act(async () => {
      plainName.focus();
    });
    // The live form renders the form anew: the plain form's controls leave the page.
    await waitFor(() => expect(plainName.isConnected).toBe(false), { timeout: 10_000 });
    const fill = async (name: string, tick: boolean) => {
      fireEvent.change(screen.getByLabelText('Name *'), { target: { value: name } });
      fireEvent.change(screen.getByLabelText('Phone *'), { target: { value: '(253) 555-0111' } });
      fireEvent.change(screen.getByLabelText('Email *'), { target: { value: 'ana@example.com' } });
      fireEvent.change(screen.getByLabelText('Case type *'), { target: { value: 'TRUCK ACCIDENTS' } });
      fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the terms and privacy policy/ }));
      if (tick) fireEvent.click(box('en'));
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Get My Free Consultation' }));
      });
    };
    await fill('Ana Ruiz', true);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ [confirmationTextField]: 'yes' });
    await waitFor(() => expect(box('en').checked).toBe(false));
    await fill('Ben Ruiz', false);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).not.toHaveProperty(confirmationTextField);
  });
});
