// The source label a lead carries (`source_page`, spec §4) names the page whose form it was sent
// from, so each page posts its own. The English labels are the spec's (§2) and follow rules by kind
// of page, which the translated pages (issue 15) keep:
// - an injury practice page's label is its slug ('car-accident-lawyer', 'abogado-accidentes-de-auto');
// - an English criminal-defense page's is its slug with "defense" before "lawyer" ('dui-lawyer' →
//   'dui-defense-lawyer'; 'criminal-defense-lawyer' has it already), and a translated one's is its
//   own slug ('abogado-dui'): the lead core knows both as criminal (data/criminal-source-labels.ts);
// - an office page's is its city and the page's segment ('kent-personal-injury-lawyer',
//   'kent-abogado-de-lesiones-personales');
// - a bio's is the attorney's slug and "-bio" (the managing partner's is the spec's 'lawyer-bio'),
//   the home page's form posts 'home-page' and the contact page's 'contact-form' (in Spanish
//   'pagina-de-inicio' and 'formulario-de-contacto', data/es/site-copy.ts).
import { describe, expect, it } from 'vitest';
import { attorneys } from '../../data/attorneys';
import { criminalAreas } from '../../data/criminal-areas';
import { kentOfficeEs } from '../../data/es/kent-office';
import { offices } from '../../data/offices';
import { practiceAreas } from '../../data/practice-areas';
import { translations } from '../../data/translations';
import type { TranslatedLocale } from '../../data/locales';
import { site, siteData } from '../../pages.config';
import { pageIn } from '../../src/pages/in-language';

/** The source labels a page's forms post. */
function labelsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(labelsIn);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => (key === 'sourceLabel' && typeof child === 'string' ? [child] : labelsIn(child)));
  return [];
}

// Each translated practice and criminal-defense page, as the site makes it (its facts are its English page's).
const translatedPages = Object.entries(translations).flatMap(([locale, translation]) =>
  (['practiceAreas', 'criminalAreas'] as const).flatMap((group) =>
    Object.keys(translation[group]).map((id) => pageIn(siteData, group, id, locale as TranslatedLocale)!.page),
  ),
);
const withForms = site.pages.map((page) => ({ page, labels: [...new Set(labelsIn(page.blocks))] })).filter(({ labels }) => labels.length > 0);

describe('source labels', () => {
  it('are one per page, and each is posted from one page only, in English and in Spanish', () => {
    for (const { page, labels } of withForms) expect(labels, page.path).toHaveLength(1);
    // A practice page shown in every city is one page: each copy's canonical address is the home office's.
    const pagesOf = new Map<string, Set<string>>();
    for (const { page, labels } of withForms) pagesOf.set(labels[0]!, (pagesOf.get(labels[0]!) ?? new Set()).add(page.meta.canonical));
    expect([...pagesOf].filter(([, pages]) => pages.size > 1).map(([label, pages]) => `${label}: ${[...pages].join(', ')}`)).toEqual([]);
    expect(withForms.some(({ page }) => page.locale === 'es')).toBe(true);
  });

  it('are a page’s slug for every injury page and every translated page', () => {
    for (const area of [...Object.values(practiceAreas), ...translatedPages]) expect(area!.sourceLabel, area!.slug).toBe(area!.slug);
    expect(translatedPages.length).toBeGreaterThan(0);
  });

  it('say “defense” for an English criminal-defense page, and name the city and the page for an office', () => {
    for (const area of Object.values(criminalAreas))
      expect(area.sourceLabel).toBe(area.slug.includes('-defense-') ? area.slug : area.slug.replace(/-lawyer$/, '-defense-lawyer'));
    for (const office of Object.values(offices)) expect(office.sourceLabel).toBe(`${office.slug.replace(/-wa$/, '')}-personal-injury-lawyer`);
    expect(kentOfficeEs.sourceLabel).toBe(`${offices.kent.slug.replace(/-wa$/, '')}-${kentOfficeEs.pageSlug}`);
  });

  it('name the attorney on a bio', () => {
    for (const attorney of Object.values(attorneys)) expect(attorney.sourceLabel).toBe(attorney.managingPartner ? 'lawyer-bio' : `${attorney.slug}-bio`);
  });
});
