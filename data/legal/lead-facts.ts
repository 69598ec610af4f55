// What the contact form keeps, where it goes, what for, and for how long: the facts the Privacy
// Policy and the Consumer Health Data Privacy Policy both state, written once here so the two pages
// cannot tell a visitor different things (RCW 19.373.020(1)(a)). They describe what the code does
// (lead-core/, src/server/leads/, supabase/), and `recipientParts` is what each channel carries:
// tests/unit/privacy-matches-code.test.ts holds the channels to it and the pages against a stored
// lead. The intake page, the reminder texts, the confirmation text and the Google Ads export are
// held to it too, as their code arrives. data/es/lead-facts.ts says the same in Spanish.
import { campaignCountShownFrom } from '../campaign-counts';
import { ipHashKeptAtMostSeconds } from '../ip-hash-retention';
import { leadMessages } from '../lead-messages';

const smallNumbers = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** A period in words, as the pages write it: 3600 → “one hour”, 1800 → “30 minutes”. */
export function spokenDuration(seconds: number): string {
  const [unit, size] = seconds % 3600 === 0 ? ['hour', 3600] : seconds % 60 === 0 ? ['minute', 60] : ['second', 1];
  const count = seconds / size;
  return `${smallNumbers[count] ?? count} ${unit}${count === 1 ? '' : 's'}`;
}

/** How long the address hash is kept at most, in words: the one number of data/ip-hash-retention.ts. */
export const ipHashRetention = spokenDuration(ipHashKeptAtMostSeconds);

/**
 * The parts of a submission, and what goes with it, that a recipient can be given. Each recipient's
 * sentence names its parts in these words, in this order.
 */
export const leadParts = {
  name: 'your name',
  firstName: 'your first name',
  phone: 'your phone number',
  email: 'your email address',
  caseType: 'the type of case',
  message: 'your message',
  page: 'the page you wrote from',
  language: 'the language you wrote in',
  received: 'when it arrived',
  age: 'how long ago it arrived',
  reference: 'our reference numbers for it',
  browser: 'your browser’s user-agent string',
  visitNote: 'the note of how you found us (if you ticked the box for it)',
  intakeLink: 'a private link to its intake page',
  firmName: 'our firm’s name',
  arrived: 'that your request arrived',
  whenToExpect: 'when to expect our call',
  numberToCall: 'the number to call us now',
  optOut: 'how to stop texts by replying STOP',
  adClickId: 'the Google ad click identifier (gclid)',
  signedAt: 'the date you hired us',
} as const;
export type LeadPart = keyof typeof leadParts;

/**
 * What each recipient gets, part by part: the facts the code is held to. `never` names what a
 * recipient must not get, where a page promises it. The intake email, the intake texts, the webhook
 * and Clio Grow are lead-core/channels/; the intake page, the reminder and escalation texts, the
 * confirmation text and the Google Ads export are the intake round's.
 */
export const recipientParts = {
  email: {
    carries: ['name', 'phone', 'email', 'caseType', 'message', 'page', 'language', 'received', 'reference', 'browser', 'visitNote', 'intakeLink'],
    never: [],
  },
  intakeText: { carries: ['name', 'phone', 'caseType', 'page', 'language', 'reference', 'intakeLink'], never: ['message', 'email'] },
  intakePage: { carries: ['firstName', 'phone', 'caseType', 'page', 'language', 'age'], never: ['message', 'email'] },
  webhook: { carries: ['name', 'phone', 'email', 'caseType', 'message', 'page', 'language', 'received', 'reference', 'visitNote'], never: [] },
  crm: { carries: ['name', 'phone', 'email', 'caseType', 'message', 'page', 'language', 'reference', 'visitNote'], never: [] },
  confirmationText: { carries: ['firmName', 'arrived', 'whenToExpect', 'numberToCall', 'optOut'], never: ['caseType', 'message', 'page'] },
  googleAds: { carries: ['adClickId', 'signedAt'], never: ['name', 'phone', 'email', 'caseType', 'message'] },
} as const satisfies Record<string, { carries: readonly LeadPart[]; never: readonly LeadPart[] }>;
export type Recipient = keyof typeof recipientParts;

/** Parts in words, as a sentence lists them: “a, b and c”. */
export function listOf(items: readonly string[], and = 'and'): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}
const parts = (recipient: Recipient, key: 'carries' | 'never') => listOf(recipientParts[recipient][key].map((part: LeadPart) => leadParts[part]));
const never = (recipient: Recipient) =>
  listOf(
    recipientParts[recipient].never.map((part: LeadPart) => leadParts[part]),
    'or',
  );

/** The words of the form's optional text box (the intake round's form): the pages quote it. */
export const confirmationBox = 'Text me to confirm my request';

export const leadFacts = {
  /** Where a submission is kept. */
  stored:
    'Your submission is stored in our firm’s database, which runs on the server that hosts this website or with a company that hosts the database for us. From there it goes to these recipients, and to no one else:',
  /** Each recipient, with what it gets (`recipientParts`) and why. */
  recipients: [
    {
      title: 'Our intake team, by email',
      text: `an email through the company that delivers and stores our email, with ${parts('email', 'carries')}, but never the IP address hash, so that someone can call you back.`,
    },
    {
      title: 'The people on call, by text message',
      text: `where our intake team has set it up, a text through Twilio, the company that delivers our text messages, to the phone of the person on call, and, if no one has reached you in time, reminder and escalation texts with the same content to that phone and to a backup phone. Each text has ${parts('intakeText', 'carries')}, but never ${never('intakeText')}, because a text message is not encrypted.`,
    },
    {
      title: 'The intake page',
      text: `the email and the texts link to a page for our intake team that shows ${parts('intakePage', 'carries')}, never ${never('intakePage')}. When someone on our team taps Reached them, No answer, Not a case or Signed there, we store that step with your submission, with who tapped it and when.`,
    },
    {
      title: 'Our own systems, by webhook',
      text: `where we have set it up, a signed copy of your submission goes to the address of our own system set in our configuration, with ${parts('webhook', 'carries')}.`,
    },
    {
      title: 'Our case-management software',
      text: `where we have set it up, your submission is copied into Clio Grow, the software we use to follow up inquiries, with ${parts('crm', 'carries')}.`,
    },
    {
      title: 'You, only if you ask',
      text: `if you tick “${confirmationBox}”, one text through Twilio to the number you gave, with ${parts('confirmationText', 'carries')}, and nothing about your case; at most one text to a number in 24 hours.`,
    },
    {
      title: 'Google Ads, only with your consent',
      text: `if you ticked the box about how you found us, came to us from a Google ad and later hire us, we upload ${parts('googleAds', 'carries')} to Google Ads (Google LLC), so that Google can count which ad brought us a client. Nothing else about you or your case goes to Google.`,
    },
  ],
  /** The processors, as categories (RCW 19.373.020(1)(a)(iv) asks for categories). */
  processors:
    'the companies that host our website and database, the company that delivers and stores our email, Twilio, which delivers our text messages, Clio, whose case-management software we use, and the company that runs the system our webhook sends to, if it is not our own',
  /** Every purpose, with the recipients it needs (RCW 19.373.020(1)(a)(i)). */
  purposes: [
    'to respond to you, call you back and arrange your free consultation (the intake email, the texts and the intake page)',
    'to evaluate your matter and whether we can help, and to follow up your inquiry (our case-management software and our own systems)',
    'to check for conflicts of interest and keep the records the rules for lawyers require (RPC 1.7, 1.9, 1.10 and 1.18)',
    'to see how quickly we answered and which inquiries became cases, in our own reports',
    'to stop spam and repeated automated submissions (the IP address hash)',
    'to find and fix problems with the site (the page and browser details)',
    'to send you the confirmation text, only if you ask for it',
    'to learn which of our pages, searches and ads bring people to us, and to tell Google Ads which of its ads brought us a client, only if you tick the box about how you found us',
    'to comply with the law, a court order or other legal process, and to protect our rights',
  ],
  /** Beyond the recipients above. */
  legalProcess:
    'We give it to no one else, except when the law, a court order or the rules for lawyers require it. We do not use it to advertise or market to you, we build no profiles from it, and we combine it with nothing about you from anywhere else.',
  /** The address hash: its sentence names the hash and the period. */
  ipHash: `We use the hash only to limit how many messages can be sent from one connection in a short period, and our systems delete it within ${ipHashRetention} after you send the form.`,
  /**
   * Where the visit came from (issue 20): what the browser keeps (blocks/lead-form/visit-source.ts,
   * lead-core/attribution.ts names the tags), where, and that it is no cookie and goes nowhere else.
   */
  visitNote:
    'While you browse our site, your browser keeps a note of how you found us: the first page of our site you opened, the address of the site that sent you to us (if your browser shares it), and any campaign tags or ad click identifiers in that first page’s address (utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid, gbraid, wbraid and msclkid). The note is not a cookie. It stays in your browser’s session storage, for that tab only, and is gone when you close the tab; our pages send it to no one, and it reaches us only if you tick the optional box on our form and send the form.',
  /** With the optional box ticked: the note is sent and kept with the lead, with the time and the wording of the consent. */
  visitNoteKept: `If you tick the optional box “${leadMessages.en.attributionConsent}”, our form sends that note with your answers and we keep it with your submission, and we also record when you ticked it and which wording you agreed to. We use it only to learn which of our pages, searches and ads bring people to us and which of them lead to cases, and, for a Google ad, to tell Google Ads when you become our client, as described below.`,
  /** Without it: the browser sends none of the note, only its kind (lead-core/attribution.ts visitChannels), counted apart by week. */
  visitNoteNotKept: `If you leave the box unticked, our form sends none of the note: no first page, no referring site, no campaign tag and no click identifier, and it sends the address of the page you are on without anything after a question mark or a hash sign (#), where those travel. All it tells us of your visit is its kind, one of six: a Google ad, a Microsoft ad, another tagged campaign, a search engine, another site, or a direct visit. We add one to a weekly count for that kind, kept apart from your submission and from everyone else’s, with no campaign name or anything else; our report shows a week’s count for a kind only from ${campaignCountShownFrom} submissions and pools smaller ones, so that a count cannot be matched to one person.`,
  /** RCW 19.373.010 (deidentified data): the firm's public commitment. */
  noReidentification:
    'We keep those counts only in that deidentified form. We will not try to reidentify them or link them to you or to any submission, and anyone we give them to must agree to the same (RCW 19.373.010).',
  /** Nothing deletes a lead by itself: the firm keeps it until it deletes it. */
  keptUntilDeleted:
    'We keep your submission as long as we need it to respond to you and evaluate your matter, and after that as long as we need it for our records as lawyers, including the records we keep to check for conflicts of interest. Nothing deletes a submission automatically: we delete it when you ask us to or when we no longer need it.',
  /** The one part of a submission that goes by itself. */
  ipHashDeleted: `The one exception is the hash of your IP address, which our systems delete within ${ipHashRetention} after you send the form.`,
  /** How to make a request; the legal pages end with the firm's phones and email. */
  howToAsk:
    'To make a request, email or call us using the details at the bottom of this page, or write to us at our office, and give the name, phone number and email address you used on the form so we can find your submission. We may ask you a question or two to make sure the request comes from you.',
  /** What a deletion removes: the lead with its steps and deliveries (npm run leads -- delete) and the copies of its email on our server. */
  whatWeDelete:
    'When we delete a submission, we remove it from our database, together with the steps our intake team recorded for it and the record of its deliveries, and delete the saved copy of its email on our server.',
  /** What `delete` cannot reach, and how the firm handles each (RCW 19.373.040(1)(c)). */
  copiesAlreadySent:
    'That does not reach the copies already sent, so we remove those too: we delete the email from our intake mailbox, ask the people on call to delete the texts from their phones, delete the submission from our case-management software and our own systems, ask the companies that process it for us to delete their copies, and, if we reported your hiring to Google Ads, tell Google to retract it. Copies in backups go as the backups expire.',
  /** The conflict record, which a deletion keeps. */
  conflictRecord:
    'One short record stays: to check for conflicts of interest, as the rules for lawyers require, we keep your name, the names of anyone on the other side of your matter, and the date you contacted us in our conflict records, even after we delete your submission. We tell you when we keep it, and we use it for nothing else.',
  /** Who sees a submission (RCW 19.373.050(1)(a): access only where necessary). */
  whoCanSee:
    'At our firm, only the people who handle inquiries and the lawyers who evaluate them can see your submission. Outside our firm, only the recipients listed above get it, the companies that process it for us act only on our behalf, and the texts stay on the on-call phones until they are deleted. Our site is served over an encrypted connection.',
} as const;
