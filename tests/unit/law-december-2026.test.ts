// @vitest-environment node
// Issue 31, findings 8 to 14: the pages state the law and the firm's figures as they stand in
// December 2026, each checked against its source, in English and in the Spanish twin. Each check
// reads what a visitor reads: the configured page rendered to text (tests/support/page-text.ts).
import { describe, expect, it } from 'vitest';
import { injuryRecoveries } from '../../data/firm';
import { staticPaths, translatedStaticPaths } from '../../data/paths';
import { uiCopy } from '../../data/ui-copy';
import { site } from '../../pages.config';
import { pageText } from '../support/page-text.ts';

const both = (english: string, spanish: string) => [
  { path: `/kent-wa/${english}`, locale: 'en' as const },
  { path: `/es/kent-wa/${spanish}`, locale: 'es' as const },
];
const injuryPages = [
  ['car-accident-lawyer', 'abogado-accidentes-de-auto'],
  ['truck-accident-lawyer', 'abogado-accidentes-de-camion'],
  ['motorcycle-accident-lawyer', 'abogado-accidentes-de-motocicleta'],
  ['dog-bite-lawyer', 'abogado-mordeduras-de-perro'],
  ['wrongful-death-lawyer', 'abogado-muerte-por-negligencia'],
  ['catastrophic-injuries-lawyer', 'abogado-lesiones-catastroficas'],
  ['boating-accident-lawyer', 'abogado-accidentes-de-bote'],
  ['premises-liability-lawyer', 'abogado-resbalones-y-caidas'],
].flatMap(([english, spanish]) => both(english!, spanish!));
const criminalPages = [
  ['criminal-defense-lawyer', 'abogado-defensa-criminal'],
  ['dui-lawyer', 'abogado-dui'],
  ['assault-lawyer', 'abogado-cargos-de-agresion'],
  ['domestic-violence-lawyer', 'abogado-violencia-domestica'],
  ['drug-charges-lawyer', 'abogado-cargos-de-drogas'],
  ['theft-lawyer', 'abogado-cargos-de-robo'],
  ['warrants-probation-lawyer', 'abogado-ordenes-de-arresto-y-libertad-condicional'],
].flatMap(([english, spanish]) => both(english!, spanish!));
const find = (path: string, pattern: RegExp) => pageText(path).units.filter((unit) => pattern.test(unit));

describe('criminal pages: the form asks for what the firm wants in writing (finding 8)', () => {
  it.each(criminalPages)('$path labels the message box with the time to call, beside the notice to leave the events out', ({ path, locale }) => {
    const { all } = pageText(path);
    expect(all).toContain(uiCopy[locale].form.criminalNotice);
    expect(all).toContain(uiCopy[locale].form.criminalMessageLabel);
    expect(all).not.toContain(uiCopy[locale].form.labels.message);
  });

  it('keeps the general label on the injury pages', () => {
    for (const { path, locale } of injuryPages) expect(pageText(path).all, path).toContain(uiCopy[locale].form.labels.message);
  });

  it.each(both('assault-lawyer', 'abogado-cargos-de-agresion'))('$path: notes on self-defense are kept private and brought, not sent', ({ path }) => {
    const [notes] = find(path, /reasonable person|persona razonable/);
    expect(notes).toMatch(
      /keep the notes private, and bring them to your meeting with us rather than sending them|guarde las notas en privado y tráigalas a su reunión con nosotros en lugar de enviárnoslas/,
    );
  });
});

describe('arraignment within 3 days when held or on release conditions, else 14 (CrR and CrRLJ 4.1(a), Order 25700-A-1653, since September 1, 2025) (finding 9)', () => {
  it.each(both('criminal-defense-lawyer', 'abogado-defensa-criminal').concat(both('dui-lawyer', 'abogado-dui')))('$path', ({ path, locale }) => {
    const arraignment = find(path, locale === 'en' ? /^Arraignment:/ : /^Lectura de cargos:/);
    expect(arraignment).toHaveLength(1);
    expect(arraignment[0]).toMatch(locale === 'en' ? /released on conditions in the same case/ : /en libertad con condiciones en el mismo caso/);
    expect(arraignment[0]).toMatch(
      locale === 'en' ? /within 3 days of the charge being filed/ : /dentro de los 3 días siguientes a la presentación de los cargos/,
    );
    expect(arraignment[0]).toMatch(locale === 'en' ? /within 14 days of your first appearance/ : /dentro de los 14 días siguientes a su primera comparecencia/);
    expect(pageText(path).all).not.toMatch(/a few weeks later|unas semanas después/);
  });
});

describe('boating: the Limitation of Liability Act since the FY2023 NDAA (Pub. L. 117-263, § 11503; 46 U.S.C. § 30529) (finding 10)', () => {
  it.each(both('boating-accident-lawyer', 'abogado-accidentes-de-bote'))(
    '$path says the cap no longer covers small passenger vessels, nor an owner with privity or knowledge',
    ({ path, locale }) => {
      // The act's summary in the list of laws, and the FAQ's answer (an accordion: read from the whole text).
      const act = pageText(path)
        .all.split(locale === 'en' ? /(?=Allows a vessel owner|It is a federal law that lets)/ : /(?=Permite al dueño|Es una ley federal que permite)/)
        .slice(1);
      expect(act).toHaveLength(2);
      for (const unit of act) {
        expect(unit).toMatch(locale === 'en' ? /no longer covers small passenger vessels/ : /ya no cubre las pequeñas embarcaciones de pasajeros/);
        expect(unit).toMatch(locale === 'en' ? /privity or knowledge/ : /conocimiento o participación/);
      }
      expect(pageText(path).all).toContain('46 U.S.C. § 30529');
    },
  );
});

describe('comparative fault: the two main statutory bars, not the only ones (Gregoire v. City of Oak Harbor, 170 Wn.2d 628; RCW 4.24.210; Title 51 RCW) (finding 11)', () => {
  const only = {
    en: /only two situations|outside those two situations|two exceptions|in two situations|two statutes are (the )?exceptions?\b|the exceptions are narrow/i,
    es: /solo en dos situaciones|fuera de esas dos situaciones|dos excepciones|en dos situaciones|son la excepción|son excepciones|las excepciones son pocas/i,
  };
  const main = { en: /two main statutory bars/, es: /dos principales prohibiciones legales/ };
  it.each(injuryPages.filter(({ path }) => pageText(path).all.includes('RCW 5.40.060')))('$path', ({ path, locale }) => {
    const units = find(path, /RCW 5\.40\.060/);
    expect(units.length).toBeGreaterThan(0);
    for (const unit of units) expect(unit).not.toMatch(only[locale]);
    expect(pageText(path).all).toMatch(main[locale]);
  });
});

describe('the success rate said for what it counts (RPC 7.1 cmts. [2]–[3]) (finding 12)', () => {
  const { recovered, closed, from, to } = injuryRecoveries;
  it.each([staticPaths.home, translatedStaticPaths.es.home])('%s states the counts of data/firm.ts in the sentence itself, with the sample note', (path) => {
    const text = pageText(path).all;
    expect(text).not.toMatch(/97 ?% success rate|tasa de éxito del 97/i);
    expect(text).toMatch(
      new RegExp(`(recovered money|Recuperamos dinero) in ${recovered} of ${closed} |en ${recovered} de ${closed} `.replace(' in ', ' (?:in|en) ')),
    );
    expect(text).toContain(`${from}–${to}`);
    expect(text).toMatch(new RegExp(`sample figure: ${recovered} of ${closed}|cifra de muestra: ${recovered} de ${closed}`));
  });

  it.each(both('dog-bite-lawyer', 'abogado-mordeduras-de-perro'))('$path states no success rate, which would read as a dog-bite rate', ({ path }) => {
    expect(pageText(path).all).not.toMatch(/success rate|tasa de éxito|97 ?%/i);
  });
});

describe('terms: the firm does not intend to represent anyone until then, and confirms it in writing (Bohn v. Cody, 119 Wn.2d 357) (finding 13)', () => {
  it.each([staticPaths.terms, translatedStaticPaths.es.terms])('%s', (path) => {
    const text = pageText(path).all;
    expect(text).not.toMatch(/relationship begins only after|relación comienza solo después/);
    expect(text).toMatch(
      /We do not intend to represent anyone until .* and we will confirm that agreement in writing|No tenemos la intención de representar a nadie hasta .* y confirmaremos ese acuerdo por escrito/,
    );
  });
});

describe('smaller lines (finding 14)', () => {
  it.each(both('dui-lawyer', 'abogado-dui'))('$path: a first DUI’s mandatory minimum, with its alternatives (RCW 46.61.5055)', ({ path }) => {
    const text = pageText(path).all;
    expect(text).not.toMatch(/carries mandatory jail|trae cárcel obligatoria/i);
    expect(text).toMatch(
      /carries a mandatory minimum sentence \(jail, or in some cases home monitoring instead\)|trae una pena mínima obligatoria \(cárcel o, en algunos casos, monitoreo en casa en su lugar\)/,
    );
  });

  it.each(both('wrongful-death-lawyer', 'abogado-muerte-por-negligencia'))('$path: parents have their own action (RCW 4.24.010)', ({ path }) => {
    const text = pageText(path).all;
    expect(text).not.toMatch(/Only the personal representative|Solo el representante personal/);
    expect(text).toMatch(
      /brought by the personal representative of the estate\. .* Parents of a child who died may also bring a claim of their own under RCW 4\.24\.010|la presenta el representante personal de la sucesión\. .* Los padres de un hijo que murió también pueden presentar un reclamo propio según la RCW 4\.24\.010/,
    );
  });

  it.each(both('motorcycle-accident-lawyer', 'abogado-accidentes-de-motocicleta'))('$path: the reviews are counted by reviewer, not client', ({ path }) => {
    const text = pageText(path).all;
    expect(text).not.toMatch(/Clients have left us|clientes nos han dejado/);
    expect(text).toMatch(
      /Reviewers on Google have left us more than 400 5-star reviews|Quienes nos reseñan en Google nos han dejado más de 400 reseñas de 5 estrellas/,
    );
  });
});

it('covers every page it names', () => {
  const paths = new Set<string>(site.pages.map((page) => page.path));
  for (const { path } of [...injuryPages, ...criminalPages]) expect(paths.has(path), path).toBe(true);
});
