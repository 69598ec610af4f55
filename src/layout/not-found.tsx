import NotFoundLog from '../../blocks/islands/not-found-log';
import { Island } from '../../blocks/ui/island';
import { SiteLink } from '../../blocks/ui/site-link';
import { defaultLocale, type Locale, type TranslatedLocale } from '../../data/locales';
import { notFoundCopy } from '../../data/not-found';
import { staticPaths, translatedStaticPaths } from '../../data/paths';

/** Spec §2: heading 404, 'Oops! Page not found', 'Return to Home' (in the address's language, data/not-found.ts); the path is logged. */
export function NotFound({ locale }: { locale: Locale }) {
  const words = notFoundCopy[locale];
  const home = locale === defaultLocale ? staticPaths.home : translatedStaticPaths[locale as TranslatedLocale].home;
  return (
    <section className="flex min-h-[70vh] items-center justify-center bg-stone-100 px-4 pt-24 pb-12">
      <div className="text-center">
        <h1 className="text-6xl font-extrabold text-slate-900">{words.heading}</h1>
        <p className="mt-4 text-xl text-slate-700">{words.body}</p>
        <SiteLink to={home} className="mt-6 inline-block text-lg font-semibold text-red-800 underline hover:text-red-900">
          {words.links.home}
        </SiteLink>
        <Island of={NotFoundLog} props={{}} />
      </div>
    </section>
  );
}
