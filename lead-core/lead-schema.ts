// The one definition of a lead: the form in the browser, the function on Supabase and the local
// server all validate with these schemas, so a rule or message changes in one place.
import * as v from 'valibot';
import { caseTypes } from '../data/case-types.ts';

/** Spec §5 messages, exactly. */
export const messages = {
  name: 'Name is required',
  phone: 'Phone number is required',
  email: 'Email is required',
  emailPattern: 'Invalid email address',
  caseType: 'Please select a case type',
  agreement: 'Please agree to the terms and privacy policy',
} as const;

/** Largest request body the function reads; anything longer is refused before parsing. */
export const maxBodyBytes = 32 * 1024;

/** Postgres text cannot hold NUL (the insert failed: a 503), and a lone surrogate would be stored as U+FFFD. */
const unsupportedCharacters = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const storableText = v.check<string, string>((text) => !unsupportedCharacters.test(text), 'Please remove unsupported characters');

const requiredText = (message: string, max: number) =>
  v.pipe(v.string(message), storableText, v.trim(), v.nonEmpty(message), v.maxLength(max, `Please keep this under ${max} characters`));

const optionalText = (max: number) =>
  v.optional(v.pipe(v.string(), storableText, v.trim(), v.maxLength(max, `Please keep this under ${max} characters`)), '');

/** The fields a visitor types. */
export const leadFieldsSchema = v.object({
  name: requiredText(messages.name, 200),
  phone: requiredText(messages.phone, 40),
  email: v.pipe(
    v.string(messages.email),
    v.trim(),
    v.nonEmpty(messages.email),
    v.maxLength(254, messages.emailPattern),
    v.email(messages.emailPattern),
  ),
  caseType: v.picklist(caseTypes, messages.caseType),
  message: v.pipe(v.string(), storableText, v.trim(), v.maxLength(5000, 'Please keep this under 5000 characters')),
});

/** A missing field reads as empty, so it gets its own message of spec §5, not a generic one. */
export function withEmptyFields(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  return { name: '', phone: '', email: '', caseType: '', message: '', ...input };
}

/** The form in the browser: the fields plus the agreement checkbox. */
export const leadFormSchema = v.object({
  ...leadFieldsSchema.entries,
  agreement: v.pipe(v.boolean(messages.agreement), v.value(true, messages.agreement)),
});

/** What the function accepts: the fields, where they came from, and the browser's attempt id. */
export const leadSubmissionSchema = v.object({
  ...leadFieldsSchema.entries,
  source_page: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^[a-z0-9-]{1,80}$/, 'Unknown source page')),
    'contact-form',
  ),
  source_url: optionalText(2000),
  page_title: optionalText(300),
  referrer: optionalText(2000),
  user_agent: optionalText(500),
  /** Generated in the browser once per attempt: a retry of the same attempt stores one lead. */
  submissionId: v.optional(v.pipe(v.string(), v.uuid('Invalid submission id'))),
  /** Honeypot: invisible to people, filled in by bots. */
  website: optionalText(500),
});

export type LeadSubmission = v.InferOutput<typeof leadSubmissionSchema>;

/** First message per field, for showing errors beside the fields they concern. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}
