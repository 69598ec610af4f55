// Cells of the CSV files the CLI writes, which the firm opens in a spreadsheet.
import { multiLine, oneLine } from '../../../lead-core/visitor-text.ts';

/** A leading = + - @ (or a tab or return before one) would run as a formula in a spreadsheet: prefix it. */
export const spreadsheetSafe = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/**
 * A cell of the leads' export: always quoted, dates in ISO form, objects as JSON, with no control
 * character a terminal would run; one line, but for a `multiline` cell (the message), which keeps
 * its line breaks inside its quotes, as CSV allows.
 */
export const csvCell = (value: unknown, { multiline = false } = {}) => {
  const raw = value instanceof Date ? value.toISOString() : value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value ?? '');
  const text = multiline ? multiLine(raw) : oneLine(raw);
  return `"${spreadsheetSafe(text).replace(/"/g, '""')}"`;
};
