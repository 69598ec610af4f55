import { CallbackLanguage, CallLink, PhoneLink } from './ui/call-link';
import LeadForm from './islands/lead-form';
import { Island } from './ui/island';
import { useUiCopy } from './ui/ui-copy-context';
import { Section, SectionHeading, slugId } from './ui/section';

export interface OfficeContactProps {
  readonly heading: string;
  readonly officeName: string;
  readonly address: { readonly street: string; readonly city: string; readonly region: string; readonly postalCode: string };
  readonly available247: boolean;
  readonly sourceLabel: string;
}

/** City office pages: the office's address and contact line beside the form. */
export function OfficeContact({ heading, officeName, address, available247, sourceLabel }: OfficeContactProps) {
  const id = slugId(heading);
  const copy = useUiCopy();
  return (
    <Section labelledBy={id} tone="muted" width="wide" id="consultation">
      <div className="grid items-start gap-10 lg:grid-cols-2">
        <div>
          <SectionHeading id={id}>{heading}</SectionHeading>
          <address className="text-lg leading-relaxed text-slate-800 not-italic">
            <strong className="block text-slate-900">{officeName}</strong>
            {address.street}
            <br />
            {address.city}, {address.region} {address.postalCode}
          </address>
          <p className="mt-4 text-lg text-slate-800">
            {copy.officeLine} <PhoneLink phone="office" className="font-semibold text-red-800 underline" />
          </p>
          {available247 && <p className="mt-2 text-lg font-semibold text-slate-900">{copy.availability}</p>}
          <CallLink className="mt-6" />
          <CallbackLanguage className="mt-3 text-lg font-semibold text-slate-900" />
        </div>
        <Island of={LeadForm} props={{ sourceLabel, heading: copy.form.headings.office, copy: copy.form }} />
      </div>
    </Section>
  );
}
