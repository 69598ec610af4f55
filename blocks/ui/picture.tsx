import type { ReactNode } from 'react';

/**
 * One image component for the site. Today every image is drawn art (SVG, no request);
 * a real photo can replace it later by passing `photo`: it is served as AVIF/WebP at the
 * widths the layout asks for, with width and height set so nothing shifts while it loads.
 */
export type PhotoSource = {
  /** Path without extension; the build is expected to publish `<base>-<width>.{avif,webp,jpg}`. */
  base: string;
  widths: readonly number[];
};

export function Picture({
  alt,
  width,
  height,
  sizes = '100vw',
  art,
  photo,
  priority = false,
  className = '',
}: {
  alt: string;
  width: number;
  height: number;
  sizes?: string;
  art?: ReactNode;
  photo?: PhotoSource;
  priority?: boolean;
  className?: string;
}) {
  if (photo) {
    const srcSet = (ext: string) => photo.widths.map((w) => `${photo.base}-${w}.${ext} ${w}w`).join(', ');
    const largest = photo.widths[photo.widths.length - 1];
    return (
      <picture>
        <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
        <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />
        <img
          src={`${photo.base}-${largest}.jpg`}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          className={className}
        />
      </picture>
    );
  }
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
