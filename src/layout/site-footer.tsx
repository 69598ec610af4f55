import { PhoneLink } from '../../blocks/ui/call-link';
import { SiteLink } from '../../blocks/ui/site-link';
import { firm } from '../../data/firm';
import { homeOffice, offices } from '../../data/offices';
import { Stars } from '../../blocks/ui/stars';
import type { Locale } from '../../data/locales';
import { uiCopy } from '../../data/ui-copy';
import type { NavItem } from '../pages/page-config';

const { address } = offices[homeOffice];

/** Spec §2 footer: social links, rating badge (with its basis), disclaimer, the home office's address, 24/7 note, the site's own pages (`links`). */
export function SiteFooter({ locale, links }: { locale: Locale; links: readonly NavItem[] }) {
  const copy = uiCopy[locale];
  return (
    <footer className="bg-slate-950 px-4 pt-12 pb-24 text-slate-200 md:pb-12">
      <div className="mx-auto grid max-w-6xl gap-10 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{firm.names.primary}</p>
          <address className="mt-3 text-base not-italic">
            {address.street}
            <br />
            {address.city}, {address.region} {address.postalCode}
          </address>
          <p className="mt-3">
            <PhoneLink phone="main" className="font-semibold text-white underline" />
          </p>
          <p className="mt-2 font-semibold text-white">{copy.availability}</p>
        </div>
        <div>
          <div className="flex max-w-sm flex-col items-start gap-2 rounded-lg bg-slate-900 p-4 ring-1 ring-slate-700">
            <Stars label={copy.ratingLabel} />
            <p className="font-bold text-white">{copy.claims.reviews.statement}</p>
            <p className="text-sm leading-snug text-slate-300">{copy.claims.reviews.basis}</p>
          </div>
          <ul className="mt-6 flex flex-wrap gap-x-4 gap-y-2" aria-label={copy.footer.social}>
            {firm.social.map((link) => (
              <li key={link.name}>
                <a href={link.href} rel="noopener" className="inline-block py-1 text-slate-200 underline hover:text-white">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <nav aria-label={copy.footer.nav}>
            <ul className="space-y-1">
              {links.map((link) => (
                <li key={link.path}>
                  <SiteLink to={link.path} className="inline-block py-1 text-slate-200 underline hover:text-white">
                    {link.name}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
      <p className="mx-auto mt-10 max-w-6xl border-t border-slate-800 pt-6 text-sm leading-relaxed text-slate-300">{copy.footer.disclaimer}</p>
    </footer>
  );
}
