// Spanish copy of the home page's block for people facing charges (criminalDefenseHomeCopy in
// data/criminal-areas.ts), for the /es/ home page of issue 15. The cards under it are each page's
// own `card` (data/es/criminal/).
import type { FacingChargesCopy } from '../criminal-areas';

export const criminalDefenseHomeCopyEs = {
  heading: '¿Enfrenta cargos en Kent?',
  intro: [
    '¿Lo arrestaron anoche, le dieron una citación o tiene una cita en el tribunal que no esperaba? Empiece por la página de su cargo. Cada una explica la ley de Washington que se aplica, qué pasa en los próximos días y qué evitar mientras espera para hablar con nosotros.',
    'Nuestra práctica de defensa criminal la dirige un exfiscal. Sabe cómo se presentan los cargos en el Kent Municipal Court y en el Maleng Regional Justice Center, y hoy usa lo que sabe para defender a los acusados.',
  ],
} as const satisfies FacingChargesCopy;
