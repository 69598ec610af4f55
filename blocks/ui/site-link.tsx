import type { RegisteredRouter, RouteById } from '@tanstack/react-router';
import { useContext, type AnchorHTMLAttributes } from 'react';
import { englishOnlyNote } from '../../data/locales';
import { UiCopyContext } from './ui-copy-context';

/**
 * A page's address: the path of a child of the router's `pages` route. The router's tree is
 * generated from pages.config.ts (src/routeTree.gen.ts) and registered with the router, so this is
 * the router's own type, and a link to a page that is not configured fails to compile.
 */
export type SitePath = RouteById<RegisteredRouter['routeTree'], '/pages'>['types']['children'][number]['fullPath'];

/**
 * The site's internal link, to a configured page only (see SitePath). A plain link:
 * src/client/navigation.ts follows it in the browser without a page load. In a block of a page in
 * another language, a link to a page in English only says so after its words (" (en inglés)"); the
 * header and footer name their links so in pages.config.ts (an island has no UI-words context), and
 * a link to the same page in another language (hrefLang) names that language already.
 */
export function SiteLink({ to, hash, children, ...props }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: SitePath; hash?: string }) {
  const copy = useContext(UiCopyContext);
  const note = copy && !props.hrefLang ? englishOnlyNote(copy.inEnglish, to) : '';
  return (
    <a {...props} href={hash ? `${to}#${hash}` : to}>
      {children}
      {note}
    </a>
  );
}
