import type { AnchorHTMLAttributes } from 'react';
import type { SitePath } from '../../data/paths';

/**
 * The site's internal link: `to` must be a configured address (SitePath), so a link to a page
 * that does not exist fails to compile. A plain link: src/client/navigation.ts follows it in the
 * browser without a page load.
 */
export function SiteLink({ to, hash, ...props }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: SitePath; hash?: string }) {
  return <a {...props} href={hash ? `${to}#${hash}` : to} />;
}
