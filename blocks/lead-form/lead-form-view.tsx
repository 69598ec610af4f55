import type { FormEvent, ReactNode, Ref } from 'react';
import { caseTypes } from '../../data/case-types';
import type { FormCopy } from '../../data/ui-copy';
import { confirmationTextCopy } from '../../data/confirmation-text';
import { attributionConsentField, attributionConsentValue } from '../../lead-core/attribution.ts';
import { confirmationTextField } from '../../lead-core/lead-schema.ts';
import { leadFunctionUrlIn } from './lead-target';
import { PhoneLink } from '../ui/call-link';
import { SiteLink, type SitePath } from '../ui/site-link';

/** `attribution_consent` and `confirmation_text`: the optional boxes, named as the plain form posts them (lead-core/). */
export type LeadFormValues = {
  name: string;
  phone: string;
  email: string;
  caseType: string;
  message: string;
  agreement: boolean;
  [attributionConsentField]: boolean;
  [confirmationTextField]: boolean;
};
export type LeadFieldName = keyof LeadFormValues;

export const emptyLeadForm: LeadFormValues = {
  name: '',
  phone: '',
  email: '',
  caseType: '',
  message: '',
  agreement: false,
  [attributionConsentField]: false,
  [confirmationTextField]: false,
};

/** What the live form (TanStack Form) drives; without it the controls are plain, uncontrolled HTML. */
export interface LeadFormControl {
  values: LeadFormValues;
  errors: Partial<Record<LeadFieldName, string>>;
  change: <K extends LeadFieldName>(name: K, value: LeadFormValues[K]) => void;
  blur: (name: LeadFieldName) => void;
  submit: (event: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
}

export interface LeadFormViewProps {
  id: string;
  heading: string;
  sourceLabel: string;
  /** The form's words in the page's language (data/ui-copy.ts), and the language the lead is sent with. */
  copy: FormCopy;
  /** Chosen in the plain form's select from the start; the live form holds its own value. */
  initialCaseType?: string;
  control?: LeadFormControl;
  /** Disabled-until-agreed only once scripts run: without them the browser's `required` guards it. */
  submitDisabled: boolean;
  /** Once scripts run, the form validates itself and shows §5's messages instead of the browser's. */
  validatesItself: boolean;
  formRef?: Ref<HTMLFormElement>;
  /** The visitor reached for the form: the shell loads the live form. */
  onIntent?: () => void;
}

const fieldClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 focus-visible:border-red-700 aria-[invalid=true]:border-red-700';
const labelClass = 'block text-sm font-semibold text-slate-800';

const textFields = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'email', type: 'email', autoComplete: 'email' },
] as const;

/**
 * The consultation form's markup (spec §3–§5): a real HTML form that posts natively, so it works
 * before and without JavaScript. The same markup is driven by the live form once loaded.
 */
export function LeadFormView({
  id,
  heading,
  sourceLabel,
  copy,
  initialCaseType = '',
  control,
  submitDisabled,
  validatesItself,
  formRef,
  onIntent,
}: LeadFormViewProps) {
  // Why the grey button does not send yet. The live form drops it once the box is ticked; the plain
  // form, which React does not drive, hides it by CSS (src/styles.css) and keeps it as the button's description.
  const agreed = control?.values.agreement ?? false;
  const agreeFirstId = `${id}-agree-first`;
  const bind = (name: Exclude<LeadFieldName, 'agreement' | typeof attributionConsentField | typeof confirmationTextField>) =>
    control && {
      value: control.values[name],
      onChange: (event: { target: { value: string } }) => control.change(name, event.target.value),
      onBlur: () => control.blur(name),
    };
  return (
    <form
      ref={formRef}
      method="post"
      // Without JavaScript the form posts to the lead function (Supabase's, or the site's own),
      // which answers with a 303 to this site's /thank-you. Its address names the form's language.
      action={leadFunctionUrlIn(copy.language)}
      aria-labelledby={`${id}-heading`}
      noValidate={validatesItself}
      onFocus={onIntent}
      onPointerDown={onIntent}
      onSubmit={control?.submit ?? ((event) => validatesItself && event.preventDefault())}
      className="rounded-lg bg-white p-5 text-left text-slate-900 shadow-xl ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={`${id}-heading`} className="mb-1 text-xl font-bold text-slate-900">
        {heading}
      </h2>
      <p className="mb-4 text-sm text-slate-600">{copy.subheading}</p>
      <input type="hidden" name="source_page" value={sourceLabel} />
      <input type="hidden" name="language" value={copy.language} />
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>{copy.honeypot}</label>
        <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="space-y-3">
        {textFields.map((spec) => (
          <Field key={spec.name} id={`${id}-${spec.name}`} label={copy.labels[spec.name]} error={control?.errors[spec.name]}>
            {(props) => (
              <input {...props} {...bind(spec.name)} name={spec.name} type={spec.type} autoComplete={spec.autoComplete} required className={fieldClass} />
            )}
          </Field>
        ))}
        <Field id={`${id}-caseType`} label={copy.labels.caseType} error={control?.errors.caseType}>
          {(props) => (
            <select {...props} {...bind('caseType')} defaultValue={control ? undefined : initialCaseType} name="caseType" required className={fieldClass}>
              <option value="" disabled>
                {copy.placeholder}
              </option>
              {caseTypes.map((type) => (
                <option key={type} value={type}>
                  {copy.caseTypes[type]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${id}-message`} label={copy.labels.message} error={control?.errors.message}>
          {(props) => <textarea {...props} {...bind('message')} name="message" rows={3} className={fieldClass} />}
        </Field>
        <div>
          <div className="flex items-start gap-3">
            <input
              id={`${id}-agreement`}
              name="agreement"
              type="checkbox"
              value="yes"
              required
              {...(control && {
                checked: control.values.agreement,
                onChange: (event: { target: { checked: boolean } }) => control.change('agreement', event.target.checked),
                onBlur: () => control.blur('agreement'),
              })}
              aria-invalid={control?.errors.agreement ? true : undefined}
              aria-describedby={control?.errors.agreement ? `${id}-agreement-error` : undefined}
              className="mt-1 size-5 shrink-0 accent-red-700"
            />
            <label htmlFor={`${id}-agreement`} className="text-sm text-slate-700">
              {copy.agreement.before}{' '}
              <SiteLink to={copy.agreementLinks.terms as SitePath} className="font-semibold text-red-800 underline">
                {copy.agreement.terms}
              </SiteLink>{' '}
              {copy.agreement.between}{' '}
              <SiteLink to={copy.agreementLinks.privacy as SitePath} className="font-semibold text-red-800 underline">
                {copy.agreement.privacy}
              </SiteLink>
              {copy.agreement.after}
            </label>
          </div>
          <ErrorText id={`${id}-agreement-error`} message={control?.errors.agreement} />
        </div>
        {/* Optional and never ticked in advance, both. This one: the lead keeps where the visit came
            from (blocks/lead-form/visit-source.ts); without it, the lead keeps none of that. */}
        <div className="flex items-start gap-3">
          <input
            id={`${id}-${attributionConsentField}`}
            name={attributionConsentField}
            type="checkbox"
            value={attributionConsentValue}
            {...(control && {
              checked: control.values[attributionConsentField],
              onChange: (event: { target: { checked: boolean } }) => control.change(attributionConsentField, event.target.checked),
            })}
            aria-describedby={`${id}-${attributionConsentField}-details`}
            className="mt-1 size-5 shrink-0 accent-red-700"
          />
          <div>
            <label htmlFor={`${id}-${attributionConsentField}`} className="text-sm text-slate-700">
              {copy.messages.attributionConsent}
            </label>
            {/* What RCW 19.373.030(1)(c) asks the request itself to say, and the policy's section on it. */}
            <p id={`${id}-${attributionConsentField}-details`} className="mt-1 text-xs leading-snug text-slate-600">
              {copy.messages.attributionConsentDetails}{' '}
              <a href={copy.attributionPolicy.href} className="font-semibold text-red-800 underline">
                {copy.attributionPolicy.text}
              </a>
            </p>
          </div>
        </div>
        {/* The visitor gets one text confirming the request (lead-core/channels/confirmation-text.ts). */}
        <div className="flex items-start gap-3">
          <input
            id={`${id}-${confirmationTextField}`}
            name={confirmationTextField}
            type="checkbox"
            value={attributionConsentValue}
            {...(control && {
              checked: control.values[confirmationTextField],
              onChange: (event: { target: { checked: boolean } }) => control.change(confirmationTextField, event.target.checked),
            })}
            className="mt-1 size-5 shrink-0 accent-red-700"
          />
          <label htmlFor={`${id}-${confirmationTextField}`} className="text-sm text-slate-700">
            {confirmationTextCopy[copy.language].box}
          </label>
        </div>
      </div>
      <button
        type="submit"
        disabled={submitDisabled}
        aria-describedby={agreed ? undefined : agreeFirstId}
        className="mt-5 min-h-12 w-full rounded-md bg-red-700 px-6 py-3 text-lg font-bold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:bg-slate-500"
      >
        {control?.submitting ? copy.sending : copy.submit}
      </button>
      {!agreed && (
        <p id={agreeFirstId} className="agree-first mt-2 text-sm text-slate-700">
          {copy.agreeFirst}
        </p>
      )}
      <p className="mt-3 text-xs leading-snug text-slate-600">
        {copy.notice} {copy.hurry} <PhoneLink phone="main" className="font-semibold text-red-800 underline" />.
      </p>
      {copy.callbackLanguage && <p className="mt-2 text-sm font-semibold text-slate-900">{copy.callbackLanguage}</p>}
    </form>
  );
}

type ControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

/** A labelled control with its error tied to it and announced when it appears. */
function Field({ id, label, error, children }: { id: string; label: string; error: string | undefined; children: (props: ControlProps) => ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children({ id, ...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {}) })}
      <ErrorText id={`${id}-error`} message={error} />
    </div>
  );
}

function ErrorText({ id, message }: { id: string; message: string | undefined }) {
  return (
    <p id={id} role="alert" className="mt-1 min-h-0 text-sm font-semibold text-red-800 empty:hidden">
      {message}
    </p>
  );
}
