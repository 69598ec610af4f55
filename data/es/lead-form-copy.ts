// Spanish twin of data/lead-form-copy.ts: what the consultation form promises, in one wording
// wherever the Spanish form appears (issue 15). Same promises as the English (RPC 1.18: confidential
// even if the firm never takes the case; a short summary until the conflict check).

import type { leadFormCopy } from '../lead-form-copy';

export const leadFormCopyEs = {
  subheading: 'Gratis y confidencial. Los campos marcados con * son obligatorios.',
  notice:
    'Lo que nos envíe es confidencial, aunque no tomemos su caso. Por favor, limítese a un resumen breve hasta que hayamos verificado que no haya conflictos de intereses. Enviar este formulario no lo convierte en nuestro cliente.',
  criminalNotice:
    'Lo que nos envíe es confidencial, aunque no tomemos su caso. Si enfrenta cargos, escriba un mensaje breve y no describa por escrito lo que pasó: díganos que necesita hablar y lo llamaremos. Enviar este formulario no lo convierte en nuestro cliente.',
  criminalMessageLabel: 'La mejor hora para llamarle (opcional)',
} as const satisfies { readonly [Field in keyof typeof leadFormCopy]: string };
