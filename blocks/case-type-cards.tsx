import { SiteLink, type SitePath } from './ui/site-link';
import { Paragraphs } from './ui/prose';
import { Section, SectionHeading, slugId } from './ui/section';

export interface CaseTypeCardsProps {
  readonly heading: string;
  readonly intro?: readonly string[];
  /** `link` is the card's link text, unique on the page ("More about DUI defense"). */
  readonly cards: readonly { readonly title: string; readonly text: string; readonly path: SitePath; readonly link: string }[];
}

export function CaseTypeCards({ heading, intro, cards }: CaseTypeCardsProps) {
  const id = slugId(heading);
  return (
    <Section labelledBy={id} tone="muted" width="wide">
      <SectionHeading id={id}>{heading}</SectionHeading>
      {intro && (
        <div className="mb-8 max-w-3xl">
          <Paragraphs items={intro} />
        </div>
      )}
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.path} className="flex flex-col rounded-lg bg-white p-5 shadow ring-1 ring-slate-200">
            <h3 className="text-lg font-bold text-slate-900">{card.title}</h3>
            <p className="mt-2 flex-1 text-base text-slate-700">{card.text}</p>
            <SiteLink to={card.path} className="mt-3 font-semibold text-red-800 underline hover:text-red-900">
              {card.link}
            </SiteLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
