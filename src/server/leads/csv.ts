// Cells of the CSV files the CLI writes, which the firm opens in a spreadsheet.

/** A leading = + - @ (or a tab or return before one) would run as a formula in a spreadsheet: prefix it. */
export const spreadsheetSafe = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** A cell of the leads' export: always quoted, dates in ISO form, objects as JSON. */
export const csvCell = (value: unknown) => {
  const text = value instanceof Date ? value.toISOString() : value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value ?? '');
  return `"${spreadsheetSafe(text).replace(/"/g, '""')}"`;
};
