import NotFoundLog from '../../blocks/islands/not-found-log';
import { Island } from '../../blocks/ui/island';
import { SiteLink } from '../../blocks/ui/site-link';
import { staticPaths } from '../../data/paths';

/** Spec §2: heading 404, 'Oops! Page not found', 'Return to Home'; the path is logged. */
export function NotFound() {
  return (
    <section className="flex min-h-[70vh] items-center justify-center bg-stone-100 px-4 pt-24 pb-12">
      <div className="text-center">
        <h1 className="text-6xl font-extrabold text-slate-900">404</h1>
        <p className="mt-4 text-xl text-slate-700">Oops! Page not found</p>
        <SiteLink to={staticPaths.home} className="mt-6 inline-block text-lg font-semibold text-red-800 underline hover:text-red-900">
          Return to Home
        </SiteLink>
        <Island of={NotFoundLog} props={{}} />
      </div>
    </section>
  );
}
