// The firm's notification for one lead: plain text with every field. Header values are stripped
// of CR, LF and NUL, and Reply-To is set only from a strictly valid address, so nothing a visitor
// types can add a header or a recipient. A lead from a criminal-defense page says so in its
// subject, so intake calls it back first: someone arrested may have hours, not days.
import { isCriminalSourceLabel } from '../data/criminal-source-labels.ts';
import { leadLanguageNotice } from '../data/locales.ts';
import { campaignOf } from './attribution.ts';
import type { StoredLead } from './lead-store.ts';

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

export const headerSafe = (value: string, max = 200) =>
  value
    .replace(/[\r\n\0]+/g, ' ')
    .trim()
    .slice(0, max);

/** Body text: keeps line breaks a visitor typed in the message, drops other control characters. */
const bodySafe = (value: string) => value.replace(/\r\n?/g, '\n').replace(/(?![\t\n])\p{Cc}/gu, '');

/** One stable id per lead: a rare resend after a crash is recognisable as the same message. */
export const leadMessageId = (submissionId: string) => `<lead-${submissionId}@leads.invalid>`;

/** Where the visit came from, when the visitor allowed the firm to keep it. */
function attributionLines(lead: StoredLead): string[] {
  if (!lead.attribution) return [`Found us via: (not kept: the visitor did not tick the optional box)`];
  const { source, medium, campaign } = campaignOf(lead.attribution);
  return [
    `Found us via: ${source} / ${medium} / ${campaign}`,
    `Landing page: ${lead.attribution.landing_page || '(unknown)'}`,
    `Referrer:    ${lead.attribution.referrer || '(none)'}`,
    ...(['gclid', 'gbraid', 'wbraid', 'msclkid'] as const).flatMap((id) =>
      lead.attribution?.[id] ? [`${id}:${' '.repeat(Math.max(1, 12 - id.length))}${lead.attribution[id]}`] : [],
    ),
  ];
}

export function composeLeadEmail(lead: StoredLead, settings: { from: string; to: string; siteOrigins: readonly string[]; intakeLink?: string }): LeadEmail {
  // A lead in another language than English is tagged before its subject: intake calls back in it (data/locales.ts).
  const language = leadLanguageNotice(lead.language);
  const pageLink = (() => {
    try {
      const url = new URL(lead.source_url);
      return settings.siteOrigins.includes(url.origin) ? url.href : '';
    } catch {
      return '';
    }
  })();
  const criminal = isCriminalSourceLabel(lead.source_page);
  const lines = [
    criminal ? `A new criminal-defense inquiry arrived from the website. Please call back first.` : `A new consultation request arrived from the website.`,
    ``,
    `Name:        ${lead.name}`,
    `Phone:       ${lead.phone}`,
    `Email:       ${lead.email}`,
    `Case type:   ${lead.case_type}`,
    ...(language ? [`Language:    ${language.callBackIn} (call back in ${language.callBackIn})`] : []),
    `Received:    ${new Date(lead.created_at).toISOString()}`,
    ...(settings.intakeLink ? [``, `Once you have called, tap one of the buttons on the lead's page: ${settings.intakeLink}`] : []),
    ``,
    `Message:`,
    lead.message || '(none)',
    ``,
    `Source page: ${lead.source_page}`,
    `Page title:  ${lead.page_title || '(unknown)'}`,
    `Page link:   ${pageLink || lead.source_url || '(unknown)'}`,
    `Browser:     ${lead.user_agent || '(unknown)'}`,
    ...attributionLines(lead),
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
    text: bodySafe(lines.join('\n')),
    messageId: leadMessageId(lead.submission_id),
  };
}
