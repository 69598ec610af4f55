// What the contact form keeps, where, and for how long: the facts the Privacy Policy and the
// Consumer Health Data Privacy Policy both state, written once here so the two pages cannot tell
// a visitor different things. They describe what the code does (lead-core/, src/server/leads/,
// supabase/): tests/unit/privacy-matches-code.test.ts holds the pages against a stored lead.
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

export const leadFacts = {
  /** Where a submission goes: the lead's row in the firm's database and its deliveries (lead-core/channels: the email, the text to intake, the CRM). */
  whereItGoes:
    'Your submission is stored in our firm’s database, which runs on the server that hosts this website or with a company that hosts the database for us. An email with your answers and the details above, but never the IP address hash, goes to our intake team so that someone can call you back. Where our intake team has set it up, a text message goes to the phone of the person on call with your name, phone number, the type of case and the page you wrote from, but never your message or your email address, because a text message is not encrypted; and your submission is copied into the case-management software we use to follow up inquiries.',
  /** The processors, as categories (RCW 19.373.020(1)(a)(iv) asks for categories). */
  processors:
    'the companies that host our website and database, the company that delivers and stores our email, the company that delivers our text messages, and the company whose case-management software we use',
  /** The address hash: its sentence names the hash and the period. */
  ipHash: `We use the hash only to limit how many messages can be sent from one connection in a short period, and our systems delete it within ${ipHashRetention} after you send the form.`,
  /**
   * Where the visit came from (issue 20): what the browser keeps (blocks/lead-form/visit-source.ts,
   * lead-core/attribution.ts names the tags), where, and that it is no cookie and goes nowhere else.
   */
  visitNote:
    'While you browse our site, your browser keeps a note of how you found us: the first page of our site you opened, the address of the site that sent you to us (if your browser shares it), and any campaign tags or ad click identifiers in that first page’s address (utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid, gbraid, wbraid and msclkid). The note is not a cookie. It stays in your browser’s session storage, for that tab only, and is gone when you close the tab; our pages send it to no one, and it reaches us only if you send our form.',
  /** With the optional box ticked: the note is kept with the lead, with the time and the wording of the consent. */
  visitNoteKept: `Our form sends that note with your answers. We keep it with your submission only if you tick the optional box “${leadMessages.en.attributionConsent}”, and we then also record when you ticked it and which wording you agreed to. We use it only to learn which of our pages, and which searches and advertisements, bring people to us.`,
  /** Without it: nothing of the note with the lead, the page's address cut, the campaign counted apart (lead_campaign_counts). */
  visitNoteNotKept:
    'If you leave the box unticked, we store none of the note with your submission, and we store the address of the page you sent the form from without anything after a question mark or a hash sign (#) in it, where campaign tags and search terms travel. All we keep of the note is one more in a weekly count of the submissions each campaign brought us, under its source, medium and campaign name (such as google, cpc and the campaign’s name), or under the name of the site that sent you, or as a direct visit. That count holds nothing else, and it is not linked to you or to any submission.',
  /** Nothing deletes a lead by itself: the firm keeps it until it deletes it. */
  keptUntilDeleted:
    'We keep your submission as long as we need it to respond to you and evaluate your matter, and after that as long as we need it for our records as lawyers, including the records we keep to check for conflicts of interest. Nothing deletes a submission automatically: we delete it when you ask us to or when we no longer need it.',
  /** The one part of a submission that goes by itself. */
  ipHashDeleted: `The one exception is the hash of your IP address, which our systems delete within ${ipHashRetention} after you send the form.`,
  /** How to make a request; the legal pages end with the firm's phones and email. */
  howToAsk:
    'To make a request, email or call us using the details at the bottom of this page, or write to us at our office, and give the name, phone number and email address you used on the form so we can find your submission. We may ask you a question or two to make sure the request comes from you.',
  /** What a deletion removes: the lead (npm run leads -- delete) and the copies of its email. */
  whatWeDelete:
    'When we delete a submission, we remove it from our database, delete the email that told our intake team about it and any saved copy of that email, delete it from our case-management software, and tell the companies that process it for us about your request.',
} as const;
