// The intake page's words (/intake, the firm's own page for one lead, opened from the link in an
// intake text or email). It is for the firm's intake staff, so in English only, as the intake
// texts and email are. Its actions and outcomes are keyed as lead-core/lead-events.ts names them.
import { firm } from './firm';
import type { PageMetaCopy } from './types';

export const intakePageCopy = {
  meta: {
    title: `Lead for intake | ${firm.names.primary}`,
    description: 'The firm’s intake page for one lead, opened from the link in an intake text or email.',
    keywords: ['intake'],
    canonicalHost: 'primary',
  } satisfies PageMetaCopy,
  label: 'Lead for intake',
  heading: 'Lead for intake',
  loading: 'Opening the lead…',
  noScript: 'This page needs JavaScript. Open the link in your phone’s browser, or read the lead in the intake email.',
  noToken: 'This page opens from the link in an intake text or email. Tap the link in the text again.',
  invalid: 'This link is not valid, has expired, or its lead was deleted. The intake email has the lead’s details.',
  unreachable: 'The leads service did not answer. Check the connection and try again.',
  tooMany: 'Too many taps in a minute. Wait a minute, then try again.',
  retry: 'Try again',
  fields: { firstName: 'First name', phone: 'Phone', caseType: 'Case type', page: 'Page', language: 'Call back in', received: 'Received' },
  call: (firstName: string) => `Call ${firstName}`,
  ago: (minutes: number) =>
    minutes < 1
      ? 'just now'
      : minutes < 60
        ? `${minutes} min ago`
        : minutes < 48 * 60
          ? `${Math.floor(minutes / 60)} h ${minutes % 60} min ago`
          : `${Math.floor(minutes / 1440)} days ago`,
  actionsHeading: 'After you call',
  actions: {
    reached: 'Reached them',
    'no-answer': 'No answer, remind me',
    'not-a-case': 'Not a case',
    signed: 'Signed',
  },
  recorded: {
    reached: 'Recorded: reached. The reminders are stopped.',
    'no-answer': 'Recorded: no answer. You will get a reminder to try again.',
    'not-a-case': 'Recorded: not a case. The reminders are stopped.',
    signed: 'Recorded: signed. The reminders are stopped.',
  },
  historyHeading: 'What intake has done',
  nothingYet: 'Nothing yet.',
  by: (recipient: string) => `by ${recipient}`,
  outcome: {
    open: 'Open',
    signed: 'Signed',
    'not-a-case': 'Not a case',
    unreached: 'Unreached: the reminders ran out',
  },
  outcomeLabel: 'Status',
  /** Shown with or without the lead: what each button does. */
  help: {
    heading: 'What the buttons do',
    items: [
      { term: 'Reached them', meaning: 'You spoke with the person. The reminders stop, and the lead counts as reached at this time.' },
      {
        term: 'No answer, remind me',
        meaning: 'You called and nobody answered. The on-call phones get a reminder to try again, every few hours, a few times.',
      },
      { term: 'Not a case', meaning: 'You spoke with the person and the firm will not take the matter. The reminders stop.' },
      { term: 'Signed', meaning: 'They signed the fee agreement. The reminders stop, and the report counts a signed case for the source of the lead.' },
    ],
    privacy: 'This page shows only what you need to call back. What the visitor wrote is in the intake email, not here.',
  },
} as const;

export type IntakePageCopy = typeof intakePageCopy;
