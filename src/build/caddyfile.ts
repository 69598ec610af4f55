// dist/Caddyfile: Caddy in front of `npm start` on one box, for the hosts of the serving table
// (src/serving/serving-table.ts). Caddy gets and renews their TLS certificates by itself and
// redirects http to https; `npm start`, reading the same table, sets every other header. Caddy
// replaces any X-Forwarded-For a visitor sends with the address it sees, so `npm start` runs with
// TRUST_PROXY=1 (or the proxy's address) behind it.
// The {$…} values let the same file run elsewhere (tests: plain http on a loopback port).
import type { ServingTable } from '../serving/serving-table.ts';

export function caddyfile({ hosts }: ServingTable): string {
  return `# Generated from dist/serving.json by npm run build (src/build/caddyfile.ts).
# Run: TRUST_PROXY=1 npm start, then caddy run --config dist/Caddyfile (see docs/deploy.md).
{
	admin {$CADDY_ADMIN:localhost:2019}
	http_port {$CADDY_HTTP_PORT:80}
	https_port {$CADDY_HTTPS_PORT:443}
}

{$SITE_ADDRESS:${hosts.join(', ')}} {
	reverse_proxy {$UPSTREAM:127.0.0.1:3000}
}
`;
}
