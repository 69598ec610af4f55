// The Spanish copy's wording (issue 21): words that said something other than the English meant, or
// that a Spanish speaker in Kent would not say, each with the phrase that replaced it, read where a
// visitor or a search engine reads them: each Spanish page's rendered text, its metadata and its
// structured data, the menus and the footer. And one term for each of the pairs the copy wavered
// between, applied everywhere.
import { createElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RenderBlocks } from '../../blocks';
import { ContactDetails } from '../../blocks/contact-details';
import { UiCopyContext } from '../../blocks/ui/ui-copy-context';
import { attorneySummariesEs } from '../../data/es/attorney-summaries';
import { firm } from '../../data/firm';
import { localeOfPath } from '../../data/locales';
import { leadMessages } from '../../data/lead-messages';
import { settlements } from '../../data/settlements';
import { translations } from '../../data/translations';
import { callbackPromise, uiCopy } from '../../data/ui-copy';
import { site, siteData } from '../../pages.config';
import { pageIn } from '../../src/pages/in-language';
import { pageText, textOf } from '../support/page-text';
import { proseOf, sentences, titleCaseWords } from '../support/translation-copy';

const spanishPages = site.pages.filter((page) => page.locale === 'es');
/** What a page says: its rendered text, then its title, description, keywords and structured data. */
const textOfPage = (path: string) => {
  const page = spanishPages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`no Spanish page at ${path}`);
  return `${pageText(path).all}\n${JSON.stringify(page.meta)}`;
};
/** Everything the Spanish site says: every page, the menus, the footer, the UI words and the form's messages. */
const allSpanish = [
  ...spanishPages.map((page) => textOfPage(page.path)),
  JSON.stringify(site.navigation.es),
  JSON.stringify(site.footer.es),
  ...proseOf(uiCopy.es),
  ...proseOf(leadMessages.es),
].join('\n');

const page = {
  home: '/es',
  office: '/es/kent-wa/abogado-de-lesiones-personales',
  car: '/es/kent-wa/abogado-accidentes-de-auto',
  motorcycle: '/es/kent-wa/abogado-accidentes-de-motocicleta',
  dogBite: '/es/kent-wa/abogado-mordeduras-de-perro',
  catastrophic: '/es/kent-wa/abogado-lesiones-catastroficas',
  boating: '/es/kent-wa/abogado-accidentes-de-bote',
  premises: '/es/kent-wa/abogado-resbalones-y-caidas',
  criminal: '/es/kent-wa/abogado-defensa-criminal',
  dui: '/es/kent-wa/abogado-dui',
  assault: '/es/kent-wa/abogado-cargos-de-agresion',
  dv: '/es/kent-wa/abogado-violencia-domestica',
  drugs: '/es/kent-wa/abogado-cargos-de-drogas',
  theft: '/es/kent-wa/abogado-cargos-de-robo',
} as const;

interface Fix {
  /** What the old wording said, or failed to say. */
  readonly why: string;
  /** The page it was on; without one, anywhere in the Spanish site. */
  readonly on?: string;
  readonly forbidden: RegExp;
  /** The wording that replaced it, on the same page (or anywhere). */
  readonly required: readonly (string | RegExp)[];
}

const fixes: readonly Fix[] = [
  // Meaning.
  {
    why: 'the RCW 4.24.230 letter demands payment; it is no lawsuit',
    on: page.theft,
    forbidden: /demanda civil/i,
    required: ['carta de cobro', 'reclamo civil de pago'],
  },
  {
    why: 'a compromise of a misdemeanor (RCW 10.22.010) is a repair agreement, not a “commitment”',
    on: page.theft,
    forbidden: /\bcompromiso\b/i,
    required: ['acuerdo de reparación según RCW 10.22.010', 'Un acuerdo de reparación'],
  },
  {
    why: 'the husband was killed in a crosswalk, not murdered',
    on: page.home,
    forbidden: /mataron/i,
    required: ['mi esposo murió atropellado en un cruce peatonal'],
  },
  { why: 'a DUI fine’s assessments are no criminal charges', on: page.dui, forbidden: /cargos y costos/i, required: ['recargos y costas judiciales'] },
  {
    why: 'the Blake refunds are of fines and fees, not charges',
    on: page.drugs,
    forbidden: /multas y los cargos/i,
    required: ['las multas y las cuotas que pagó'],
  },
  // data/attorneys.ts names no attorney who speaks Spanish, and the page says of none that they do.
  { why: 'no Spanish-speaking lawyer is in the firm’s data', on: page.drugs, forbidden: /abogad[oa]s? que habl[ea]n? español/i, required: [] },
  { why: 'the maritime lawyer is a woman', on: page.office, forbidden: /abogado marítimo/i, required: ['Nuestra abogada de casos marítimos'] },
  {
    why: 'the protected person is anyone, not “she”',
    on: page.dv,
    forbidden: /\b[Ee]lla\b/,
    required: ['si esa persona lo llama', 'no a la persona protegida, así que por lo general esa persona no la viola'],
  },
  // Wording.
  {
    why: 'a prosecutor files charges',
    forbidden: /llevar a cargos/i,
    required: ['en qué casos presentar cargos', 'en qué casos de agresión presentar cargos'],
  },
  { why: 'three strikes are convictions, not fouls', on: page.assault, forbidden: /tres faltas/i, required: ['three strikes (tres condenas)'] },
  { why: 'loss of consortium said so a family understands it', on: page.catastrophic, forbidden: /consorcio/i, required: ['Pérdida de compañía y afecto'] },
  {
    why: 'a licensee is a visitor with permission',
    on: page.premises,
    forbidden: /licenciatario/i,
    required: ['visitantes con permiso', 'visitante con permiso'],
  },
  {
    why: 'premises liability is the owner’s liability, in the page and its JSON-LD',
    on: page.premises,
    forbidden: /responsabilidad de locales/i,
    required: ['La responsabilidad del dueño de una propiedad', '"serviceType":"Abogado de responsabilidad del dueño de una propiedad"'],
  },
  { why: 'a fee is waived, not dispensed', on: page.dui, forbidden: /dispens/i, required: ['eximir del pago'] },
  { why: '“en confianza” is intimacy, not confidentiality', forbidden: /en confianza/i, required: ['gratis y de forma confidencial'] },
  { why: 'one consults a doctor', forbidden: /\bvea a un médico/i, required: [/consulte a un médico/i] },
  { why: 'a menu label a Spanish speaker would write', forbidden: /Dónde servimos/, required: ['Zonas que atendemos'] },
  { why: '“the sooner” is “cuanto antes”', forbidden: /mientras antes/i, required: ['cuanto antes empecemos', 'cuanto antes hable con un abogado'] },
  {
    why: '“ya sea que” takes the subjunctive',
    on: page.boating,
    forbidden: /Ya sea que su accidente ocurrió/,
    required: ['Ya sea que su accidente haya ocurrido'],
  },
  { why: 'a question about a fact takes the indicative', on: page.motorcycle, forbidden: /no llevara casco/, required: ['aunque no llevaba casco?'] },
  { why: 'buttons are in sentence case', forbidden: /Pedir Mi Consulta Gratis|Consulta Gratis/, required: ['Pedir mi consulta gratis', 'Consulta gratis'] },
  {
    why: 'amounts written out: “M” reads as “mil” in Spanish',
    on: page.home,
    forbidden: /\$\d+(?:\.\d+)?[MK]\b/,
    required: ['$12 millones', '$7.5 millones', '$1 millón', '$500,000', '$138,500'],
  },
];

describe.each(fixes)('the Spanish copy, where $why', ({ on, forbidden, required }) => {
  const text = on ? textOfPage(on) : allSpanish;
  it(`no longer says ${forbidden}`, () => {
    expect(
      text.match(forbidden)?.[0],
      text.match(forbidden)?.input?.slice(Math.max(0, text.search(forbidden) - 80), text.search(forbidden) + 80),
    ).toBeUndefined();
  });
  if (required.length > 0) {
    it(`says ${required.join(' / ')}`, () => {
      for (const phrase of required) expect(text).toMatch(typeof phrase === 'string' ? new RegExp(phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : phrase);
    });
  }
});

// One term for each pair the copy used both of, chosen for a Spanish speaker in Kent: "defensa
// criminal" (as the addresses and what people search: abogado de defensa criminal), "firma",
// "condado de King" for the county (a court's or an agency's official name stays as it is written:
// King County Superior Court, King County Courthouse, King County Metro, Regional Animal Services of
// King County), and
// "tribunal" (as the law's own Spanish: Tribunal Supremo, tribunal de distrito).
const terms = [
  { chosen: 'defensa criminal', not: /defensa penal/i },
  { chosen: 'firma', not: /\bbufete/i },
  { chosen: 'condado de King', not: /(?<!of )King County(?! (?:Superior|District) Court| Courthouse| Metro\b)/ },
  { chosen: 'tribunal', not: /(?<!\p{L})cortes?(?!\p{L})/iu },
];

describe.each(terms)('the Spanish copy’s term “$chosen”', ({ chosen, not }) => {
  it(`is the one used, never ${not}`, () => {
    expect(allSpanish).toContain(chosen);
    const at = allSpanish.search(not);
    expect(at < 0 ? undefined : allSpanish.slice(Math.max(0, at - 80), at + 80)).toBeUndefined();
  });
});

describe('the Spanish form and menu', () => {
  it('name each case type as the Practice Areas menu names its page', () => {
    const areas = Object.keys(translations.es.practiceAreas).map((id) => pageIn(siteData, 'practiceAreas', id, 'es')!.page);
    expect(areas.length).toBe(8);
    for (const area of areas) expect(uiCopy.es.form.caseTypes[area.caseType], area.caseType).toBe(area.navLabel);
  });

  it('write their buttons, labels and headings in sentence case', () => {
    const { form, freeConsultation, header, practiceGroups, callBar, templates } = uiCopy.es;
    const labels = [
      form.submit,
      ...Object.values(form.headings),
      ...Object.values(form.labels),
      ...Object.values(form.caseTypes),
      freeConsultation.button,
      freeConsultation.item,
      ...Object.values(header),
      ...Object.values(practiceGroups),
      callBar.label,
      ...Object.values(templates.labels),
      ...Object.values(translations.es.attorneySummaries).map((summary) => summary.title),
    ];
    for (const label of labels) expect(titleCaseWords(label, 'es'), label).toEqual([]);
  });

  it('write every settlement amount out', () => {
    expect(settlements.map((settlement) => translations.es.settlementAmount(settlement.amount))).toEqual([
      '$12 millones',
      '$7.5 millones',
      '$1.4 millones',
      '$1 millón',
      '$500,000',
      '$375,000',
      '$138,500',
    ]);
  });
});

// What a Spanish speaker needs to trust the site (issue 21, item 6).
const htmlOf = (path: string) => {
  const found = site.pages.find((candidate) => candidate.path === path)!;
  return renderToString(createElement(RenderBlocks, { blocks: found.blocks, locale: found.locale }));
};
const callback = 'Hablamos español: le devolvemos la llamada en español.';
const hasCallButton = (path: string) =>
  site.pages
    .find((candidate) => candidate.path === path)!
    .blocks.some((block) => ['hero', 'practice-hero', 'contact-details', 'office-contact'].includes(block.type));

describe('the promise of a callback in Spanish', () => {
  it('is the firm’s to make: data/firm.ts lists Spanish among the languages it calls back in', () => {
    expect(firm.callbackLanguages).toContain('es');
    expect(uiCopy.es.callbackLanguage).toBe(callback);
    expect(uiCopy.es.form.callbackLanguage).toBe(callback);
  });

  it('is made beside the call button of every Spanish page that has one, on the Spanish form, and on the thank-you page', () => {
    const withButton = spanishPages.filter((candidate) => hasCallButton(candidate.path));
    expect(withButton.length).toBeGreaterThanOrEqual(spanishPages.length - 3);
    for (const candidate of withButton) expect(pageText(candidate.path).all, candidate.path).toContain(callback);
    expect(pageText('/es/gracias').all).toContain(callback);
    // The form's own line, after its phone number: a practice page shows the form in its hero.
    const form = htmlOf('/es/kent-wa/abogado-dui').split('<form')[1]!.split('</form>')[0]!;
    expect(textOf(form)).toContain(callback);
  });

  it('is not made on the English pages, nor where the firm’s data does not list Spanish', () => {
    for (const candidate of site.pages.filter((each) => each.locale === 'en'))
      expect(pageText(candidate.path).all, candidate.path).not.toContain('Hablamos español');
    const noSpanish = callbackPromise(['en'], 'es', callback);
    expect(noSpanish).toBeUndefined();
    const html = renderToStaticMarkup(
      createElement(
        UiCopyContext,
        { value: { ...uiCopy.es, callbackLanguage: noSpanish } },
        createElement(ContactDetails, { heading: '¿Nos necesita antes?', hoursHeading: 'Horario' }),
      ),
    );
    expect(html).not.toContain('Hablamos español');
    expect(html).toContain(firm.phones.main.display);
  });
});

/** Each link of a piece of HTML to a page of the site: its address and its words. */
const internalLinks = (html: string) =>
  [...html.matchAll(/<a\b[^>]*\bhref="(\/[^"#]*)(?:#[^"]*)?"[^>]*>([\s\S]*?)<\/a>/g)].map(([, href, inner]) => ({ href: href!, text: textOf(inner!) }));

describe('a link from a Spanish page to a page in English only', () => {
  it('says “(en inglés)” in every page’s blocks: the attorney bios, the other offices, the attorney’s own site', () => {
    let englishLinks = 0;
    for (const candidate of spanishPages) {
      const html = htmlOf(candidate.path);
      for (const link of internalLinks(html).filter((each) => localeOfPath(each.href) === 'en')) {
        englishLinks += 1;
        expect(link.text, `${candidate.path} → ${link.href}`).toMatch(/\(en inglés\)$/);
      }
      for (const [, inner] of html.matchAll(/<a\b[^>]*\bhref="https?:\/\/[^"]*"[^>]*target="_blank"[^>]*>([\s\S]*?)<\/a>/g))
        expect(textOf(inner!)).toContain('(en inglés)');
    }
    // The bios from each criminal page and the boating page, and four other offices from the contact page.
    expect(englishLinks).toBeGreaterThanOrEqual(12);
  });

  it('says so in the menus and the footer, and a link to a Spanish page does not', () => {
    const { navigation, footer } = site;
    const items = [...navigation.es.practiceAreas.flatMap((group) => group.items), ...navigation.es.team, ...navigation.es.areasWeServe, ...footer.es];
    for (const item of items) expect(item.name.endsWith(' (en inglés)'), `${item.path}: ${item.name}`).toBe(localeOfPath(item.path) === 'en');
    expect(navigation.es.team.length).toBe(4);
    // The Consumer Health Data Privacy Policy has its Spanish twin (issue 31): its link says nothing of English.
    expect(footer.es.find((item) => item.path === '/es/politica-de-datos-de-salud')?.name).toBe('Política de privacidad de datos de salud del consumidor');
    // The English site's own links say nothing of the kind.
    for (const item of [...navigation.en.team, ...navigation.en.areasWeServe, ...footer.en]) expect(item.name).not.toContain('inglés');
  });
});

describe('the attorney summary on each Spanish criminal page', () => {
  const criminalPaths = [
    page.criminal,
    page.dui,
    page.assault,
    page.dv,
    page.drugs,
    page.theft,
    '/es/kent-wa/abogado-ordenes-de-arresto-y-libertad-condicional',
  ];
  const spotlightOf = (path: string) => site.pages.find((candidate) => candidate.path === path)!.blocks.find((block) => block.type === 'attorney-spotlight')!;

  it('is written for that page: its own, not the general summary, and no other page’s', () => {
    const summaries = criminalPaths.map((path) => (spotlightOf(path) as { summary?: string }).summary);
    for (const summary of summaries) {
      expect(summary).toBeDefined();
      expect(summary).not.toBe(attorneySummariesEs.okafor.summary);
      expect(sentences(summary!).length).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(summaries).size).toBe(criminalPaths.length);
    expect(Object.keys(attorneySummariesEs.okafor.onPage).sort()).toEqual(Object.keys(translations.es.criminalAreas).sort());
  });

  it('talks of the page’s own charge: no DUI hearing on the theft, assault or warrants page', () => {
    for (const path of [page.theft, page.assault, page.dv, page.drugs, '/es/kent-wa/abogado-ordenes-de-arresto-y-libertad-condicional']) {
      expect(pageText(path).all, path).not.toMatch(/En un caso de DUI trabaja en dos frentes|Departamento de Licencias, que tiene un plazo corto/);
    }
    expect((spotlightOf(page.theft) as { summary?: string }).summary).toMatch(/robo/);
    expect((spotlightOf(page.dui) as { summary?: string }).summary).toMatch(/DUI/);
  });
});
