import { SiteLink, type SitePath } from './ui/site-link';
import { Picture } from './ui/picture';
import { PortraitArt } from './ui/practice-art';
import { Paragraphs } from './ui/prose';
import { Section, SectionHeading, slugId } from './ui/section';
import { useUiCopy } from './ui/ui-copy-context';

export interface AttorneySpotlightProps {
  readonly heading: string;
  readonly body: readonly string[];
  readonly name: string;
  readonly title: string;
  /** On a translated page: the attorney in the page's language, as the bio linked is in English. */
  readonly summary?: string;
  readonly initials: string;
  readonly alt: string;
  /** The home spotlight opens the partner's own site in a new tab; elsewhere it links to the bio. */
  readonly link: { readonly kind: 'external'; readonly href: string } | { readonly kind: 'bio'; readonly path: SitePath };
}

const linkClass = 'mt-2 inline-flex min-h-12 items-center rounded-md bg-red-700 px-5 py-3 font-bold text-white hover:bg-red-800';

export function AttorneySpotlight({ heading, body, name, title, summary, initials, alt, link }: AttorneySpotlightProps) {
  const id = slugId(heading);
  const copy = useUiCopy();
  const words = copy.spotlight;
  return (
    <Section labelledBy={id} width="wide">
      <div className="grid items-center gap-10 md:grid-cols-[18rem_1fr]">
        <Picture alt={alt} width={320} height={400} art={<PortraitArt initials={initials} />} className="mx-auto h-auto w-full max-w-72 rounded-lg shadow-lg" />
        <div>
          <SectionHeading id={id}>{heading}</SectionHeading>
          <p className="-mt-3 mb-4 text-lg font-semibold text-red-800">
            {name}, {title}
          </p>
          <Paragraphs items={summary ? [...body, summary] : body} />
          {link.kind === 'external' ? (
            <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {/* The attorney's own site is in English, as the bios are (data/attorneys.ts). */}
              {words.learnMore} {name}
              {copy.inEnglish}
              <span className="sr-only">{words.newTab}</span>
            </a>
          ) : (
            <SiteLink to={link.path} className={linkClass}>
              {words.meet} {name}
            </SiteLink>
          )}
        </div>
      </div>
    </Section>
  );
}
