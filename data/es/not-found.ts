// The Spanish 404 page's words (issue 15). The English 404 writes its words in its component
// (src/layout/not-found.tsx, spec §2: “404”, “Oops! Page not found”, “Return to Home”); this is
// their Spanish twin, one field for each.

export interface NotFoundCopy {
  readonly heading: string;
  readonly body: string;
  /** The labels of the page's links, by where they go. */
  readonly links: { readonly home: string };
}

export const notFoundCopyEs = {
  heading: '404',
  body: '¡Uy! No encontramos esta página',
  links: { home: 'Volver al inicio' },
} as const satisfies NotFoundCopy;
