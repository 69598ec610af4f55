import type { StatsProps } from '../data/content';
import { Section, SectionHeading, slugId } from './ui/section';
import InfoTooltip from './islands/info-tooltip';
import { Island } from './ui/island';

/** Figures with their labels; a figure's note (a claim's basis) is in its tooltip and in small print under the figures. */
export function Stats({ heading, items }: StatsProps) {
  const id = slugId(heading);
  const noted = items.filter((item) => item.note);
  return (
    <Section labelledBy={id} tone="dark" width="wide">
      <SectionHeading id={id} light>
        {heading}
      </SectionHeading>
      <dl className="grid grid-cols-2 gap-6 lg:grid-cols-4">
        {items.map((item) => (
          <div key={item.label} className="flex flex-col-reverse rounded-lg bg-slate-800 p-5">
            <dt className="mt-1 text-base text-slate-200">
              {item.label}
              {item.note && (
                <>
                  {' '}
                  <Island of={InfoTooltip} inline props={{ label: `About: ${item.label}`, text: item.note }} />
                </>
              )}
            </dt>
            <dd className="text-3xl font-extrabold text-white">{item.value}</dd>
          </div>
        ))}
      </dl>
      {noted.length > 0 && (
        <ul aria-label={`About these figures: ${heading}`} className="mt-6 space-y-1 text-sm leading-snug text-slate-300">
          {noted.map((item) => (
            <li key={item.label}>
              <span className="font-semibold text-slate-100">{item.label}:</span> {item.note}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
