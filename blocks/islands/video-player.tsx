import { useState } from 'react';

const embedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;

/**
 * A poster with a play button until the visitor asks for the video, so no third-party request
 * happens on page load. Without JavaScript the button is a plain link to the video.
 */
export default function VideoPlayer({ youtubeId, title, playLabel, notice }: { youtubeId: string; title: string; playLabel: string; notice: string }) {
  const [playing, setPlaying] = useState(false);
  return (
    <figure>
      <div className="relative aspect-video overflow-hidden rounded-lg bg-slate-900">
        {playing ? (
          <iframe
            src={embedUrl(youtubeId)}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            className="absolute inset-0 size-full"
          />
        ) : (
          <a
            href={embedUrl(youtubeId)}
            onClick={(event) => {
              event.preventDefault();
              setPlaying(true);
            }}
            className="group absolute inset-0 flex flex-col items-center justify-center gap-3 bg-gradient-to-br from-slate-800 to-red-950 text-white"
          >
            <span className="flex size-20 items-center justify-center rounded-full bg-red-700 shadow-xl group-hover:bg-red-600">
              <svg aria-hidden="true" width="32" height="32" viewBox="0 0 24 24" fill="currentColor">
                <path d="M8 5v14l11-7z" />
              </svg>
            </span>
            <span className="px-4 text-center text-lg font-semibold">
              {playLabel} {title}
            </span>
            <span className="text-sm text-slate-200">{notice}</span>
          </a>
        )}
      </div>
      <figcaption className="mt-2 text-base text-slate-700">{title}</figcaption>
    </figure>
  );
}
