// The growth bench's generated cities (tests/bench/growth-cities.ts) are valid data: N of them give N
// offices with their own slugs and form labels, none taken by a real office, each carrying the
// practice pages; and added to the site they give the pages the bench expects. No build.
import { describe, expect, it } from 'vitest';
import { createSite, siteData } from '../../pages.config';
import { generatedCities, maxGeneratedCities, withGeneratedCities } from '../bench/growth-cities';

describe('the growth bench’s generated cities', () => {
  const count = 50;
  const cities = Object.values(generatedCities(count));
  const real = Object.values(siteData.offices);

  it('gives N offices with unique slugs and source labels, none a real office’s', () => {
    expect(cities).toHaveLength(count);
    const slugs = [...real, ...cities].map((office) => office.slug);
    const labels = [...real, ...cities].map((office) => office.sourceLabel);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(labels).size).toBe(labels.length);
    for (const office of cities) {
      expect(office.slug).toMatch(/^[a-z]+(?:-[a-z]+)*-wa$/);
      expect(office.hasPracticePages).toBe(true);
      expect(office.communities[0]).toBe(office.city);
      expect(office.caseTypes.map((card) => card.practice)).toEqual(Object.keys(siteData.practiceAreas));
    }
  });

  it('adds an office page and one page per practice area for each city', () => {
    const today = createSite(siteData).pages.length;
    const grown = createSite(withGeneratedCities(siteData, count)).pages.map((page) => page.path as string);
    expect(grown).toHaveLength(today + count * (1 + Object.keys(siteData.practiceAreas).length));
    expect(grown).toContain(`/${cities[0]!.slug}/personal-injury-lawyer`);
    expect(grown).toContain(`/${cities[count - 1]!.slug}/car-accident-lawyer`);
  });

  it('refuses more cities than it has towns', () => {
    expect(() => generatedCities(maxGeneratedCities + 1)).toThrow();
    expect(Object.keys(generatedCities(0))).toEqual([]);
  });
});
