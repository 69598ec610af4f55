// A number as a visitor types it (253-555-0147, (253) 555 0147, +1 253 555 0147), in the E.164 form
// Twilio sends to: the prospect's confirmation text goes to the number they typed, and only when
// that number can be read without guessing (a US number, or one written with its country code).
const e164 = /^\+[1-9]\d{7,14}$/;

export function e164Of(typed: string): string | null {
  const compact = typed.trim().replace(/[\s().\-‐-―]/g, '');
  if (compact.startsWith('+')) return e164.test(compact) ? compact : null;
  if (!/^\d+$/.test(compact)) return null;
  // The North American plan: a 10-digit number whose area code and exchange do not start with 0 or 1.
  const national = compact.length === 11 && compact.startsWith('1') ? compact.slice(1) : compact;
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(national) ? `+1${national}` : null;
}
