import { Paragraphs } from './ui/prose';
import { useUiCopy } from './ui/ui-copy-context';

export interface PageIntroProps {
  readonly heading: string;
  readonly updated?: string;
  readonly intro: readonly string[];
}

/** The plain top of a text page (legal pages, sitemap, thank-you): an h1 and an introduction. */
export function PageIntro({ heading, updated, intro }: PageIntroProps) {
  const lastUpdated = useUiCopy().lastUpdated;
  return (
    <section className="bg-stone-100 px-4 pt-28 pb-10 sm:pt-32">
      <div className="mx-auto max-w-3xl">
        <h1 className="mb-4 text-3xl font-extrabold text-slate-900 sm:text-4xl">{heading}</h1>
        {updated && (
          <p className="mb-4 text-sm text-slate-600">
            {lastUpdated.label}{' '}
            <time dateTime={updated}>
              {new Date(`${updated}T12:00:00Z`).toLocaleDateString(lastUpdated.dateLocale, { dateStyle: 'long', timeZone: 'UTC' })}
            </time>
          </p>
        )}
        <Paragraphs items={intro} />
      </div>
    </section>
  );
}
