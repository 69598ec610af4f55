// The one-tap link in each intake text and email: the site's intake page with a token in its
// fragment (`/intake#<token>`), so no server log, proxy or Referer ever carries it. The token names
// the lead, the recipient it was made for and when it expires, and is signed with
// INTAKE_LINK_SECRET (HMAC-SHA256, cut to 128 bits to keep the text short). A lead deleted since
// has no row to show, so its links die with it.
import { Buffer } from 'node:buffer';
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface IntakeLinkSettings {
  /** At least 32 bytes. */
  secret: string;
  /** The site's address the links name, without a trailing slash. */
  origin: string;
  /** How long a link works, in seconds (7 days by default). */
  validSeconds: number;
}

export const intakePagePath = '/intake';
export const defaultIntakeLinkDays = 7;
export const minIntakeLinkSecretBytes = 32;

export interface IntakeToken {
  leadId: number;
  /** Whose link it is: the on-call number or intake address its text or email went to. */
  recipient: string;
  expiresAt: Date;
}

const base64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const mac = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest().subarray(0, 16);

export function signIntakeToken(secret: string, { leadId, recipient, expiresAt }: IntakeToken): string {
  const payload = `${leadId.toString(36)}.${Math.floor(expiresAt.getTime() / 1000).toString(36)}.${base64url(recipient)}`;
  return `${payload}.${base64url(mac(secret, payload))}`;
}

/** The token's lead, recipient and expiry when it is ours, unaltered and not expired at `now`; else undefined. */
export function verifyIntakeToken(secret: string, token: unknown, now = new Date()): IntakeToken | undefined {
  if (typeof token !== 'string' || token.length > 400) return undefined;
  const match = /^([0-9a-z]{1,12})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{1,300})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return undefined;
  const [, lead, expiry, recipient, signature] = match as unknown as [string, string, string, string, string];
  const expected = mac(secret, `${lead}.${expiry}.${recipient}`);
  const given = Buffer.from(signature, 'base64url');
  // The 22nd character carries 2 bits and 4 of padding, which decoding ignores: only the canonical spelling is ours.
  if (given.length !== expected.length || base64url(given) !== signature || !timingSafeEqual(given, expected)) return undefined;
  const expiresAt = new Date(parseInt(expiry, 36) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return undefined;
  return { leadId: parseInt(lead, 36), recipient: Buffer.from(recipient, 'base64url').toString('utf8'), expiresAt };
}

/** The link for `recipient` to lead `leadId`, valid for the settings' span from `now`. */
export function intakeLink(settings: IntakeLinkSettings, leadId: number, recipient: string, now = new Date()): string {
  const token = signIntakeToken(settings.secret, { leadId, recipient, expiresAt: new Date(now.getTime() + settings.validSeconds * 1000) });
  return `${settings.origin}${intakePagePath}#${token}`;
}
