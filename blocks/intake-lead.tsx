import { intakePageCopy } from '../data/intake-page-copy';
import IntakeLead from './islands/intake-lead';
import { Island } from './ui/island';

export interface IntakeLeadSectionProps {
  readonly heading: string;
}

/** The intake page's body: its heading, and the lead its link names (an island: the token is in the address's fragment). */
export function IntakeLeadSection({ heading }: IntakeLeadSectionProps) {
  return (
    <section className="bg-stone-100 px-4 pt-28 pb-16 sm:pt-32">
      <div className="mx-auto max-w-xl">
        <h1 className="mb-6 text-3xl font-extrabold text-slate-900">{heading}</h1>
        <Island of={IntakeLead} props={{}} />
        <noscript>
          <p>{intakePageCopy.noScript}</p>
        </noscript>
      </div>
    </section>
  );
}
