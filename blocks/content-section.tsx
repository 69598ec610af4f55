import type { ContentSectionProps } from '../data/content';
import { List, Paragraphs } from './ui/prose';
import { Section, SectionHeading, slugId } from './ui/section';

export function ContentSection({ heading, body, list, after }: ContentSectionProps) {
  const id = slugId(heading);
  return (
    <Section labelledBy={id}>
      <SectionHeading id={id}>{heading}</SectionHeading>
      <Paragraphs items={body} />
      {list && <List style={list.style} items={list.items} />}
      {after && <Paragraphs items={after} />}
    </Section>
  );
}
