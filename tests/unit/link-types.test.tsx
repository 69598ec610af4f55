// Compile-time test, checked by `npm run typecheck`: a link to a path that is not a configured page
// (a typo, an old address) must not compile. If it ever does, its @ts-expect-error becomes an error itself.
import { expect, it } from 'vitest';
import { SiteLink } from '../../blocks/ui/site-link';

export function LinkToUnconfiguredPath() {
  // @ts-expect-error '/kent-wa/no-such-page' is not a configured route
  return <SiteLink to="/kent-wa/no-such-page">broken</SiteLink>;
}

export function LinkToAnOldAddress() {
  // @ts-expect-error '/about-whitfield' is an old address the router redirects, not a page
  return <SiteLink to="/about-whitfield">old bio</SiteLink>;
}

export function LinkToConfiguredPath() {
  return <SiteLink to="/kent-wa/car-accident-lawyer">car accidents</SiteLink>;
}

it('type-checks links against the configured routes (see npm run typecheck)', () => {
  expect(typeof LinkToUnconfiguredPath).toBe('function');
});
