import type { ReactNode } from 'react';

/** The site's one image component: every image is drawn art, inline SVG, so it costs no request and nothing shifts. */
export function Picture({ alt, width, height, art, className }: { alt: string; width: number; height: number; art: ReactNode; className: string }) {
  return (
    <svg
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className={className}
    >
      {art}
    </svg>
  );
}
