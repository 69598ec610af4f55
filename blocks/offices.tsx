import { SiteLink, type SitePath } from './ui/site-link';
import { Section, SectionHeading, slugId } from './ui/section';
import { useUiCopy } from './ui/ui-copy-context';

export interface OfficesProps {
  readonly heading: string;
  readonly offices: readonly {
    readonly city: string;
    readonly street: string;
    readonly locality: string;
    readonly path: SitePath;
  }[];
}

export function Offices({ heading, offices }: OfficesProps) {
  const id = slugId(heading);
  const pageLink = useUiCopy().templates.offices.pageLink;
  return (
    <Section labelledBy={id} width="wide">
      <SectionHeading id={id}>{heading}</SectionHeading>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {offices.map((office) => (
          <li key={office.path} className="rounded-lg bg-white p-5 shadow ring-1 ring-slate-200">
            <h3 className="text-lg font-bold text-slate-900">{office.city}</h3>
            <address className="mt-2 text-base text-slate-700 not-italic">
              {office.street}
              <br />
              {office.locality}
            </address>
            <SiteLink to={office.path} className="mt-3 inline-block font-semibold text-red-800 underline hover:text-red-900">
              {pageLink(office.city)}
            </SiteLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
