// The Spanish pages, read as a Washington legal translator would (issue 33): the fee line in plain
// words ("recuperación" reads as getting well on an injury site), "honorarios de contingencia" said
// with what it means, the terms of art as Washington's courts use them in Spanish, and the DUI
// licensing hearing before a Department of Licensing hearing officer, in both languages. Read where
// a visitor reads them: each page's rendered text and its title and description.
import { describe, expect, it } from 'vitest';
import { uiCopy } from '../../data/ui-copy';
import { site } from '../../pages.config';
import { pageText } from '../support/page-text';
import { proseOf, sentences } from '../support/translation-copy';

const spanishPages = site.pages.filter((page) => page.locale === 'es');
/** What a visitor reads on a page: its text, title and description (the keywords are search terms, not sentences). */
const readOn = (path: string) => {
  const page = site.pages.find((candidate) => candidate.path === path)!;
  return `${pageText(path).all}\n${page.meta.title}\n${page.meta.description}`;
};
const spanish = spanishPages.map((page) => ({ path: page.path, text: readOn(page.path) }));
/** Every Spanish page, and the claim notes' bases and UI words the pages show. */
const allSpanish = [...spanish.map((page) => page.text), ...proseOf(uiCopy.es)].join('\n');
const around = (text: string, at: number) => (at < 0 ? undefined : text.slice(Math.max(0, at - 80), at + 120));

const feeLine =
  'Si no obtenemos dinero para usted, no nos debe honorarios ni nos devuelve los costos del caso que pagamos por adelantado; si obtenemos dinero, esos costos se pagan de esa cantidad, como dice su contrato de honorarios.';
const injuryPages = spanishPages.filter(
  (page) => page.blocks.some((block) => block.type === 'practice-hero') && !/abogado-(?:dui|defensa|cargos|violencia|ordenes)/.test(page.path),
);

describe('the Spanish fee and costs line', () => {
  it('is in plain words under every injury page’s hero, where a visitor looks first', () => {
    expect(injuryPages.length).toBeGreaterThanOrEqual(8);
    for (const page of injuryPages) expect(readOn(page.path), page.path).toContain(feeLine);
  });

  it('never says “recuperación”, “nos reembolsa” or “adelantamos” for the fee and costs, anywhere', () => {
    for (const word of [/si no hay recuperación/i, /nos reembolsa|se (?:nos )?reembolsan de/i, /\bsi la hay\b/i, /costos del caso que adelantamos/i]) {
      expect(around(allSpanish, allSpanish.search(word)), String(word)).toBeUndefined();
    }
  });

  it('says in the same sentence what “honorarios de contingencia” means, wherever a page says it', () => {
    let seen = 0;
    for (const { path, text } of spanish) {
      for (const sentence of sentences(text).filter((each) => /honorarios de contingencia/i.test(each))) {
        seen += 1;
        expect(sentence, path).toMatch(/solo (?:cobramos honorarios|se cobran) si obtenemos dinero|no cobramos honorarios de abogado a menos que obtengamos/);
      }
    }
    expect(seen).toBeGreaterThan(10);
  });
});

describe('the Spanish terms of art, as Washington’s courts use them', () => {
  const fixes = [
    {
      term: 'procesamiento diferido (ch. 10.05 RCW)',
      on: '/es/kent-wa/abogado-dui',
      forbidden: /enjuiciamiento diferido/i,
      required: /procesamiento diferido/,
    },
    {
      term: 'a detention at a traffic stop',
      on: '/es/kent-wa/abogado-ordenes-de-arresto-y-libertad-condicional',
      forbidden: /parada de tránsito/i,
      required: /detención de tránsito/,
    },
    { term: 'citatorio for a summons', on: '/es/kent-wa/abogado-cargos-de-agresion', forbidden: /orden de comparecencia/i, required: /les llega un citatorio/ },
    {
      term: 'fichar for booking at the jail',
      on: '/es/kent-wa/abogado-cargos-de-drogas',
      forbidden: /registro en la cárcel|las registran y las ingresan/i,
      required: /las fichan en la cárcel/,
    },
    {
      term: 'a warrant served: until you are arrested on it',
      on: '/es/kent-wa/abogado-ordenes-de-arresto-y-libertad-condicional',
      forbidden: /hasta que se cumple|se cumplen las órdenes/i,
      required: /hasta que lo arresten con ella/,
    },
  ];
  it.each(fixes)('$term', ({ on, forbidden, required }) => {
    expect(around(allSpanish, allSpanish.search(forbidden))).toBeUndefined();
    expect(readOn(on)).toMatch(required);
  });

  it('explains a stipulated order of continuance: an agreement to postpone the case, dismissed if the conditions are met', () => {
    const said = spanish.flatMap(({ text }) => sentences(text).filter((sentence) => /aplazamiento estipulada|acuerdo para aplazar/i.test(sentence)));
    expect(said.length).toBeGreaterThanOrEqual(4);
    for (const sentence of said) {
      expect(sentence).toMatch(/un acuerdo para aplazar el caso/);
      expect(sentence).toMatch(/desestim/);
    }
  });

  it('explains “causa próxima” the first time a page says it', () => {
    const pages = spanish.filter(({ text }) => text.includes('causa próxima'));
    expect(pages.length).toBeGreaterThanOrEqual(7);
    for (const { path, text } of pages) {
      expect(text.slice(text.indexOf('causa próxima')), path).toMatch(
        /^causa próxima de la (\p{L}+) \(una causa directa, sin la cual la \1 no habría ocurrido\)/u,
      );
    }
  });

  it('counts the former prosecutors among the 23 attorneys as Spanish says it', () => {
    expect(uiCopy.es.claims.formerProsecutors.basis).toMatch(
      /^De los 23 abogados del equipo legal de la firma, incluidos los que no tienen biografía en este sitio, los que trabajaron/,
    );
    expect(allSpanish).not.toMatch(/equipo legal de 23/);
  });
});

describe('the DUI page’s licensing hearing', () => {
  it('is before a Department of Licensing hearing officer, not “its own judge”, in both languages', () => {
    const english = readOn('/kent-wa/dui-lawyer');
    const spanishDui = readOn('/es/kent-wa/abogado-dui');
    expect(english).not.toMatch(/its own judge/i);
    expect(english).toContain('It has its own hearing, before a Department of Licensing hearing officer rather than a judge,');
    expect(spanishDui).not.toMatch(/su propio juez/i);
    expect(spanishDui).toContain('Tiene su propia audiencia, ante un funcionario de audiencias del Departamento de Licencias y no ante un juez,');
  });
});
