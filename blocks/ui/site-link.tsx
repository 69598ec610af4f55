import type { RegisteredRouter, RouteById } from '@tanstack/react-router';
import type { AnchorHTMLAttributes } from 'react';

/**
 * A page's address: the path of a child of the router's `pages` route. The router's tree is
 * generated from pages.config.ts (src/routeTree.gen.ts) and registered with the router, so this is
 * the router's own type, and a link to a page that is not configured fails to compile.
 */
export type SitePath = RouteById<RegisteredRouter['routeTree'], '/pages'>['types']['children'][number]['fullPath'];

/**
 * The site's internal link, to a configured page only (see SitePath). A plain link:
 * src/client/navigation.ts follows it in the browser without a page load.
 */
export function SiteLink({ to, hash, ...props }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: SitePath; hash?: string }) {
  return <a {...props} href={hash ? `${to}#${hash}` : to} />;
}
