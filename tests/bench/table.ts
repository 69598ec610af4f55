/** A plain-text table; `align` has one letter per column, `l` (text) or `r` (numbers). */
export function formatTable(headers: string[], rows: string[][], align: string): string {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (align[column] === 'l' ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ')
      .trimEnd();
  return [line(headers), ...rows.map(line)].join('\n');
}
