// The firm's notification for one lead: plain text with every field. Header values and every
// field but the message are one line (./visitor-text.ts), and Reply-To is set only from a strictly
// valid address, so nothing a visitor types can add a header, a recipient or a line that reads as
// a field. Its only links are the site's own pages and http(s) addresses. A lead from a criminal-defense page says so in its
// subject, so intake calls it back first: someone arrested may have hours, not days.
import { isCriminalSourceLabel } from '../data/criminal-source-labels.ts';
import { leadLanguageNotice } from '../data/locales.ts';
import { campaignOf } from './attribution.ts';
import type { StoredLead } from './lead-store.ts';
import { pageAddress } from './page-address.ts';
import { multiLine, oneLine, webAddress } from './visitor-text.ts';

export interface LeadEmail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  messageId: string;
}

const strictAddress =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export const headerSafe = (value: string, max = 200) => oneLine(value).trim().slice(0, max);

/** One stable id per lead: a rare resend after a crash is recognisable as the same message. */
export const leadMessageId = (submissionId: string) => `<lead-${submissionId}@leads.invalid>`;

/** Where the visit came from, when the visitor allowed the firm to keep it. */
function attributionLines(lead: StoredLead, siteOrigins: readonly string[]): string[] {
  if (!lead.attribution) return [`Found us via: (not kept: the visitor did not tick the optional box)`];
  const { source, medium, campaign } = campaignOf(lead.attribution);
  return [
    `Found us via: ${oneLine(`${source} / ${medium} / ${campaign}`)}`,
    `Landing page: ${pageAddress(lead.attribution.landing_page ?? '', siteOrigins, { withQuery: true }) || '(unknown)'}`,
    `Referrer:    ${webAddress(lead.attribution.referrer) || '(none)'}`,
    ...(['gclid', 'gbraid', 'wbraid', 'msclkid'] as const).flatMap((id) =>
      lead.attribution?.[id] ? [`${id}:${' '.repeat(Math.max(1, 12 - id.length))}${oneLine(lead.attribution[id])}`] : [],
    ),
  ];
}

export function composeLeadEmail(lead: StoredLead, settings: { from: string; to: string; siteOrigins: readonly string[]; intakeLink?: string }): LeadEmail {
  // A lead in another language than English is tagged before its subject: intake calls back in it (data/locales.ts).
  const language = leadLanguageNotice(lead.language);
  // The site's own page as a link, another site's address as its path alone.
  const page = pageAddress(lead.source_url, settings.siteOrigins, { withQuery: true });
  const criminal = isCriminalSourceLabel(lead.source_page);
  const lines = [
    criminal ? `A new criminal-defense inquiry arrived from the website. Please call back first.` : `A new consultation request arrived from the website.`,
    ``,
    `Name:        ${oneLine(lead.name)}`,
    `Phone:       ${oneLine(lead.phone)}`,
    `Email:       ${oneLine(lead.email)}`,
    `Case type:   ${lead.case_type}`,
    ...(language ? [`Language:    ${language.callBackIn} (call back in ${language.callBackIn})`] : []),
    `Received:    ${new Date(lead.created_at).toISOString()}`,
    ...(settings.intakeLink ? [``, `Once you have called, tap one of the buttons on the lead's page: ${settings.intakeLink}`] : []),
    ``,
    `Message:`,
    multiLine(lead.message) || '(none)',
    ``,
    `Source page: ${lead.source_page}`,
    `Page title:  ${oneLine(lead.page_title) || '(unknown)'}`,
    `Page link:   ${page || '(unknown)'}`,
    `Browser:     ${oneLine(lead.user_agent) || '(unknown)'}`,
    ...attributionLines(lead, settings.siteOrigins),
    `Lead id:     ${lead.id} (submission ${lead.submission_id})`,
  ];
  return {
    from: headerSafe(settings.from),
    to: headerSafe(settings.to),
    ...(strictAddress.test(lead.email) ? { replyTo: lead.email } : {}),
    subject: headerSafe(
      (language?.tag ?? '') +
        (criminal
          ? `Criminal-defense inquiry from ${lead.source_page}: call back first – ${lead.name} (${lead.case_type})`
          : `New lead: ${lead.case_type} – ${lead.name} (${lead.source_page})`),
    ),
    text: lines.join('\n'),
    messageId: leadMessageId(lead.submission_id),
  };
}
