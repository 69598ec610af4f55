// The home carousel's settlement cards in Spanish (issue 15): the type and the sentence of each card
// of data/settlements.ts, in its order. The amounts are the English entries' (one place), written
// out the Spanish way by settlementAmountEs; a card missing here, or one too many, fails tsc.
import type { resultsSource, settlements } from '../settlements';
import type { SettlementData, WordsForEach } from '../types';

export type SettlementWords = Pick<SettlementData, 'type' | 'description'>;

/**
 * An amount of data/settlements.ts as a Spanish reader reads it: "$12M" is "$12 millones" ("$1M",
 * "$1 millón"), "$500K" is "$500,000". "M" and "K" are English abbreviations a Spanish reader may
 * not know ("M" reads as "mil", a thousand). Any other form is returned as it is.
 */
export function settlementAmountEs(amount: string): string {
  const match = /^\$(\d+(?:\.\d+)?)([MK])$/.exec(amount);
  if (!match) return amount;
  const [, figure, unit] = match;
  if (unit === 'M') return `$${figure} ${figure === '1' ? 'millón' : 'millones'}`;
  return `$${Math.round(Number(figure) * 1000).toLocaleString('en-US')}`;
}

/** The line under the cards (data/settlements.ts `resultsSource`). */
export const resultsSourceEs = {
  verified: 'Resultados de asuntos que llevó nuestra firma, publicados con el permiso de nuestros clientes.',
  sample: 'Estos resultados son ejemplos ilustrativos escritos para este sitio web, no los de casos reales.',
} as const satisfies Record<keyof typeof resultsSource, string>;

export const settlementWordsEs = [
  {
    type: 'Muerte por negligencia',
    description:
      'Para la familia de un padre que murió cuando un conductor comercial se pasó un semáforo en rojo; el acuerdo asegura el sustento de su esposa y sus hijos por muchos años.',
  },
  {
    type: 'Derechos constitucionales',
    description:
      'Un reclamo de derechos civiles para un cliente que sufrió lesiones graves por el uso ilegal de la fuerza durante un encuentro con la policía.',
  },
  {
    type: 'Accidente de camión',
    description: 'Para una conductora con lesiones en la columna después de que un tráiler se cambió de carril contra su auto en una carretera muy transitada.',
  },
  {
    type: 'Atropello de peatón',
    description: 'Para un peatón atropellado en un cruce peatonal marcado por un conductor que dio vuelta sin cederle el paso.',
  },
  {
    type: 'Choque por detrás',
    description:
      'Para una persona que iba a su trabajo y necesitó una cirugía de hombro después de que la chocaran por detrás en el tráfico lento de la autopista.',
  },
  {
    type: 'Negligencia',
    description: 'Para un cliente gravemente lesionado por un peligro que el dueño de la propiedad conocía y nunca reparó.',
  },
  {
    type: 'Accidente de auto',
    description:
      'Para una clienta lesionada en un choque en un cruce, después de que la primera oferta de la aseguradora no alcanzaba ni para sus cuentas médicas y el sueldo que perdió.',
  },
] as const satisfies WordsForEach<typeof settlements, SettlementWords>;
