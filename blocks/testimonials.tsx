import type { TestimonialData } from '../data/types';
import { Section, SectionHeading, slugId } from './ui/section';
import { Stars } from './ui/stars';
import { useUiCopy } from './ui/ui-copy-context';

export interface TestimonialsProps {
  readonly heading: string;
  readonly intro: string;
  readonly items: readonly TestimonialData[];
  /** Where the quotes come from: real clients' words, or samples (data/testimonials.ts). */
  readonly source: string;
}

export function Testimonials({ heading, intro, items, source }: TestimonialsProps) {
  const id = slugId(heading);
  const priorResults = useUiCopy().priorResults;
  return (
    <Section labelledBy={id} tone="muted" width="wide">
      <SectionHeading id={id}>{heading}</SectionHeading>
      <p className="mb-8 max-w-3xl text-lg text-slate-700">{intro}</p>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.name}>
            <figure className="flex h-full flex-col rounded-lg bg-white p-6 shadow ring-1 ring-slate-200">
              <Stars size={18} label="" />
              <blockquote className="mt-4 flex-1 text-base leading-relaxed text-slate-700">“{item.quote}”</blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="font-semibold text-slate-900">{item.name}</span>
                <span className="text-slate-600"> · {item.matter}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm text-slate-600">
        {source} {priorResults}
      </p>
    </Section>
  );
}
