// The file Google Ads takes for an offline import of click conversions (Goals > Conversions >
// Uploads; its "Conversions from clicks" template): a Parameters row naming the time zone of every
// time below it, the header row, then one conversion a row, its time as the template writes it
// (yyyy-MM-dd HH:mm:ss, in that zone).
import { firm } from '../../../data/firm.ts';
import { spreadsheetSafe } from './csv.ts';
import type { Conversion } from './lead-admin.ts';

export const googleAdsHeader = ['Google Click ID', 'Conversion Name', 'Conversion Time', 'Conversion Value', 'Conversion Currency'];

/** What the firm adds to its signed conversions: their value, in a currency (ISO 4217); both empty by default. */
export interface ConversionValue {
  value?: string;
  currency?: string;
}

/** `at` on the wall clock of `timeZone`, as 2026-11-27 09:30:00. */
export function wallClock(at: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** A cell as Google's template has it, plain; quoted only when it holds a comma, a quote or a line break. */
const cell = (text: string) => {
  const safe = spreadsheetSafe(text);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export function googleAdsCsv(conversions: readonly Conversion[], { value = '', currency = '' }: ConversionValue, timeZone = firm.timeZone) {
  const names = firm.googleAdsConversions;
  const rows = conversions.map((conversion) =>
    [
      conversion.gclid,
      names[conversion.kind],
      wallClock(conversion.converted_at, timeZone),
      conversion.kind === 'signed' ? value : '',
      conversion.kind === 'signed' ? currency : '',
    ]
      .map(cell)
      .join(','),
  );
  return [`Parameters:TimeZone=${timeZone}`, googleAdsHeader.join(','), ...rows].join('\n') + '\n';
}
