import type { FaqProps } from '../data/content';
import { Section, SectionHeading, slugId } from './ui/section';

/** FAQs as plain text, as the spec shows them on every page but catastrophic injuries. */
export function Faq({ heading, items }: FaqProps) {
  const id = slugId(heading);
  return (
    <Section labelledBy={id} tone="muted">
      <SectionHeading id={id}>{heading}</SectionHeading>
      <dl className="space-y-6">
        {items.map((item) => (
          <div key={item.question}>
            <dt className="text-lg font-semibold text-slate-900">{item.question}</dt>
            <dd className="mt-2 text-lg leading-relaxed text-slate-700">{item.answer}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
