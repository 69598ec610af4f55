// What the consultation form promises, in one wording wherever the form appears (on the
// criminal-defense pages, `criminalNotice` in its place). Under RPC 1.18 a
// prospective client's information is confidential even if the firm never takes the case; the firm
// asks for a short summary only until it has checked for conflicts of interest (RPC 1.18 cmt. [4]:
// it must not take in more than it needs to decide, or it may be barred from acting for a client).
// The terms page (termsCopy in site-copy.ts) explains both at length.

export const leadFormCopy = {
  /** Under the form's heading. */
  subheading: 'Free and confidential. Fields marked * are required.',
  /** Under the submit button; the form adds "In a hurry? Call …" after it. */
  notice:
    'What you send is confidential, even if we do not take your case. Please keep it to a short summary until we have checked for conflicts of interest. Sending this form does not make you our client.',
  /**
   * The notice on the criminal-defense pages (data/practice-groups.ts): what a person charged writes
   * can be sought as evidence, so, as the terms page says, they keep it short and leave the events
   * out of writing.
   */
  criminalNotice:
    'What you send is confidential, even if we do not take your case. If you are facing charges, keep your message short and do not describe the events in writing: tell us you need to talk, and we will call you. Sending this form does not make you our client.',
  /** The message box's label on the criminal-defense pages: what the firm does want written there, not what happened. */
  criminalMessageLabel: 'Best time to call you (optional)',
} as const;
