import type { ReactNode } from 'react';

const tones = {
  plain: 'bg-white',
  muted: 'bg-stone-100',
  dark: 'bg-slate-900 text-white',
} as const;

/** A page band with a centred column; `labelledBy` ties the landmark to its heading. */
export function Section({
  children,
  tone = 'plain',
  width = 'prose',
  labelledBy,
  id,
  as: Element = 'section',
}: {
  children: ReactNode;
  tone?: keyof typeof tones;
  width?: 'prose' | 'wide';
  labelledBy?: string;
  id?: string;
  /** 'div' for a band whose own parts carry the headings (a section without one is an outline gap). */
  as?: 'section' | 'div';
}) {
  return (
    <Element id={id} aria-labelledby={labelledBy} className={`px-4 py-12 sm:py-16 ${tones[tone]}`}>
      <div className={width === 'prose' ? 'mx-auto max-w-3xl' : 'mx-auto max-w-6xl'}>{children}</div>
    </Element>
  );
}

/** Stable ids for headings, so sections can be labelled and linked. */
export function slugId(text: string) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function SectionHeading({ id, children, light = false }: { id: string; children: ReactNode; light?: boolean }) {
  return (
    <h2 id={id} className={`mb-6 text-2xl font-bold tracking-tight sm:text-3xl ${light ? 'text-white' : 'text-slate-900'}`}>
      {children}
    </h2>
  );
}
