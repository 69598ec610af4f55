import { firm } from '../data/firm';
import { CallbackLanguage, CallLink, PhoneLink } from './ui/call-link';
import { Section, SectionHeading, slugId } from './ui/section';
import { useUiCopy } from './ui/ui-copy-context';

export interface ContactDetailsProps {
  readonly heading: string;
  readonly hoursHeading: string;
}

/** Phones, email and hours of the firm, from data/firm.ts (the hours in the page's language, data/ui-copy.ts). */
export function ContactDetails({ heading, hoursHeading }: ContactDetailsProps) {
  const id = slugId(heading);
  const copy = useUiCopy();
  const words = copy.contactDetails;
  return (
    <Section labelledBy={id} width="wide">
      <div className="grid gap-10 md:grid-cols-2">
        <div>
          <SectionHeading id={id}>{heading}</SectionHeading>
          <dl className="space-y-3 text-lg">
            <div>
              <dt className="font-semibold text-slate-900">{words.mainLine}</dt>
              <dd>
                <PhoneLink phone="main" className="text-red-800 underline" />
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">{words.officeLine}</dt>
              <dd>
                <PhoneLink phone="office" className="text-red-800 underline" />
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">{words.email}</dt>
              <dd>
                <a href={`mailto:${firm.email}`} className="text-red-800 underline">
                  {firm.email}
                </a>
              </dd>
            </div>
          </dl>
          <CallLink className="mt-6" />
          <CallbackLanguage className="mt-3 text-lg font-semibold text-slate-900" />
        </div>
        <div>
          <h2 className="mb-6 text-2xl font-bold text-slate-900 sm:text-3xl">{hoursHeading}</h2>
          <dl className="space-y-3 text-lg">
            {copy.hours.map((row) => (
              <div key={row.days} className="flex flex-wrap justify-between gap-2 border-b border-slate-200 pb-2">
                <dt className="font-semibold text-slate-900">{row.days}</dt>
                <dd className="text-slate-700">{row.time}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </Section>
  );
}
