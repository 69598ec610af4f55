import { SiteLink, type SitePath } from './ui/site-link';
import { Section, SectionHeading, slugId } from './ui/section';

export interface CaseTypeCardsProps {
  readonly heading: string;
  readonly cards: readonly { readonly title: string; readonly text: string; readonly path: SitePath }[];
}

export function CaseTypeCards({ heading, cards }: CaseTypeCardsProps) {
  const id = slugId(heading);
  return (
    <Section labelledBy={id} tone="muted" width="wide">
      <SectionHeading id={id}>{heading}</SectionHeading>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.path} className="flex flex-col rounded-lg bg-white p-5 shadow ring-1 ring-slate-200">
            <h3 className="text-lg font-bold text-slate-900">{card.title}</h3>
            <p className="mt-2 flex-1 text-base text-slate-700">{card.text}</p>
            <SiteLink to={card.path} className="mt-3 font-semibold text-red-800 underline hover:text-red-900">
              More about {card.title.toLowerCase()}
            </SiteLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
