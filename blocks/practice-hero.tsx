import type { FeeTerms } from '../data/content';
import type { CaseType } from '../data/case-types';
import { useUiCopy } from './ui/ui-copy-context';
import { CallbackLanguage, CallLink } from './ui/call-link';
import LeadForm from './islands/lead-form';
import { Island } from './ui/island';
import { Stars, type RatingLine } from './ui/stars';

export interface PracticeHeroProps {
  readonly headline: string;
  readonly subheadline: string;
  readonly callLabel: string;
  readonly sourceLabel: string;
  readonly available247: boolean;
  readonly rating: RatingLine;
  /** The fee line of the list beside the free consultation, and who pays costs under it. */
  readonly fees: FeeTerms;
  /** The case type the form starts with; none is chosen without it. */
  readonly formCaseType?: CaseType;
  /** Which notice the form shows under its button (the practice group's, data/practice-groups.ts); the general one without it. */
  readonly formNotice?: 'notice' | 'criminalNotice';
}

/** Spec §2 practice layout: at least ~70% of the viewport, red gradient, stars, call button, form on the right. */
export function PracticeHero({ headline, subheadline, callLabel, sourceLabel, available247, rating, fees, formCaseType, formNotice }: PracticeHeroProps) {
  const copy = useUiCopy();
  return (
    <section className="hero-gradient min-h-[70vh] px-4 pt-24 pb-12 text-white sm:pt-28">
      <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-[1fr_26rem]">
        <div>
          <h1 className="text-3xl leading-tight font-extrabold text-balance sm:text-5xl">{headline}</h1>
          <p className="mt-5 text-lg text-red-50 sm:text-xl">{subheadline}</p>
          <div className="mt-5 flex flex-wrap items-center gap-3">
            <Stars label={rating.label} />
            <span className="text-sm font-semibold text-red-50">{rating.line}</span>
          </div>
          <ul className="mt-6 space-y-1 text-base text-red-50">
            <li>{copy.freeConsultation.item}</li>
            <li>{fees.line}</li>
            {available247 && <li>{copy.availability}</li>}
          </ul>
          {fees.costs && <p className="mt-3 max-w-xl text-sm text-red-50">{fees.costs}</p>}
          <div className="mt-8">
            <CallLink label={callLabel} look="light" />
            <CallbackLanguage className="mt-3 text-base font-semibold text-red-50" />
          </div>
        </div>
        <Island
          of={LeadForm}
          props={{
            sourceLabel,
            heading: copy.form.headings.hero,
            // On a criminal-defense page the message box asks for what the notice allows: a time to call.
            copy:
              formNotice === 'criminalNotice'
                ? { ...copy.form, notice: copy.form.criminalNotice, labels: { ...copy.form.labels, message: copy.form.criminalMessageLabel } }
                : copy.form,
            ...(formCaseType && { initialCaseType: formCaseType }),
          }}
        />
      </div>
    </section>
  );
}
