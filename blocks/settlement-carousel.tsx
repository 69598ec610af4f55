import CarouselToggle from './islands/carousel-toggle';
import type { SettlementData } from '../data/types';
import { Island } from './ui/island';
import { Section, SectionHeading, slugId } from './ui/section';
import { useUiCopy } from './ui/ui-copy-context';

export interface SettlementCarouselProps {
  readonly heading: string;
  readonly intro: string;
  readonly items: readonly SettlementData[];
  /** Where the results come from: the firm's own matters, or samples (data/settlements.ts). */
  readonly source: string;
}

/**
 * Spec §2: a horizontally scrolling list repeated twice for a continuous loop. The second copy
 * is hidden from assistive technology; motion stops on hover, while the control or a card has
 * focus, with the pause button (blocks/islands/carousel-toggle.tsx) and for visitors who prefer
 * reduced motion.
 */
export function SettlementCarousel({ heading, intro, items, source }: SettlementCarouselProps) {
  const id = slugId(heading);
  const copy = useUiCopy();
  return (
    <Section labelledBy={id} tone="dark" width="wide">
      <div className="carousel-region">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <SectionHeading id={id} light>
              {heading}
            </SectionHeading>
            <p className="-mt-2 mb-6 max-w-2xl text-lg text-slate-200">{intro}</p>
          </div>
          <Island of={CarouselToggle} props={{ words: copy.carousel }} />
        </div>
        <div className="carousel overflow-hidden">
          <div className="carousel-track flex w-max gap-4">
            {[0, 1].map((copy) => (
              <ul key={copy} aria-hidden={copy === 1 ? true : undefined} className="flex gap-4">
                {items.map((item) => (
                  <li key={item.amount + item.type} className="w-64 shrink-0 rounded-lg bg-slate-800 p-5 ring-1 ring-slate-700">
                    <p className="text-3xl font-extrabold text-white">{item.amount}</p>
                    <p className="mt-1 font-semibold text-red-200">{item.type}</p>
                    <p className="mt-2 text-sm leading-snug text-slate-200">{item.description}</p>
                  </li>
                ))}
              </ul>
            ))}
          </div>
        </div>
      </div>
      <p className="mt-6 text-sm text-slate-300">
        {source} {copy.priorResults}
      </p>
    </Section>
  );
}
