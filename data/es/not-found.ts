// The Spanish 404 page's words (issue 15), the twin of the English in data/not-found.ts.
import type { NotFoundCopy } from '../not-found';

export const notFoundCopyEs = {
  title: 'Página no encontrada',
  heading: '404',
  body: '¡Uy! No encontramos esta página',
  links: { home: 'Volver al inicio' },
} as const satisfies NotFoundCopy;
