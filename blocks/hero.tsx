import { CallLink } from './ui/call-link';
import { Stars } from './ui/stars';

export interface HeroProps {
  readonly headline: string;
  readonly subheadline: string;
  readonly eyebrow?: string;
  /** The call button's text; no call button when absent. */
  readonly callLabel?: string;
  readonly stars?: boolean;
  /** Anchor for /#home. */
  readonly anchor?: string;
}

export function Hero({ headline, subheadline, eyebrow, callLabel, stars, anchor }: HeroProps) {
  return (
    <section id={anchor} className="hero-gradient px-4 pt-28 pb-14 text-white sm:pt-32 sm:pb-20">
      <div className="mx-auto max-w-4xl text-center">
        {eyebrow && <p className="mb-3 text-sm font-semibold tracking-widest text-red-100 uppercase">{eyebrow}</p>}
        <h1 className="text-3xl leading-tight font-extrabold text-balance sm:text-5xl">{headline}</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-red-50 sm:text-xl">{subheadline}</p>
        {stars && (
          <div className="mt-5 flex justify-center">
            <Stars />
          </div>
        )}
        {callLabel && (
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <CallLink label={callLabel} look="light" />
          </div>
        )}
      </div>
    </section>
  );
}
