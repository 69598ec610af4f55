// The visitor's address inside a hosted Supabase Edge Function, for the rate limit only (it is
// hashed with a salt and never stored). Supabase documents no contract for it, so this reads the
// one header whose value the client cannot choose, as far as the public record shows:
// - requests reach a hosted project through Cloudflare, which sets CF-Connecting-IP to the
//   address that connected to it and replaces any CF-Connecting-IP the client sent;
// - X-Forwarded-For keeps whatever the client sent, with the real address appended after it
//   (github.com/orgs/supabase/discussions/34647), so its first entry is the client's to choose;
// - X-Real-IP: no statement either way (github.com/orgs/supabase/discussions/52040 asks; no answer).
// docs/deploy.md, "Deploying to Supabase", has the sources. Without the header every request counts as one
// client (a shared, stricter limit) rather than as whatever a forged header says.
export const clientAddressHeader = 'cf-connecting-ip';

// An IPv4 or IPv6 address as Cloudflare writes it; anything else is treated as absent.
const addressPattern = /^[0-9a-f:.]{2,45}$/i;

let warned = false;

export function edgeClientAddress(request: Request, warn: (line: string) => void = console.warn): string {
  const address = request.headers.get(clientAddressHeader)?.trim() ?? '';
  if (addressPattern.test(address)) return address;
  if (!warned) {
    warned = true;
    warn(`send-contact-email: no usable ${clientAddressHeader} header; requests without one share one rate-limit bucket`);
  }
  return '';
}
