import { SiteLink, type SitePath } from './ui/site-link';
import type { CtaProps } from '../data/content';
import { CallLink } from './ui/call-link';
import { FeeTerms } from './ui/fee-terms';
import { slugId } from './ui/section';
import { useUiCopy } from './ui/ui-copy-context';

/** The closing call-to-action panel. */
export function Cta({ heading, body, fees, consultationLink }: CtaProps) {
  const id = slugId(heading);
  const copy = useUiCopy();
  return (
    <section aria-labelledby={id} className="bg-white px-4 py-12 sm:py-16">
      <div className="hero-gradient mx-auto max-w-4xl rounded-2xl px-6 py-10 text-center text-white shadow-xl sm:px-12">
        <h2 id={id} className="text-2xl font-bold sm:text-3xl">
          {heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-red-50">{body}</p>
        {fees && <FeeTerms fees={fees} />}
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <CallLink look="light" />
          {consultationLink && (
            <SiteLink
              to={copy.contactPath as SitePath}
              className="inline-flex min-h-12 items-center rounded-md border-2 border-white px-6 py-3 text-lg font-bold text-white hover:bg-white/10"
            >
              {copy.freeConsultation.button}
            </SiteLink>
          )}
        </div>
      </div>
    </section>
  );
}
