// The one definition of a lead: the form in the browser, the function on Supabase and the local
// server all validate with these schemas, so a rule or message changes in one place.
import * as v from 'valibot';
import { caseTypes } from '../data/case-types.ts';
import {
  attributionConsentField,
  attributionConsentValue,
  attributionKeys,
  visitChannelField,
  visitChannels,
  type Attribution,
  type AttributionKey,
  type VisitChannel,
} from './attribution.ts';
import { leadFunctionMessages, leadMessages } from '../data/lead-messages.ts';
import { isLocale, localeIds, type Locale } from '../data/locales.ts';
import { maxPageAddressLength } from './page-address.ts';
import { multiLine, oneLine, webAddress } from './visitor-text.ts';

/** Spec §5 messages, exactly (in English; data/lead-messages.ts has each language's). */
export const messages = leadMessages.en;

/** Largest request body the function reads; anything longer is refused before parsing. */
export const maxBodyBytes = 32 * 1024;

/** Postgres text cannot hold NUL (the insert failed: a 503), and a lone surrogate would be stored as U+FFFD. */
const unsupportedCharacters = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The text rules, with the messages of one language. Every field but the message is one line
 * (./visitor-text.ts): its line breaks and other control characters become a space, so no value
 * can add a line that reads as another field wherever it is shown; the message keeps its lines.
 */
function textRules(language: Locale) {
  const said = leadFunctionMessages[language];
  const storable = v.check<string, string>((text) => !unsupportedCharacters.test(text), said.unsupportedCharacters);
  const atMost = (max: number) => v.maxLength<string, number, string>(max, said.tooLong(max));
  const line = v.transform(oneLine);
  return {
    storable,
    atMost,
    required: (message: string, max: number) => v.pipe(v.string(message), storable, line, v.trim(), v.nonEmpty(message), atMost(max)),
    optional: (max: number) => v.optional(v.pipe(v.string(), storable, line, v.trim(), atMost(max)), ''),
  };
}

/** The fields a visitor types, with the messages of their language. */
const fieldsSchema = (language: Locale) => {
  const said = leadMessages[language];
  const text = textRules(language);
  return v.object({
    name: text.required(said.name, 200),
    phone: text.required(said.phone, 40),
    email: v.pipe(v.string(said.email), v.trim(), v.nonEmpty(said.email), v.maxLength(254, said.emailPattern), v.email(said.emailPattern)),
    caseType: v.picklist(caseTypes, said.caseType),
    message: v.pipe(v.string(), text.storable, v.transform(multiLine), v.trim(), text.atMost(5000)),
  });
};
export const leadFieldsSchema = fieldsSchema('en');

/** A missing field reads as empty, so it gets its own message of spec §5, not a generic one. */
export function withEmptyFields(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  return { name: '', phone: '', email: '', caseType: '', message: '', ...input };
}

/** The optional box "Text me to confirm my request": ticked, the form sends this field with 'yes'. */
export const confirmationTextField = 'confirmation_text';

/** The form in the browser, in the visitor's language: the fields, the agreement checkbox and the optional ones. */
export const leadFormSchemaIn = (language: Locale) =>
  v.object({
    ...fieldsSchema(language).entries,
    agreement: v.pipe(v.boolean(leadMessages[language].agreement), v.value(true, leadMessages[language].agreement)),
    [attributionConsentField]: v.boolean(),
    [confirmationTextField]: v.boolean(),
  });
export const leadFormSchema = leadFormSchemaIn('en');

/** The language a submission says it was written in; `otherwise` (English unless told) when it names none the site has. */
export function submissionLanguage(input: unknown, otherwise: Locale = 'en'): Locale {
  const language = input && typeof input === 'object' ? (input as { language?: unknown }).language : undefined;
  return typeof language === 'string' && isLocale(language) ? language : otherwise;
}

/** The attribution keys that hold an address: kept only as http(s) URLs. */
const attributionUrls = new Set<string>(['landing_page', 'referrer'] satisfies AttributionKey[]);

/** The attribution a submission may carry: known keys only, each a bounded string of one line, its addresses http(s) only, the empty ones dropped. */
const attributionSchema = (text: ReturnType<typeof textRules>) =>
  v.pipe(
    v.object(
      Object.fromEntries(attributionKeys.map((key) => [key, text.optional(attributionUrls.has(key) ? 2000 : 200)])) as Record<
        AttributionKey,
        ReturnType<typeof text.optional>
      >,
    ),
    v.transform((given): Attribution =>
      Object.fromEntries(
        Object.entries(given)
          .map(([key, value]) => [key, attributionUrls.has(key) ? webAddress(value) : value])
          .filter(([, value]) => value),
      ),
    ),
  );

/** What the function accepts: the fields, their language, where they came from, and the browser's attempt id. */
export const leadSubmissionSchemaIn = (language: Locale) => {
  const said = leadFunctionMessages[language];
  const text = textRules(language);
  return v.object({
    ...fieldsSchema(language).entries,
    /** The language the visitor wrote in: the firm calls back in it. */
    language: v.optional(v.picklist(localeIds, said.unknownLanguage), 'en'),
    source_page: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[a-z0-9-]{1,80}$/, said.unknownSourcePage)), 'contact-form'),
    source_url: text.optional(maxPageAddressLength),
    page_title: text.optional(300),
    user_agent: text.optional(500),
    /** Where the visit began (blocks/lead-form/visit-source.ts); sent and stored only with the consent below. */
    attribution: v.optional(attributionSchema(text), {}),
    /** The spec's referrer (§3, §7): the visit's referring site, empty unless the box below is ticked. */
    referrer: v.pipe(
      text.optional(2000),
      v.transform((address: string) => webAddress(address)),
    ),
    /** Without the consent below, all the form sends of the visit: its kind, from a fixed list. */
    [visitChannelField]: v.optional(v.picklist(Object.keys(visitChannels) as VisitChannel[])),
    /** The optional box: the firm may keep where the visit came from. */
    attribution_consent: v.optional(
      v.pipe(
        v.string(),
        v.transform((value) => value === attributionConsentValue),
      ),
      '',
    ),
    /** The optional box: text the visitor a confirmation (lead-core/channels/confirmation-text.ts). */
    [confirmationTextField]: v.optional(
      v.pipe(
        v.string(),
        v.transform((value) => value === attributionConsentValue),
      ),
      '',
    ),
    /** Generated in the browser once per attempt: a retry of the same attempt stores one lead. */
    submissionId: v.optional(v.pipe(v.string(), v.uuid(said.invalidSubmissionId))),
    /** Honeypot: invisible to people, filled in by bots. */
    website: text.optional(500),
  });
};
export const leadSubmissionSchema = leadSubmissionSchemaIn('en');

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
