import LeadForm from './islands/lead-form';
import { Island } from './ui/island';
import { useUiCopy } from './ui/ui-copy-context';
import { Paragraphs } from './ui/prose';
import { Section, SectionHeading, slugId } from './ui/section';

export interface FormProps {
  readonly heading: string;
  readonly intro: readonly string[];
  readonly sourceLabel: string;
}

/** A consultation form section of its own (home, bios, contact). */
export function Form({ heading, intro, sourceLabel }: FormProps) {
  const id = slugId(heading);
  const copy = useUiCopy().form;
  return (
    <Section labelledBy={id} tone="muted" width="wide" id="consultation">
      <div className="grid items-start gap-10 lg:grid-cols-2">
        <div>
          <SectionHeading id={id}>{heading}</SectionHeading>
          <Paragraphs items={intro} />
        </div>
        <Island of={LeadForm} props={{ sourceLabel, heading: copy.headings.section, copy }} />
      </div>
    </Section>
  );
}
