import type { FeeTerms as FeeTermsData } from '../data/content';
import { CallbackLanguage, CallLink } from './ui/call-link';
import { FeeTerms } from './ui/fee-terms';
import { Stars, type RatingLine } from './ui/stars';

export interface HeroProps {
  readonly headline: string;
  readonly subheadline: string;
  /** The fee line under the subheadline, with who pays costs in small print. */
  readonly fees?: FeeTermsData;
  /** The call button's text; no call button when absent. */
  readonly callLabel?: string;
  readonly rating?: RatingLine;
  /** Anchor for /#home. */
  readonly anchor?: string;
}

export function Hero({ headline, subheadline, fees, callLabel, rating, anchor }: HeroProps) {
  return (
    <section id={anchor} className="hero-gradient px-4 pt-28 pb-14 text-white sm:pt-32 sm:pb-20">
      <div className="mx-auto max-w-4xl text-center">
        <h1 className="text-3xl leading-tight font-extrabold text-balance sm:text-5xl">{headline}</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-red-50 sm:text-xl">{subheadline}</p>
        {fees && <FeeTerms fees={fees} />}
        {rating && (
          <div className="mt-5 flex flex-wrap items-center justify-center gap-3">
            <Stars label={rating.label} />
            <span className="text-sm font-semibold text-red-50">{rating.line}</span>
          </div>
        )}
        {callLabel && (
          <>
            <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
              <CallLink label={callLabel} look="light" />
            </div>
            <CallbackLanguage className="mt-4 text-base font-semibold text-red-50" />
          </>
        )}
      </div>
    </section>
  );
}
