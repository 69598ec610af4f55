import { Section, SectionHeading, slugId } from './ui/section';

export interface CommunitiesProps {
  readonly heading: string;
  readonly intro: string;
  readonly communities: readonly string[];
}

export function Communities({ heading, intro, communities }: CommunitiesProps) {
  const id = slugId(heading);
  return (
    <Section labelledBy={id}>
      <SectionHeading id={id}>{heading}</SectionHeading>
      <p className="mb-6 text-lg text-slate-700">{intro}</p>
      <ul className="flex flex-wrap gap-2">
        {communities.map((community) => (
          <li key={community} className="rounded-full bg-stone-100 px-4 py-2 text-base text-slate-800 ring-1 ring-stone-300">
            {community}
          </li>
        ))}
      </ul>
    </Section>
  );
}
