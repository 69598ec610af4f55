// The seven settlement cards of the home carousel (spec §3), in the spec's order. Amounts and
// types are as written in the spec; descriptions are one sentence each.
import type { SettlementData } from './types';

/**
 * Whether the cards below are the firm's own results, each one a real matter it may state. They are
 * SAMPLES written for this site, so this is false and `npm run check:launch` refuses the launch (an
 * invented result is a false statement under RPC 7.1, whatever a note says): set it true only once
 * every card is replaced by a real one.
 */
export const resultsAreVerified: boolean = false;

/** The line under the cards, for either state. */
export const resultsSource = {
  verified: 'Results of matters our firm handled, stated with our clients’ permission.',
  sample: 'These results are illustrative samples written for this website, not the outcomes of actual cases.',
} as const;

export const settlements = [
  {
    amount: '$12M',
    type: 'Wrongful death',
    description:
      'Recovered for the family of a father killed when a commercial driver ran a red light, securing support for his spouse and children for years to come.',
  },
  {
    amount: '$7.5M',
    type: 'Constitutional rights',
    description: 'Resolved a civil rights claim for a client who was seriously injured by an unlawful use of force during a police encounter.',
  },
  {
    amount: '$1.4M',
    type: 'Trucking accident',
    description: 'Recovered for a driver who suffered spinal injuries when a tractor-trailer changed lanes into her car on a busy highway.',
  },
  {
    amount: '$1M',
    type: 'Pedestrian accident',
    description: 'Secured for a pedestrian struck in a marked crosswalk by a turning driver who failed to yield.',
  },
  {
    amount: '$500K',
    type: 'Rear-end collision',
    description: 'Obtained for a commuter who needed shoulder surgery after being rear-ended in stop-and-go freeway traffic.',
  },
  {
    amount: '$375K',
    type: 'Negligence',
    description: 'Recovered for a client badly hurt by a hazard that a property owner knew about and never fixed.',
  },
  {
    amount: '$138.5K',
    type: 'Motor vehicle accident',
    description: 'Secured for a client hurt in an intersection crash after the insurer’s first offer fell far short of her medical bills and lost wages.',
  },
] as const satisfies readonly SettlementData[];
