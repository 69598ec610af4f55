// @vitest-environment node
// Issue 21, items 2 and 3: the criminal pages state the law as it stands in 2026, with the statute
// each statement rests on, and the firm's professional rules (RPC 7.1: nothing misleading about who
// defends criminal cases; RPC 1.5(d)(2): no contingency fee in a criminal case). Each check reads
// what a visitor reads: the rendered page, in English and in its Spanish twin.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RenderBlocks, type Block } from '../../blocks';
import { attorneys } from '../../data/attorneys';
import { dui } from '../../data/criminal/dui';
import { duiEs } from '../../data/es/criminal/dui';
import { leadFormCopyEs } from '../../data/es/lead-form-copy';
import { firm } from '../../data/firm';
import { leadFormCopy } from '../../data/lead-form-copy';
import type { Locale } from '../../data/locales';
import { practiceGroups } from '../../data/practice-groups';
import { aboutCopy, homeCopy, termsCopy } from '../../data/site-copy';
import { homeCopyEs } from '../../data/es/site-copy';
import { uiCopy } from '../../data/ui-copy';
import { site, type PageConfig } from '../../pages.config';

const pageAt = (path: string) => {
  const page = site.pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`no page at ${path}`);
  return page;
};
const html = (blocks: readonly Block[], locale: Locale = 'en') => renderToStaticMarkup(<RenderBlocks blocks={blocks} locale={locale} />);
const plain = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
const localeOf = (path: string): Locale => (path.startsWith('/es') ? 'es' : 'en');
/** The page's main content as a visitor reads it, without the form. */
const mainText = (page: PageConfig) => plain(html(page.blocks, localeOf(page.path)).replace(/<form[\s\S]*?<\/form>/g, ' '));
const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z¿¡“(])/);

const en = (slug: string) => pageAt(`/kent-wa/${slug}`);
const es = (slug: string) => pageAt(`/es/kent-wa/${slug}`);
const criminalSlugs = {
  'criminal-defense-lawyer': 'abogado-defensa-criminal',
  'dui-lawyer': 'abogado-dui',
  'assault-lawyer': 'abogado-cargos-de-agresion',
  'domestic-violence-lawyer': 'abogado-violencia-domestica',
  'drug-charges-lawyer': 'abogado-cargos-de-drogas',
  'theft-lawyer': 'abogado-cargos-de-robo',
  'warrants-probation-lawyer': 'abogado-ordenes-de-arresto-y-libertad-condicional',
} as const;
const criminalPages = Object.entries(criminalSlugs).flatMap(([english, spanish]) => [en(english), es(spanish)]);

describe('theft: retail theft with special circumstances (RCW 9A.56.360(1)) and intent (RCW 9A.56.020)', () => {
  const retailRow = (page: PageConfig) => {
    const rows = page.blocks.flatMap((block) => (block.type === 'table' ? block.rows : []));
    const row = rows.find((cells) => cells[0]!.includes('RCW 9A.56.360'));
    if (!row) throw new Error(`${page.path}: no RCW 9A.56.360 row`);
    return row[1]!;
  };

  it('lists the statute’s circumstances: a security-defeating item such as a lined bag, an emergency exit, thefts at three or more stores within 180 days; being an employee is not one', () => {
    const english = retailRow(en('theft-lawyer'));
    expect(english).toMatch(/lined bag or a tag remover/);
    expect(english).toMatch(/designated emergency exit/);
    expect(english).toMatch(/three or more separate stores within 180 days/);
    expect(english).not.toMatch(/employee/i);
    const spanish = retailRow(es('abogado-cargos-de-robo'));
    expect(spanish).toMatch(/bolsa forrada o un quitador de etiquetas/);
    expect(spanish).toMatch(/salida de emergencia designada/);
    expect(spanish).toMatch(/tres o más tiendas distintas en un plazo de 180 días/);
    expect(spanish).not.toMatch(/empleado/i);
  });

  it('says leaving with an item still in the cart is not theft when it was a mistake: intent is the element', () => {
    const cart = sentences(mainText(en('theft-lawyer'))).filter((sentence) => /\bcart\b/.test(sentence));
    expect(cart.length).toBeGreaterThan(0);
    for (const sentence of cart) expect(sentence).toMatch(/by mistake[^.]*is not theft, because the state must prove you meant to deprive the owner/);
    const carrito = sentences(mainText(es('abogado-cargos-de-robo'))).filter((sentence) => /carrito/.test(sentence));
    expect(carrito.length).toBeGreaterThan(0);
    for (const sentence of carrito) expect(sentence).toMatch(/por error[^.]*no es robo, porque el estado debe probar que usted quería privar al dueño/);
  });
});

describe('DUI', () => {
  const english = mainText(en('dui-lawyer'));
  const spanish = mainText(es('abogado-dui'));

  it('deferred prosecution is no longer once in a lifetime: since January 1, 2026, RCW 10.05.010 allows a second one in limited cases', () => {
    expect(english).not.toMatch(/generally available once in a lifetime/);
    expect(english).toContain('Since January 1, 2026, RCW 10.05.010 allows a second deferred prosecution in limited cases');
    expect(spanish).not.toMatch(/por lo general disponible una sola vez en la vida/);
    expect(spanish).toContain('Desde el 1 de enero de 2026, RCW 10.05.010 permite un segundo procesamiento diferido en casos limitados');
  });

  it('felony DUI (RCW 46.61.502(6)): three or more priors within fifteen years (ten before 2026), a prior vehicular homicide or assault under the influence, or a prior felony DUI or physical control', () => {
    const felony = sentences(english).filter((sentence) => sentence.includes('RCW 46.61.502(6)'));
    expect(felony).toHaveLength(1);
    expect(felony[0]).toMatch(/class B felony/);
    expect(felony[0]).toMatch(/three or more prior DUI-related offenses within fifteen years \(the period was ten years before January 1, 2026\)/);
    expect(felony[0]).toMatch(/vehicular homicide or vehicular assault committed while under the influence/);
    expect(felony[0]).toMatch(/or of a felony DUI or physical control/);
    const grave = sentences(spanish).filter((sentence) => sentence.includes('RCW 46.61.502(6)'));
    expect(grave).toHaveLength(1);
    expect(grave[0]).toMatch(
      /tres o más delitos previos relacionados con DUI dentro de un plazo de quince años \(el plazo era de diez años antes del 1 de enero de 2026\)/,
    );
    expect(grave[0]).toMatch(/homicidio vehicular o agresión vehicular cometidos bajo los efectos/);
    expect(grave[0]).toMatch(/DUI o control físico que ya era delito grave/);
  });

  it('mandatory minimums (RCW 46.61.5055): the court may suspend the jail time where it puts the person’s well-being at substantial risk, and may order home or sobriety monitoring instead', () => {
    expect(english).not.toMatch(/a judge cannot go below them/);
    expect(english).toMatch(
      /RCW 46\.61\.5055\. A judge may suspend the mandatory jail time only in narrow cases, such as when serving it would put your physical or mental well-being at substantial risk/,
    );
    expect(english).toMatch(/may order electronic home monitoring or 24\/7 sobriety monitoring instead of jail/);
    expect(spanish).not.toMatch(/el juez no puede imponer menos/);
    expect(spanish).toMatch(
      /RCW 46\.61\.5055\. El juez solo puede suspender la cárcel obligatoria en casos limitados, por ejemplo cuando cumplirla pondría en riesgo considerable su bienestar físico o mental/,
    );
    expect(spanish).toMatch(/monitoreo electrónico en casa o monitoreo de sobriedad 24\/7 en lugar de cárcel/);
  });

  it('the 7 days to request the license hearing (RCW 46.20.308) run from the notice, which in a blood-test case comes later from the Department of Licensing', () => {
    const everything = [english, dui.card, ...dui.faq.items.map((item) => item.answer)].join(' ');
    expect(everything).not.toMatch(/7 days (?:of|from) (?:the|your) arrest/);
    expect(english).toContain('only if you ask for one within 7 days of the notice');
    expect(english).toContain(
      'After a blood test, the notice comes later, from the Department of Licensing once the result is in, and the 7 days run from that notice.',
    );
    const todo = [spanish, duiEs.card, ...duiEs.faq.items.map((item) => item.answer)].join(' ');
    expect(todo).not.toMatch(/7 días (?:siguientes al|desde el) arresto/);
    expect(spanish).toContain(
      'Después de una prueba de sangre, el aviso llega más tarde, del Departamento de Licencias cuando ya tiene el resultado, y los 7 días corren desde ese aviso.',
    );
  });
});

describe('domestic violence', () => {
  const english = mainText(en('domestic-violence-lawyer'));
  const spanish = mainText(es('abogado-violencia-domestica'));

  it('a single misdemeanor against a dating partner stops disqualifying under federal law after five years without a further disqualifying conviction (18 U.S.C. 921(a)(33)(C), since 2022)', () => {
    expect(english).not.toMatch(/lifetime ban/);
    expect(english).toMatch(
      /Since 2022 the federal ban also covers a conviction against a dating partner, but one misdemeanor conviction against a dating partner stops disqualifying you under federal law five years after[^.]*if you have no further disqualifying conviction \(18 U\.S\.C\. 921\(a\)\(33\)\(C\)\)/,
    );
    expect(spanish).not.toMatch(/prohibición de por vida/);
    expect(spanish).toMatch(
      /Desde 2022 la prohibición federal también abarca[^.]*deja de inhabilitarlo según la ley federal cinco años después[^.]*\(18 U\.S\.C\. 921\(a\)\(33\)\(C\)\)/,
    );
  });

  it('the protected person generally cannot violate the no-contact order, though other charges are possible', () => {
    expect(english).not.toMatch(/They will not be charged for contacting you/);
    expect(english).toContain(
      'The order restrains you, not them, so they generally cannot violate it by contacting you, though their conduct can sometimes lead to other charges.',
    );
    expect(spanish).not.toMatch(/A ella no la van a acusar/);
    expect(spanish).toContain('por lo general esa persona no la viola al comunicarse con usted, aunque a veces su conducta puede dar lugar a otros cargos');
  });
});

describe('drugs: DOSA (RCW 9.94A.660) is open to non-violent, non-sex felonies that meet its criteria, not only drug crimes', () => {
  it('in English and Spanish', () => {
    const english = mainText(en('drug-charges-lawyer'));
    expect(english).not.toMatch(/For eligible felony drug offenses, the drug offender sentencing alternative/);
    expect(english).toMatch(
      /\(RCW 9\.94A\.660\) is not only for drug crimes: for a felony that is not a violent or sex offense, and a case that meets its other criteria/,
    );
    const spanish = mainText(es('abogado-cargos-de-drogas'));
    expect(spanish).not.toMatch(/Para los delitos graves de drogas que califican/);
    expect(spanish).toMatch(/no es solo para delitos de drogas: para un delito grave que no sea violento ni sexual/);
  });
});

describe('who defends criminal cases (RPC 7.1)', () => {
  const okafor = attorneys.okafor;

  it('the firm’s criminal-defense attorney, a former prosecutor, leads its criminal practice (data/attorneys.ts)', () => {
    expect(okafor.practice).toBe('criminal-defense');
    expect(okafor.recognition).toContain('Leads the firm’s criminal defense practice');
    expect(Object.values(attorneys).filter((attorney) => attorney.practice === 'criminal-defense')).toHaveLength(1);
  });

  it('no criminal page says nine former prosecutors do the criminal work: the claim stands only as his being one of them, and the former-prosecutor sections speak of him', () => {
    for (const page of criminalPages) {
      const text = mainText(page);
      expect(text, page.path).not.toMatch(/Nine lawyers at our firm|nueve exfiscales tomaron/i);
      // The claim's own note (“About these figures”) states its basis; the copy states the claim once, of him.
      const nine = sentences(text).filter((sentence) => /\b(?:nine|nueve)\b/i.test(sentence) && !/^(?:About these figures|Sobre estas cifras)/.test(sentence));
      for (const sentence of nine)
        expect(
          ['He is one of the nine former prosecutors on the firm’s legal team.', 'Es uno de los nueve exfiscales del equipo legal de la firma.'],
          page.path,
        ).toContain(sentence);
      const sections = page.blocks.filter((block) => block.type === 'content-section' && /Former Prosecutor|exfiscal/.test(block.heading));
      expect(sections, page.path).toHaveLength(1);
      const section = sections[0] as Extract<Block, { type: 'content-section' }>;
      expect(section.heading, page.path).toMatch(/\b(?:a Former Prosecutor|un exfiscal)\b/);
      expect(section.body.join(' '), page.path).toMatch(/criminal defense partner|socio de defensa criminal/i);
    }
  });

  it('no criminal page’s title or description says former prosecutors, in the plural, defend you', () => {
    for (const page of criminalPages) expect(`${page.meta.title} ${page.meta.description}`, page.path).not.toMatch(/former prosecutors|exfiscales/i);
  });

  it('the home page’s block for people facing charges says one former prosecutor leads the practice', () => {
    const home = mainText(pageAt('/'));
    expect(home).toContain('Our criminal defense practice is led by a former prosecutor.');
    expect(home).not.toMatch(/Nine former prosecutors work at our firm\. They know how cases are charged/);
  });

  it('/about says the criminal defense side is its partner, not “our former prosecutors”', () => {
    const story = aboutCopy.story.body.join(' ');
    expect(story).not.toMatch(/our former prosecutors know how charges are built/);
    expect(story).toContain(
      'On the criminal defense side, our criminal defense partner, a former prosecutor who leads that practice, knows how charges are built',
    );
  });
});

describe('each practice group names its own contact attorney (data/practice-groups.ts)', () => {
  it('injury: the managing partner; criminal: the criminal-defense attorney', () => {
    expect(attorneys[practiceGroups.injury.contactAttorney].managingPartner).toBe(true);
    expect(attorneys[practiceGroups.criminal.contactAttorney].practice).toBe('criminal-defense');
  });

  it('a criminal page’s call button and its “Meet …” panel name the criminal contact; an injury page’s call button names the injury contact', () => {
    const criminal = attorneys[practiceGroups.criminal.contactAttorney];
    for (const page of criminalPages) {
      const locale = localeOf(page.path);
      const hero = page.blocks[0]!;
      expect(hero.type === 'practice-hero' && hero.callLabel, page.path).toBe(`${uiCopy[locale].call.person} ${criminal.name}`);
      const text = mainText(page);
      expect(text, page.path).toContain(`${uiCopy[locale].spotlight.meet} ${criminal.name}`);
      expect(text, page.path).not.toContain(attorneys.whitfield.name);
    }
    const injury = attorneys[practiceGroups.injury.contactAttorney];
    const car = en('car-accident-lawyer').blocks[0]!;
    expect(car.type === 'practice-hero' && car.callLabel).toBe(`Call ${injury.name}`);
  });
});

describe('the managing partner’s years (RPC 7.1): prosecuting is not defending', () => {
  it('the home page counts his years as a prosecutor and for the injured, not “standing up for people accused of crimes”', () => {
    expect(attorneys.whitfield.recognition).toContain('Former deputy prosecuting attorney, King County');
    expect(attorneys.whitfield.practice).toBe('injury');
    for (const body of [homeCopy.spotlight.body[0], homeCopyEs.spotlight.body[0]]) expect(body).not.toMatch(/accused of crimes|acusadas de delitos/);
    expect(homeCopy.spotlight.body[0]).toContain(
      'more than 15 years of experience in Washington courtrooms, first as a King County deputy prosecutor and now for injured people and their families',
    );
    expect(homeCopyEs.spotlight.body[0]).toContain(
      'más de 15 años de experiencia en los tribunales de Washington, primero como fiscal adjunto del condado de King',
    );
  });
});

describe('fees beside criminal work (RPC 1.5(d)(2))', () => {
  it('the pages for both groups (/, /about, /contact and the Spanish ones) name the no-fee promise as the injury fee and give the criminal fee line', () => {
    for (const path of ['/', '/about', '/contact', '/es', '/es/contacto']) {
      const locale = localeOf(path);
      const hero = pageAt(path).blocks.find((block) => block.type === 'hero');
      expect(hero?.type === 'hero' && hero.fees, path).toEqual({
        line: uiCopy[locale].fees.injuryCases,
        costs: uiCopy[locale].fees.costs,
        criminal: uiCopy[locale].fees.criminal,
      });
      const text = plain(html([hero!], locale));
      expect(text, path).not.toContain(`${uiCopy[locale].fees.injury}.`);
      expect(text, path).toContain(uiCopy[locale].fees.criminal);
    }
    expect(firm.fees.injuryCases).toBe('In injury cases, no attorney’s fee unless we recover money for you');
    expect(plain(html([pageAt('/about').blocks[0]!]))).toMatch(/people facing charges\. In injury cases, no attorney’s fee unless we recover money for you\./);
  });
});

describe('the form on criminal pages: short, and the events not in writing (as the terms page says)', () => {
  it('has its own notice, in both languages', () => {
    const terms = JSON.stringify(termsCopy);
    expect(terms).toContain('If you are facing charges, do not describe the events in writing.');
    expect(leadFormCopy.criminalNotice).toContain('If you are facing charges, keep your message short and do not describe the events in writing');
    expect(leadFormCopyEs.criminalNotice).toContain('Si enfrenta cargos, escriba un mensaje breve y no describa por escrito lo que pasó');
  });

  it('shows it under the form of every criminal page, and the general notice on injury pages', () => {
    for (const page of criminalPages) {
      const locale = localeOf(page.path);
      const form = plain(html(page.blocks.slice(0, 1), locale));
      expect(form, page.path).toContain(uiCopy[locale].form.criminalNotice);
      expect(form, page.path).not.toContain(uiCopy[locale].form.notice);
    }
    expect(plain(html(en('car-accident-lawyer').blocks.slice(0, 1)))).toContain(leadFormCopy.notice);
  });
});
