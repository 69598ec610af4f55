import MapEmbed from './islands/map-embed';
import { Island } from './ui/island';
import { Paragraphs } from './ui/prose';
import { Section, SectionHeading, slugId } from './ui/section';
import { useUiCopy } from './ui/ui-copy-context';

export interface MapDirectionsProps {
  readonly heading: string;
  readonly directions: readonly string[];
  readonly place: string;
  readonly address: string;
}

/** Directions work without the map; the map itself (blocks/islands/map-embed.tsx) loads only on request. */
export function MapDirections({ heading, directions, place, address }: MapDirectionsProps) {
  const id = slugId(heading);
  const query = encodeURIComponent(address);
  const words = useUiCopy().map;
  return (
    <Section labelledBy={id} width="wide">
      <div className="grid items-start gap-8 lg:grid-cols-2">
        <div>
          <SectionHeading id={id}>{heading}</SectionHeading>
          <address className="mb-4 text-lg font-semibold text-slate-900 not-italic">
            {place}
            <br />
            {address}
          </address>
          <Paragraphs items={directions} />
          <a
            href={`https://www.google.com/maps/dir/?api=1&destination=${query}`}
            className="inline-flex min-h-12 items-center rounded-md bg-slate-900 px-5 py-3 font-bold text-white hover:bg-slate-700"
          >
            {words.directions}
          </a>
        </div>
        <Island of={MapEmbed} props={{ place, address, words: { title: words.title, notice: words.notice, show: words.show } }} />
      </div>
    </Section>
  );
}
