// Links are typed by the router's own page paths (blocks/ui/site-link.tsx): a link to a path that
// is not a configured page (a typo, an old address) must not compile. These are type assertions,
// so `npm run typecheck` (tsc, over tests/ too) is where they fail; vitest runs them as no-ops.
import { describe, expectTypeOf, it } from 'vitest';
import { SiteLink, type SitePath } from '../../blocks/ui/site-link';

describe('a link’s address', () => {
  it('is a configured page’s path, not any string (the router is registered)', () => {
    expectTypeOf<SitePath>().not.toBeAny();
    expectTypeOf<string>().not.toExtend<SitePath>();
    expectTypeOf<'/kent-wa/car-accident-lawyer'>().toExtend<SitePath>();
    expectTypeOf<'/es/kent-wa/abogado-accidentes-de-auto'>().toExtend<SitePath>();
  });

  it('is never an unconfigured path nor an old address the router redirects', () => {
    expectTypeOf<'/kent-wa/no-such-page'>().not.toExtend<SitePath>();
    expectTypeOf<'/about-whitfield'>().not.toExtend<SitePath>();
    expectTypeOf(SiteLink).parameter(0).toHaveProperty('to').toEqualTypeOf<SitePath>();
    // @ts-expect-error '/kent-wa/no-such-page' is not a configured route
    void (<SiteLink to="/kent-wa/no-such-page">broken</SiteLink>);
  });
});
