import { intakePageCopy } from '../data/intake-page-copy';
import IntakeLead from './islands/intake-lead';
import { Island } from './ui/island';

export interface IntakeLeadSectionProps {
  readonly heading: string;
}

/** The intake page's body: its heading, and the lead its link names (an island: the token is in the address's fragment). */
export function IntakeLeadSection({ heading }: IntakeLeadSectionProps) {
  const { help } = intakePageCopy;
  return (
    <section className="bg-stone-100 px-4 pt-28 pb-16 sm:pt-32">
      <div className="mx-auto max-w-xl">
        <h1 className="mb-6 text-3xl font-extrabold text-slate-900">{heading}</h1>
        <Island of={IntakeLead} props={{}} />
        <noscript>
          <p>{intakePageCopy.noScript}</p>
        </noscript>
        <section aria-labelledby="intake-help" className="mt-12 border-t border-stone-300 pt-8">
          <h2 id="intake-help" className="mb-3 text-xl font-bold text-slate-900">
            {help.heading}
          </h2>
          <dl className="space-y-3">
            {help.items.map((item) => (
              <div key={item.term}>
                <dt className="font-semibold text-slate-900">{item.term}</dt>
                <dd className="text-slate-700">{item.meaning}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-slate-700">{help.privacy}</p>
        </section>
      </div>
    </section>
  );
}
