import { CallLink } from './ui/call-link';
import { Paragraphs } from './ui/prose';
import { Section, SectionHeading, slugId } from './ui/section';

export interface AboutPartnerProps {
  readonly heading: string;
  readonly body: readonly string[];
  readonly ctaBox: { readonly heading: string; readonly body: string };
}

export function AboutPartner({ heading, body, ctaBox }: AboutPartnerProps) {
  const id = slugId(heading);
  return (
    <Section labelledBy={id} width="wide">
      <div className="grid items-start gap-10 lg:grid-cols-[1fr_22rem]">
        <div>
          <SectionHeading id={id}>{heading}</SectionHeading>
          <Paragraphs items={body} />
        </div>
        <aside aria-labelledby={`${id}-cta`} className="rounded-lg bg-slate-900 p-6 text-white shadow-xl">
          <h3 id={`${id}-cta`} className="text-xl font-bold">
            {ctaBox.heading}
          </h3>
          <p className="mt-3 text-base text-slate-200">{ctaBox.body}</p>
          <CallLink className="mt-5 w-full" />
        </aside>
      </div>
    </Section>
  );
}
