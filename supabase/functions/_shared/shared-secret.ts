// A secret shared between the scheduled job and the function it calls (notify-leads): the job
// sends it in a header, the function compares it in constant time. Used instead of the platform's
// verify_jwt, which takes only JWTs (the legacy service_role key is one; the sb_secret_… keys that
// replace it are not), so the function runs with verify_jwt = false and checks this itself.
import { createHash, timingSafeEqual } from 'node:crypto';

/** The header the migration 20261124130000_notify_leads_secret.sql sends the secret in. */
export const notifySecretHeader = 'x-notify-leads-secret';

/** Shorter secrets are refused at start: `openssl rand -hex 32` gives 64 characters. */
export const minimumSecretLength = 32;

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** The secret, checked once when the function starts. */
export function checkedSecret(name: string, value: string | undefined): string {
  if (!value || value.length < minimumSecretLength) {
    throw new Error(`The function needs the ${name} secret, at least ${minimumSecretLength} characters (openssl rand -hex 32)`);
  }
  return value;
}

/**
 * Whether the request carries the secret. Both sides are hashed first, so the comparison takes
 * the same time whatever the length or content of what was sent.
 */
export function carriesSecret(request: Request, header: string, secret: string): boolean {
  const sent = request.headers.get(header);
  if (sent === null) return false;
  return timingSafeEqual(digest(sent), digest(secret));
}
