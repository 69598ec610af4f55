// The Spanish copy's wording (issue 21): words that said something other than the English meant, or
// that a Spanish speaker in Kent would not say, each with the phrase that replaced it, read where a
// visitor or a search engine reads them: each Spanish page's rendered text, its metadata and its
// structured data, the menus and the footer. And one term for each of the pairs the copy wavered
// between, applied everywhere.
import { describe, expect, it } from 'vitest';
import { leadMessages } from '../../data/lead-messages';
import { settlements } from '../../data/settlements';
import { translations } from '../../data/translations';
import { uiCopy } from '../../data/ui-copy';
import { site } from '../../pages.config';
import { pageText } from '../support/page-text';
import { proseOf, titleCaseWords } from '../support/spanish-copy';

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
  { why: 'the RCW 4.24.230 letter demands payment; it is no lawsuit', on: page.theft, forbidden: /demanda civil/i, required: ['carta de cobro', 'reclamo civil de pago'] },
  { why: 'a compromise of a misdemeanor (RCW 10.22.010) is a repair agreement, not a “commitment”', on: page.theft, forbidden: /\bcompromiso\b/i, required: ['acuerdo de reparación según RCW 10.22.010', 'Un acuerdo de reparación'] },
  { why: 'the husband was killed in a crosswalk, not murdered', on: page.home, forbidden: /mataron/i, required: ['mi esposo murió atropellado en un cruce peatonal'] },
  { why: 'a DUI fine’s assessments are no criminal charges', on: page.dui, forbidden: /cargos y costos/i, required: ['recargos y costas judiciales'] },
  { why: 'the Blake refunds are of fines and fees, not charges', on: page.drugs, forbidden: /multas y los cargos/i, required: ['las multas y las cuotas que pagó'] },
  // data/attorneys.ts names no attorney who speaks Spanish, and the page says of none that they do.
  { why: 'no Spanish-speaking lawyer is in the firm’s data', on: page.drugs, forbidden: /abogad[oa]s? que habl[ea]n? español/i, required: [] },
  { why: 'the maritime lawyer is a woman', on: page.office, forbidden: /abogado marítimo/i, required: ['Nuestra abogada de casos marítimos'] },
  { why: 'the protected person is anyone, not “she”', on: page.dv, forbidden: /\b[Ee]lla\b/, required: ['si esa persona lo llama', 'la persona protegida no la van a acusar'] },
  // Wording.
  { why: 'a prosecutor files charges', forbidden: /llevar a cargos/i, required: ['en qué casos presentar cargos', 'en qué casos de agresión presentar cargos'] },
  { why: 'three strikes are convictions, not fouls', on: page.assault, forbidden: /tres faltas/i, required: ['three strikes (tres condenas)'] },
  { why: 'loss of consortium said so a family understands it', on: page.catastrophic, forbidden: /consorcio/i, required: ['Pérdida de compañía y afecto'] },
  { why: 'a licensee is a visitor with permission', on: page.premises, forbidden: /licenciatario/i, required: ['visitantes con permiso', 'visitante con permiso'] },
  { why: 'premises liability is the owner’s liability, in the page and its JSON-LD', on: page.premises, forbidden: /responsabilidad de locales/i, required: ['La responsabilidad del dueño de una propiedad', '"serviceType":"Abogado de responsabilidad del dueño de una propiedad"'] },
  { why: 'a fee is waived, not dispensed', on: page.dui, forbidden: /dispens/i, required: ['eximir del pago'] },
  { why: '“en confianza” is intimacy, not confidentiality', forbidden: /en confianza/i, required: ['gratis y de forma confidencial'] },
  { why: 'one consults a doctor', forbidden: /\bvea a un médico/i, required: [/consulte a un médico/i] },
  { why: 'a menu label a Spanish speaker would write', forbidden: /Dónde servimos/, required: ['Zonas que atendemos'] },
  { why: '“the sooner” is “cuanto antes”', forbidden: /mientras antes/i, required: ['cuanto antes empecemos', 'cuanto antes hable con un abogado'] },
  { why: '“ya sea que” takes the subjunctive', on: page.boating, forbidden: /Ya sea que su accidente ocurrió/, required: ['Ya sea que su accidente haya ocurrido'] },
  { why: 'a question about a fact takes the indicative', on: page.motorcycle, forbidden: /no llevara casco/, required: ['aunque no llevaba casco?'] },
  { why: 'buttons are in sentence case', forbidden: /Pedir Mi Consulta Gratis|Consulta Gratis/, required: ['Pedir mi consulta gratis', 'Consulta gratis'] },
  { why: 'amounts written out: “M” reads as “mil” in Spanish', on: page.home, forbidden: /\$\d+(?:\.\d+)?[MK]\b/, required: ['$12 millones', '$7.5 millones', '$1 millón', '$500,000', '$138,500'] },
];

describe.each(fixes)('the Spanish copy, where $why', ({ on, forbidden, required }) => {
  const text = on ? textOfPage(on) : allSpanish;
  it(`no longer says ${forbidden}`, () => {
    expect(text.match(forbidden)?.[0], text.match(forbidden)?.input?.slice(Math.max(0, text.search(forbidden) - 80), text.search(forbidden) + 80)).toBeUndefined();
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
    const areas = Object.values(translations.es.practiceAreas);
    expect(areas.length).toBe(8);
    for (const area of areas) expect(uiCopy.es.form.caseTypes[area!.caseType], area!.caseType).toBe(area!.navLabel);
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
    for (const label of labels) expect(titleCaseWords(label), label).toEqual([]);
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
