import type { StatsProps } from '../data/content';
import { Section, SectionHeading, slugId } from './ui/section';
import InfoTooltip from './islands/info-tooltip';
import { Island } from './ui/island';

export function Stats({ heading, items }: StatsProps) {
  const id = slugId(heading);
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
    </Section>
  );
}
