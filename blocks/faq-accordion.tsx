import type { FaqProps } from '../data/content';
import FaqAccordionList from './islands/faq-accordion-list';
import { Island } from './ui/island';
import { Section, SectionHeading, slugId } from './ui/section';

/** The catastrophic-injuries FAQ (spec §2, §4), as an accordion (blocks/islands/faq-accordion-list.tsx). */
export function FaqAccordion({ heading, items }: FaqProps) {
  const id = slugId(heading);
  return (
    <Section labelledBy={id} tone="muted">
      <SectionHeading id={id}>{heading}</SectionHeading>
      <Island of={FaqAccordionList} props={{ items }} />
    </Section>
  );
}
