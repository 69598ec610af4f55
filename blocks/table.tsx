import type { TableProps } from '../data/content';
import { Paragraphs } from './ui/prose';
import { Section, SectionHeading, slugId } from './ui/section';

export function Table({ heading, intro, caption, columns, rows }: TableProps) {
  const id = slugId(heading);
  return (
    <Section labelledBy={id} tone="muted">
      <SectionHeading id={id}>{heading}</SectionHeading>
      {intro && <Paragraphs items={intro} />}
      <div className="overflow-x-auto rounded-lg ring-1 ring-slate-300">
        <table className="w-full border-collapse bg-white text-left text-base">
          <caption className="px-4 py-3 text-left text-sm text-slate-600">{caption}</caption>
          <thead className="bg-slate-900 text-white">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([category, examples]) => (
              <tr key={category} className="border-t border-slate-200 align-top">
                <th scope="row" className="px-4 py-3 font-semibold text-slate-900">
                  {category}
                </th>
                <td className="px-4 py-3 text-slate-700">{examples}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
