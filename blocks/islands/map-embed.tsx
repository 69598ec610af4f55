import { useState } from 'react';

/** A Google map of the address, loaded only when the visitor asks for it (no third-party request before). */
export default function MapEmbed({ place, address, words }: { place: string; address: string; words: { title: string; notice: string; show: string } }) {
  const [showMap, setShowMap] = useState(false);
  const query = encodeURIComponent(address);
  return (
    <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-stone-200 ring-1 ring-slate-300">
      {showMap ? (
        <iframe
          title={`${words.title} ${place}`}
          src={`https://www.google.com/maps?q=${query}&output=embed`}
          className="absolute inset-0 size-full"
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      ) : (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center">
          <p className="text-base text-slate-700">{words.notice}</p>
          <button type="button" onClick={() => setShowMap(true)} className="min-h-12 rounded-md bg-red-700 px-5 py-3 font-bold text-white hover:bg-red-800">
            {words.show}
          </button>
        </div>
      )}
    </div>
  );
}
