import { useForm } from '@tanstack/react-form';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { firm } from '../../data/firm';
import { staticPaths } from '../../data/paths';
import { caseTypes, leadFormSchema } from '../../supabase/functions/_shared/lead-schema.ts';
import { loadLeadClient, sendLead } from './lead-client';
import { SiteLink } from './site-link';
import { prepareToasts, showToast } from './toasts';

/** Where the form posts without JavaScript: the send-contact-email function on the site's server. */
export const leadEndpoint = '/functions/v1/send-contact-email';

const fieldClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 focus-visible:border-red-700 aria-[invalid=true]:border-red-700';
const labelClass = 'block text-sm font-semibold text-slate-800';

type LeadFormValues = { name: string; phone: string; email: string; caseType: string; message: string; agreement: boolean };

const textFields = [
  { name: 'name', label: 'Name *', type: 'text', autoComplete: 'name' },
  { name: 'phone', label: 'Phone *', type: 'tel', autoComplete: 'tel' },
  { name: 'email', label: 'Email *', type: 'email', autoComplete: 'email' },
] as const;

const emptyForm: LeadFormValues = { name: '', phone: '', email: '', caseType: '', message: '', agreement: false };

/**
 * The consultation form of spec §3–§5. It is a real HTML form that posts natively, so it works
 * before and without JavaScript; once hydrated, TanStack Form validates with the schema the
 * function uses and sends through supabase-js. `sourceLabel` tells the firm where the lead came from.
 */
export function LeadForm({ sourceLabel, heading }: { sourceLabel: string; heading: string }) {
  const id = useId();
  // Disabled-until-agreed only once scripts run: without them the browser's `required` guards it.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // One id per attempt: a double click or a retry after a network error stores one lead.
  const attemptId = useRef<string | undefined>(undefined);

  const form = useForm({
    defaultValues: emptyForm,
    validators: { onChange: leadFormSchema, onSubmit: leadFormSchema },
    onSubmit: async ({ value, formApi }) => {
      attemptId.current ??= crypto.randomUUID();
      const result = await sendLead({
        name: value.name,
        phone: value.phone,
        email: value.email,
        caseType: value.caseType,
        message: value.message,
        source_page: sourceLabel,
        source_url: window.location.href,
        page_title: document.title,
        referrer: document.referrer,
        user_agent: navigator.userAgent,
        submissionId: attemptId.current,
      });
      if (result.ok) {
        attemptId.current = undefined;
        formApi.reset();
        await showToast('success', "Thank you! Your message has been sent. We'll get back to you soon.");
      } else {
        await showToast('error', result.message || 'Failed to submit form. Please try again.');
      }
    },
  });

  const warmUp = () => {
    prepareToasts();
    void loadLeadClient();
  };

  return (
    <form
      method="post"
      action={leadEndpoint}
      aria-labelledby={`${id}-heading`}
      noValidate={hydrated}
      onFocus={warmUp}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
      className="rounded-lg bg-white p-5 text-left text-slate-900 shadow-xl ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={`${id}-heading`} className="mb-1 text-xl font-bold text-slate-900">
        {heading}
      </h2>
      <p className="mb-4 text-sm text-slate-600">Free, confidential review. Fields marked * are required.</p>
      <input type="hidden" name="source_page" value={sourceLabel} />
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Leave this field empty</label>
        <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <form.Subscribe selector={(state) => state.submissionAttempts}>
        {(attempts) => (
          <div className="space-y-3">
            {textFields.map((spec) => (
              <form.Field key={spec.name} name={spec.name}>
                {(field) => (
                  <Field id={`${id}-${spec.name}`} label={spec.label} error={visibleError(field.state.meta, attempts)}>
                    {(props) => (
                      <input
                        {...props}
                        name={spec.name}
                        type={spec.type}
                        autoComplete={spec.autoComplete}
                        required
                        value={field.state.value}
                        onChange={(event) => field.handleChange(event.target.value)}
                        onBlur={field.handleBlur}
                        className={fieldClass}
                      />
                    )}
                  </Field>
                )}
              </form.Field>
            ))}
            <form.Field name="caseType">
              {(field) => (
                <Field id={`${id}-case`} label="Case type *" error={visibleError(field.state.meta, attempts)}>
                  {(props) => (
                    <select
                      {...props}
                      name="caseType"
                      required
                      value={field.state.value}
                      onChange={(event) => field.handleChange(event.target.value)}
                      onBlur={field.handleBlur}
                      className={fieldClass}
                    >
                      <option value="" disabled>
                        Select a case type
                      </option>
                      {caseTypes.map((type) => (
                        <option key={type} value={type}>
                          {type}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
              )}
            </form.Field>
            <form.Field name="message">
              {(field) => (
                <Field id={`${id}-message`} label="What happened? (optional)" error={visibleError(field.state.meta, attempts)}>
                  {(props) => (
                    <textarea
                      {...props}
                      name="message"
                      rows={3}
                      value={field.state.value}
                      onChange={(event) => field.handleChange(event.target.value)}
                      onBlur={field.handleBlur}
                      className={fieldClass}
                    />
                  )}
                </Field>
              )}
            </form.Field>
            <form.Field name="agreement">
              {(field) => {
                const error = visibleError(field.state.meta, attempts);
                return (
                  <div>
                    <div className="flex items-start gap-3">
                      <input
                        id={`${id}-agree`}
                        name="agreement"
                        type="checkbox"
                        value="yes"
                        required
                        checked={field.state.value}
                        onChange={(event) => field.handleChange(event.target.checked)}
                        onBlur={field.handleBlur}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${id}-agree-error` : undefined}
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
                    <ErrorText id={`${id}-agree-error`} message={error} />
                  </div>
                );
              }}
            </form.Field>
          </div>
        )}
      </form.Subscribe>
      <form.Subscribe selector={(state) => [state.values.agreement, state.isSubmitting] as const}>
        {([agreed, submitting]) => (
          <button
            type="submit"
            disabled={hydrated && (!agreed || submitting)}
            className="mt-5 min-h-12 w-full rounded-md bg-red-700 px-6 py-3 text-lg font-bold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:bg-slate-500"
          >
            {submitting ? 'Sending...' : 'Get My Free Consultation'}
          </button>
        )}
      </form.Subscribe>
      <p className="mt-3 text-xs leading-snug text-slate-600">
        Sending this form does not create an attorney-client relationship. Please keep confidential details for your
        consultation. In a hurry? Call{' '}
        <a href={`tel:${firm.phones.main.tel}`} className="font-semibold text-red-800 underline">
          {firm.phones.main.display}
        </a>
        .
      </p>
    </form>
  );
}

/** A field's first error, shown once the field is touched or a submit was tried (not while typing fresh). */
function visibleError(meta: { isTouched: boolean; errors: readonly ({ message: string } | undefined)[] }, attempts: number) {
  return meta.isTouched || attempts > 0 ? meta.errors[0]?.message : undefined;
}

type ControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

/** A labelled control with its error tied to it and announced when it appears. */
function Field({
  id,
  label,
  error: message,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: (props: ControlProps) => ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children({ id, ...(message ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {}) })}
      <ErrorText id={`${id}-error`} message={message} />
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
