import { SiteLink } from './site-link';
import { useId } from 'react';
import { caseTypes } from '../../data/case-types';
import { staticPaths } from '../../data/paths';

/** Where the form posts: the send-contact-email function, served by the site's own server. */
export const leadEndpoint = '/functions/v1/send-contact-email';

const field =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 focus-visible:border-red-700';
const label = 'block text-sm font-semibold text-slate-800';

/**
 * The consultation form of spec §3, as plain HTML that posts natively, so it works before and
 * without JavaScript. `sourceLabel` tells the firm which page the lead came from.
 */
export function LeadForm({ sourceLabel, heading }: { sourceLabel: string; heading: string }) {
  const id = useId();
  return (
    <form
      method="post"
      action={leadEndpoint}
      aria-labelledby={`${id}-heading`}
      className="rounded-lg bg-white p-5 text-left shadow-xl ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={`${id}-heading`} className="mb-1 text-xl font-bold text-slate-900">
        {heading}
      </h2>
      <p className="mb-4 text-sm text-slate-600">Free, confidential review. Fields marked * are required.</p>
      <input type="hidden" name="source_page" value={sourceLabel} />
      <div className="space-y-3">
        <div>
          <label htmlFor={`${id}-name`} className={label}>
            Name *
          </label>
          <input id={`${id}-name`} name="name" autoComplete="name" required className={field} />
        </div>
        <div>
          <label htmlFor={`${id}-phone`} className={label}>
            Phone *
          </label>
          <input id={`${id}-phone`} name="phone" type="tel" autoComplete="tel" required className={field} />
        </div>
        <div>
          <label htmlFor={`${id}-email`} className={label}>
            Email *
          </label>
          <input id={`${id}-email`} name="email" type="email" autoComplete="email" required className={field} />
        </div>
        <div>
          <label htmlFor={`${id}-case`} className={label}>
            Case type *
          </label>
          <select id={`${id}-case`} name="caseType" required defaultValue="" className={field}>
            <option value="" disabled>
              Select a case type
            </option>
            {caseTypes.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-message`} className={label}>
            What happened? <span className="font-normal text-slate-600">(optional)</span>
          </label>
          <textarea id={`${id}-message`} name="message" rows={3} className={field} />
        </div>
        <div className="flex items-start gap-3">
          <input
            id={`${id}-agree`}
            name="agreement"
            type="checkbox"
            value="yes"
            required
            className="mt-1 size-5 shrink-0 accent-red-700"
          />
          <label htmlFor={`${id}-agree`} className="text-sm text-slate-700">
            I agree to the{' '}
            <SiteLink to={staticPaths.terms} className="font-semibold text-red-800 underline">
              terms
            </SiteLink>{' '}
            and{' '}
            <SiteLink to={staticPaths.privacy} className="font-semibold text-red-800 underline">
              privacy policy
            </SiteLink>
            .
          </label>
        </div>
      </div>
      <button
        type="submit"
        className="mt-5 min-h-12 w-full rounded-md bg-red-700 px-6 py-3 text-lg font-bold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:bg-slate-400"
      >
        Get My Free Consultation
      </button>
      <p className="mt-3 text-xs leading-snug text-slate-600">
        Sending this form does not create an attorney-client relationship. Please keep confidential details for your
        consultation.
      </p>
    </form>
  );
}
