// The JSON-LD builders are typed with schema-dts (src/pages/structured-data.ts): `npm run typecheck`
// checks this file, and each @ts-expect-error below fails it if schema-dts stops rejecting the line.
import type { LegalService } from 'schema-dts';
import { describe, expect, it } from 'vitest';
import { firm } from '../../data/firm';
import { offices } from '../../data/offices';
import type { JsonLd } from '../../src/pages/page-config';
import { officePath } from '../../src/pages/paths';
import { officeLegalService } from '../../src/pages/structured-data';

describe('typed JSON-LD', () => {
  it('rejects a misspelt property, and one schema.org does not give a LegalService, at compile time', () => {
    const office: JsonLd<LegalService> = {
      '@context': 'https://schema.org',
      '@type': 'LegalService',
      name: firm.names.primary,
      // @ts-expect-error: schema.org spells it `telephone`.
      telephon: firm.phones.office.tel,
    };
    const service: JsonLd<LegalService> = {
      '@context': 'https://schema.org',
      '@type': 'LegalService',
      // @ts-expect-error: serviceType belongs to a Service; a LegalService is a local business.
      serviceType: 'Personal injury',
    };
    expect([office.name, service['@type']]).toEqual([firm.names.primary, 'LegalService']);
  });

  it("an office's is of the type its builder promises", () => {
    const kent = offices.kent;
    const data: JsonLd<LegalService> = officeLegalService(kent, officePath(kent.slug));
    expect(data).toMatchObject({ '@type': 'LegalService', priceRange: 'Free consultation' });
  });
});

describe('opening hours', () => {
  /** '08:00' as the hours are displayed: '8:00 am'. */
  const displayed = (time: string) => {
    const [hours, minutes] = time.split(':').map(Number) as [number, number];
    return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
  };

  it('say what the displayed hours say: each machine-readable line is a line of firm.hours', () => {
    for (const { days, opens, closes } of firm.openingHours) {
      const label = days.length > 1 ? `${days[0]} – ${days.at(-1)}` : days[0];
      expect(firm.hours, label).toContainEqual({ days: label, time: `${displayed(opens)} – ${displayed(closes)}` });
    }
  });
});
