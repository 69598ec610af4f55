import { SiteLink, type SitePath } from './ui/site-link';
import { Picture } from './ui/picture';
import { PortraitArt } from './ui/practice-art';
import { Section, SectionHeading, slugId } from './ui/section';

export interface TeamCardsProps {
  readonly heading: string;
  readonly intro: string;
  readonly members: readonly {
    readonly name: string;
    readonly title: string;
    readonly initials: string;
    readonly alt: string;
    readonly blurb: string;
    readonly path: SitePath;
  }[];
}

export function TeamCards({ heading, intro, members }: TeamCardsProps) {
  const id = slugId(heading);
  return (
    <Section labelledBy={id} tone="muted" width="wide">
      <SectionHeading id={id}>{heading}</SectionHeading>
      <p className="mb-8 max-w-3xl text-lg text-slate-700">{intro}</p>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {members.map((member) => (
          <li key={member.path} className="flex flex-col overflow-hidden rounded-lg bg-white shadow ring-1 ring-slate-200">
            <Picture alt={member.alt} width={320} height={400} art={<PortraitArt initials={member.initials} />} className="h-auto w-full" />
            <div className="flex flex-1 flex-col p-5">
              <h3 className="text-xl font-bold text-slate-900">{member.name}</h3>
              <p className="font-semibold text-red-800">{member.title}</p>
              <p className="mt-2 flex-1 text-base text-slate-700">{member.blurb}</p>
              <SiteLink to={member.path} className="mt-4 font-semibold text-red-800 underline hover:text-red-900">
                Read {member.name}'s biography
              </SiteLink>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
