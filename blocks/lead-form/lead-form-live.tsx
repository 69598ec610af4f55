import { useField, useForm, useStore } from '@tanstack/react-form';
import { startTransition, useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { FormCopy } from '../../data/ui-copy';
import { attributionConsentField, attributionConsentValue } from '../../lead-core/attribution.ts';
import { confirmationTextField, leadFormSchemaIn } from '../../lead-core/lead-schema.ts';
import { loadLeadClient, sendLead } from './lead-client';
import { emptyLeadForm, LeadFormView, type LeadFieldName, type LeadFormControl, type LeadFormValues } from './lead-form-view';
import { prepareToasts, showToast } from './toasts';
import { visitFields } from './visit-source';

export interface LiveLeadFormProps {
  id: string;
  heading: string;
  sourceLabel: string;
  copy: FormCopy;
  /** The case type the form starts with, and returns to after it is sent. */
  initialCaseType?: string;
  /** What the visitor typed into the plain form before this one loaded. */
  initialValues: LeadFormValues;
  /** The field the visitor is in as this form takes over; the others they filled were left. */
  focusedField?: LeadFieldName;
}

/**
 * The consultation form once the visitor starts on it: TanStack Form validates with the schema
 * the function uses (spec §5) and sends through Supabase's functions client (§7), with §8's toasts.
 */
export function LiveLeadForm({ id, heading, sourceLabel, copy, initialCaseType = '', initialValues, focusedField }: LiveLeadFormProps) {
  const [schema] = useState(() => leadFormSchemaIn(copy.language));
  // Stable across renders: useForm is handed its options again on each one.
  const [defaults] = useState<LeadFormValues>(() => ({ ...emptyLeadForm, caseType: initialCaseType }));
  // One id per attempt: a double click or a retry after a network error stores one lead.
  const attemptId = useRef<string | undefined>(undefined);
  useEffect(() => {
    void prepareToasts(copy.toaster);
    void loadLeadClient();
  }, [copy.toaster]);

  const form = useForm({
    defaultValues: defaults,
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: async ({ value, formApi }) => {
      attemptId.current ??= crypto.randomUUID();
      const result = await sendLead(
        {
          name: value.name,
          phone: value.phone,
          email: value.email,
          caseType: value.caseType,
          message: value.message,
          language: copy.language,
          source_page: sourceLabel,
          page_title: document.title,
          user_agent: navigator.userAgent,
          submissionId: attemptId.current,
          // The visit only with the box ticked; without it, only its kind, for the week's count.
          ...visitFields(value[attributionConsentField]),
          ...(value[confirmationTextField] && { [confirmationTextField]: attributionConsentValue }),
        },
        copy.language,
      );
      if (result.ok) {
        attemptId.current = undefined;
        formApi.reset();
        await showToast(copy.toaster, 'success', copy.messages.sent);
      } else {
        await showToast(copy.toaster, 'error', result.message ?? copy.messages.failed);
      }
    },
  });
  // Start from what was typed, while a reset after sending still empties the form.
  useState(() => form.reset(initialValues, { keepDefaultValues: true }));

  const fields = {
    name: useField({ form, name: 'name' }),
    phone: useField({ form, name: 'phone' }),
    email: useField({ form, name: 'email' }),
    caseType: useField({ form, name: 'caseType' }),
    message: useField({ form, name: 'message' }),
    agreement: useField({ form, name: 'agreement' }),
    [attributionConsentField]: useField({ form, name: attributionConsentField }),
    [confirmationTextField]: useField({ form, name: confirmationTextField }),
  };
  // A field filled in and left before this code arrived (a slow connection) is checked as if it
  // were left just now, so its error shows as it would have.
  // Once, at take-over: later blurs go through the fields' own handlers.
  const checkFieldsLeftBeforeTakeOver = useEffectEvent(() => {
    const left = (Object.keys(fields) as LeadFieldName[]).filter((name) => name !== focusedField && initialValues[name] !== defaults[name]);
    if (left.length === 0) return;
    for (const name of left) fields[name].handleBlur();
    void form.validate('change');
  });
  useEffect(() => checkFieldsLeftBeforeTakeOver(), []);
  const attempts = useStore(form.store, (state) => state.submissionAttempts);
  const submitting = useStore(form.store, (state) => state.isSubmitting);

  const names = Object.keys(fields) as LeadFieldName[];
  const control: LeadFormControl = {
    values: Object.fromEntries(names.map((name) => [name, fields[name].state.value])) as LeadFormValues,
    errors: Object.fromEntries(names.map((name) => [name, visibleError(fields[name].state.meta, attempts)])),
    change: (name, value) => (fields[name].handleChange as (value: LeadFormValues[typeof name]) => void)(value),
    blur: (name) => fields[name].handleBlur(),
    submit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      void form.handleSubmit();
    },
    submitting,
  };

  return (
    <LeadFormView
      id={id}
      heading={heading}
      sourceLabel={sourceLabel}
      copy={copy}
      control={control}
      submitDisabled={!control.values.agreement || submitting}
      validatesItself
    />
  );
}

/** A field's first error, shown once the field is touched or a submit was tried (not while typing fresh). */
function visibleError(meta: { isTouched: boolean; errors: readonly ({ message: string } | undefined)[] }, attempts: number) {
  return meta.isTouched || attempts > 0 ? meta.errors[0]?.message : undefined;
}

/**
 * The live form, once it has been rendered off the page and unmounted, each step a task of its own
 * and the render in slices (a transition). Its code has then been compiled and has run, so the
 * take-over (blocks/islands/lead-form.tsx), which must happen in one task, is short: a keystroke
 * that lands on it waits half as long. A render error rejects: the plain form keeps posting natively.
 */
export async function warmLiveLeadForm(copy: FormCopy) {
  const nextTask = () => new Promise((resolve) => setTimeout(resolve));
  let root!: Root;
  await new Promise<void>((resolve, reject) => {
    root = createRoot(document.createElement('div'), { onUncaughtError: reject });
    startTransition(() =>
      root.render(
        <>
          <LiveLeadForm id="warm-up" heading="" sourceLabel="" copy={copy} initialValues={emptyLeadForm} />
          <Committed onCommit={resolve} />
        </>,
      ),
    );
  });
  await nextTask();
  root.unmount();
  await nextTask();
  return LiveLeadForm;
}

function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}
