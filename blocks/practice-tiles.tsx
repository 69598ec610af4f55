import { SiteLink, type SitePath } from './ui/site-link';
import { Picture } from './ui/picture';
import { PracticeArt } from './ui/practice-art';
import { Section, SectionHeading, slugId } from './ui/section';

export interface PracticeTilesProps {
  readonly heading: string;
  readonly intro: string;
  readonly tiles: readonly { readonly art: string; readonly title: string; readonly path: SitePath }[];
}

/** Spec §2: 8 image tiles, 2 columns on small screens and 4 on large. */
export function PracticeTiles({ heading, intro, tiles }: PracticeTilesProps) {
  const id = slugId(heading);
  return (
    <Section labelledBy={id} width="wide">
      <SectionHeading id={id}>{heading}</SectionHeading>
      <p className="mb-8 max-w-3xl text-lg text-slate-700">{intro}</p>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {tiles.map((tile) => (
          <li key={tile.path}>
            <SiteLink to={tile.path} className="group block overflow-hidden rounded-lg shadow ring-1 ring-slate-200">
              <Picture alt="" width={320} height={220} art={<PracticeArt id={tile.art} />} className="h-auto w-full" />
              <span className="block bg-white px-3 py-3 text-base font-bold text-slate-900 group-hover:text-red-800">{tile.title}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
