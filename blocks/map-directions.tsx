import { useState } from 'react';
import { Paragraphs } from './ui/prose';
import { Section, SectionHeading, slugId } from './ui/section';

export interface MapDirectionsProps {
  readonly heading: string;
  readonly directions: readonly string[];
  readonly place: string;
  readonly address: string;
}

/** Directions work without the map; the map itself (a Google embed) loads only on request. */
export function MapDirections({ heading, directions, place, address }: MapDirectionsProps) {
  const [showMap, setShowMap] = useState(false);
  const id = slugId(heading);
  const query = encodeURIComponent(address);
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
            Get directions in Google Maps
          </a>
        </div>
        <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-stone-200 ring-1 ring-slate-300">
          {showMap ? (
            <iframe
              title={`Map of ${place}`}
              src={`https://www.google.com/maps?q=${query}&output=embed`}
              className="absolute inset-0 size-full"
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
            />
          ) : (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center">
              <p className="text-base text-slate-700">The map loads from Google Maps only when you ask for it.</p>
              <button
                type="button"
                onClick={() => setShowMap(true)}
                className="min-h-12 rounded-md bg-red-700 px-5 py-3 font-bold text-white hover:bg-red-800"
              >
                Show map
              </button>
            </div>
          )}
        </div>
      </div>
    </Section>
  );
}
