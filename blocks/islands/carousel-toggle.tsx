import { useState } from 'react';

/** Pauses and plays the settlement carousel around it (the stylesheet reads its aria-pressed). */
export default function CarouselToggle({ words }: { words: { play: string; pause: string } }) {
  const [paused, setPaused] = useState(false);
  return (
    <button
      type="button"
      aria-pressed={paused}
      onClick={() => setPaused((value) => !value)}
      className="carousel-toggle mb-6 min-h-11 rounded-md border border-slate-400 px-4 text-sm font-semibold text-white hover:bg-slate-800"
    >
      {paused ? words.play : words.pause}
    </button>
  );
}
