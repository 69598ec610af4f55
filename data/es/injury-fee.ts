// The Spanish injury fee in plain words (issue 33), written once: the costs line under every hero's
// fee (data/ui-copy.ts) and in the page copy that states it. "Recuperación" read as getting well
// on an injury site, "reembolsar" and "adelantar" as bank words: these say money, paid, paid back.
// The same facts as data/firm.ts `fees.costs` (the firm's sample policy, RPC 1.5(c)).

/**
 * Who pays the case costs. `forWhom`: "usted", or "su familia" after a death; `aside`: which costs
 * the page has in mind ("como los expedientes médicos"), said after them.
 */
export function injuryCostsEs({ forWhom = 'usted', aside = '' }: { forWhom?: 'usted' | 'su familia'; aside?: string } = {}) {
  const owes = forWhom === 'usted' ? 'no nos debe' : `${forWhom} no nos debe`;
  return `Si no obtenemos dinero para ${forWhom}, ${owes} honorarios ni nos devuelve los costos del caso que pagamos por adelantado${aside && `, ${aside}`}; si obtenemos dinero, esos costos se pagan de esa cantidad, como dice su contrato de honorarios.`;
}

/** "Honorarios de contingencia" with what they mean, in the same sentence (for a sentence that names them). */
export const contingencyFeeEs = (forWhom: 'usted' | 'su familia' = 'usted') =>
  `honorarios de contingencia, es decir, solo cobramos honorarios si obtenemos dinero para ${forWhom}`;
