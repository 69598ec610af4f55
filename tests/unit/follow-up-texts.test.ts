// @vitest-environment node
// The words of the follow-up (issue 29), as a phone shows them: the prospect's confirmation by the
// firm's hours (data/firm.ts openingHours, in its time zone), in the lead's language, with nothing
// of the case; the intake texts with their link within 320 characters; the link's token, which
// only our secret signs and which expires.
import { describe, expect, it } from 'vitest';
import { confirmationText } from '../../lead-core/channels/confirmation-text.ts';
import { intakeText, maxIntakeTextLength } from '../../lead-core/channels/twilio-sms.ts';
import { intakeLink, signIntakeToken, verifyIntakeToken } from '../../lead-core/intake-link.ts';
import { officeStatus } from '../../lead-core/office-hours.ts';
import { e164Of } from '../../lead-core/phone-number.ts';
import { firm } from '../../data/firm.ts';
import { storedLead } from '../support/lead-fixtures.ts';

// Tuesday 1 December 2026, Pacific time (UTC−8).
const tuesdayAt = (time: string) => new Date(`2026-12-01T${time}:00-08:00`);
const fridayEvening = new Date('2026-12-04T19:30:00-08:00');
const secret = 'a-test-secret-of-at-least-32-bytes-long';

describe("the prospect's confirmation text", () => {
  it('says during office hours that the call comes today, and after hours when the office opens', () => {
    expect(confirmationText({ language: 'en' }, tuesdayAt('10:15'))).toBe(
      'Cascade Crest Injury & Defense Lawyers: we received your request. We will call you soon, today during office hours. To talk now, call (253) 555-0142. Reply STOP to opt out.',
    );
    expect(confirmationText({ language: 'en' }, tuesdayAt('21:00'))).toBe(
      'Cascade Crest Injury & Defense Lawyers: we received your request. Our office is closed now; we will call you after it opens, Wednesday at 8:00 am. To talk now, call (253) 555-0142. Reply STOP to opt out.',
    );
    expect(confirmationText({ language: 'es' }, fridayEvening)).toBe(
      'Cascade Crest Injury & Defense Lawyers: recibimos su solicitud. Nuestra oficina está cerrada ahora; le llamaremos cuando abra, el lunes a las 8:00 a. m. Para hablar ahora, llame al (253) 555-0142. Responda STOP para no recibir más mensajes.',
    );
    expect(confirmationText({ language: 'es' }, tuesdayAt('09:00'))).toBe(
      'Cascade Crest Injury & Defense Lawyers: recibimos su solicitud. Le llamaremos pronto, hoy en horario de oficina. Para hablar ahora, llame al (253) 555-0142. Responda STOP para no recibir más mensajes.',
    );
  });

  it('opens and closes with the firm’s hours: 8:00 to 18:00 on weekdays, in its time zone', () => {
    expect(firm.openingHours).toEqual([{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' }]);
    expect(officeStatus(tuesdayAt('07:59'), firm.openingHours, firm.timeZone)).toMatchObject({ open: false, opens: '08:00' });
    expect(officeStatus(tuesdayAt('08:00'), firm.openingHours, firm.timeZone)).toEqual({ open: true });
    expect(officeStatus(tuesdayAt('17:59'), firm.openingHours, firm.timeZone)).toEqual({ open: true });
    expect(officeStatus(tuesdayAt('18:00'), firm.openingHours, firm.timeZone)).toMatchObject({ open: false, opens: '08:00' });
  });
});

describe('the numbers a confirmation goes to', () => {
  it('reads a US number however it is typed, and refuses to guess', () => {
    for (const typed of ['(253) 555-0133', '253-555-0133', '253.555.0133', '1 253 555 0133', '+1 253 555 0133', '2535550133'])
      expect(e164Of(typed), typed).toBe('+12535550133');
    for (const typed of ['555-0133', '053 555 0133', 'call me', '+1 253 555 0133 ext 4', '']) expect(e164Of(typed), typed).toBeNull();
    expect(e164Of('+44 20 7946 0958')).toBe('+442079460958');
  });
});

describe('the intake texts with their link', () => {
  const link = intakeLink({ secret, origin: 'https://www.cascadecrestlaw.example', validSeconds: 7 * 86400 }, 123456, '+12535550100');

  it('stay within 320 characters with the link whole, however long the name', () => {
    for (const kind of [{ kind: 'new' }, { kind: 'reminder', round: 6, of: 6, minutes: 5 }, { kind: 'escalation', minutes: 5 }] as const) {
      const text = intakeText(
        { ...storedLead, id: 123456, name: 'A'.repeat(300), language: 'es', source_page: 'abogado-de-defensa-penal-en-kent' },
        link,
        kind,
      );
      expect(text.length).toBeLessThanOrEqual(maxIntakeTextLength);
      expect(text.endsWith(link)).toBe(true);
      expect(text).toContain('(253) 555-0111');
    }
  });

  it('carry a token that names the lead and recipient, dies when altered, forged or expired', () => {
    const token = link.split('#')[1]!;
    expect(verifyIntakeToken(secret, token)).toMatchObject({ leadId: 123456, recipient: '+12535550100' });
    expect(verifyIntakeToken('another-secret-of-at-least-32-bytes!!', token)).toBeUndefined();
    expect(verifyIntakeToken(secret, token.replace(/^[0-9a-z]+/, '2n9d'))).toBeUndefined();
    expect(verifyIntakeToken(secret, token, new Date(Date.now() + 8 * 86400_000))).toBeUndefined();
    // Every other spelling of the signature's last character, those that decode to the same bytes included.
    for (const last of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'.replace(token.at(-1)!, ''))
      expect(verifyIntakeToken(secret, `${token.slice(0, -1)}${last}`), last).toBeUndefined();
    const forOther = signIntakeToken(secret, { leadId: 123456, recipient: '+12535550101', expiresAt: new Date(Date.now() + 60_000) });
    expect(verifyIntakeToken(secret, forOther)?.recipient).toBe('+12535550101');
  });
});
