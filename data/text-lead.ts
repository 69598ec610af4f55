// A lead that arrives as a text to one of the firm's numbers (lead-core/inbound-text.ts): what its
// record says in the fields a form would fill. A text carries no name or email; intake reads these
// in `list`, the intake texts, the email and Clio Grow.
// Imports nothing: the Supabase functions bundle it (tests/unit/supabase-bundle.test.ts).
export const textLead = {
  /** Its source label, where a form lead names its page. */
  sourceLabel: 'text-message',
  /** Its name until intake learns the sender's. */
  name: 'Text message',
  /** Where Clio Grow says it came from. */
  clioSource: 'Text message to the firm',
} as const;
