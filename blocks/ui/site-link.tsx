import { Link, type LinkComponentProps } from '@tanstack/react-router';
import type { SitePath } from '../../data/paths';

/**
 * The site's internal link: `to` must be a configured address (SitePath), so a link to a page
 * that does not exist fails to compile. The router's own path inference cannot follow a route
 * tree generated from a list, hence this one typed entry point.
 */
export function SiteLink({ to, ...props }: Omit<LinkComponentProps<'a'>, 'to'> & { to: SitePath }) {
  return <Link {...props} to={to as '/'} />;
}
