import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { firm } from '../../data/firm';
import type { UiCopy } from '../../data/ui-copy';
import { Logo } from '../ui/logo';
import { pageSwapEvent } from '../ui/page-swap';
import { SiteLink, type SitePath } from '../ui/site-link';

/** A menu entry: its label and the configured page it leads to. */
export interface NavItem {
  readonly name: string;
  readonly path: SitePath;
}

/** Entries under a heading of their own inside a menu. */
export interface NavGroup {
  readonly label: string;
  readonly items: readonly NavItem[];
}

/** The three menus, as the config's `navigation` lists them, the header's words and the language links. */
export interface SiteHeaderProps {
  /** The home page in the page's language. */
  readonly home: SitePath;
  /** One labelled group per practice group: Injury, Criminal Defense. */
  readonly practiceAreas: readonly NavGroup[];
  readonly team: readonly NavItem[];
  readonly areasWeServe: readonly NavItem[];
  /** In the page's language (data/ui-copy.ts). */
  readonly words: UiCopy['header'];
  /** The same page in each other language it exists in (or that language's home page), each named in its language. */
  readonly languages?: readonly (NavItem & { readonly lang: string })[];
}

/** A menu's entries: in labelled groups, or one list without a label. */
type MenuGroup = { readonly label?: string; readonly items: readonly NavItem[] };

/** Spec §2 fixed header: logo, Home (/#home) and three dropdowns; a hamburger list on phones. */
export default function SiteHeader({ home, practiceAreas, team, areasWeServe, words, languages = [] }: SiteHeaderProps) {
  const menus: { name: string; groups: readonly MenuGroup[] }[] = [
    { name: words.practiceAreas, groups: practiceAreas },
    { name: words.team, groups: [{ items: team }] },
    { name: words.areasWeServe, groups: [{ items: areasWeServe }] },
  ];
  const [mobileOpen, setMobileOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const close = () => setMobileOpen(false);
    window.addEventListener(pageSwapEvent, close);
    return () => window.removeEventListener(pageSwapEvent, close);
  }, []);

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- it catches Escape bubbling up from the menu's button and links, the case jsx-a11y leaves to a disable
    <header
      className="fixed inset-x-0 top-0 z-50 bg-slate-950/95 shadow-lg backdrop-blur"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && mobileOpen) {
          setMobileOpen(false);
          menuButton.current?.focus();
        }
      }}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <SiteLink to={home} hash="home" className="min-w-0 rounded" aria-label={`${firm.names.primary}, ${words.logoSuffix}`}>
          <Logo />
        </SiteLink>
        <nav aria-label={words.mainNav} className="hidden shrink-0 lg:block">
          <ul className="flex items-center gap-1 whitespace-nowrap">
            <li>
              <SiteLink to={home} hash="home" className="block rounded-md px-3 py-2 font-semibold text-white hover:bg-white/10">
                {words.home}
              </SiteLink>
            </li>
            {menus.map((menu) => (
              <li key={menu.name}>
                <Dropdown name={menu.name} groups={menu.groups} />
              </li>
            ))}
            {languages.map((language) => (
              <li key={language.lang}>
                <SiteLink
                  to={language.path}
                  lang={language.lang}
                  hrefLang={language.lang}
                  className="block rounded-md px-3 py-2 font-semibold text-white underline hover:bg-white/10"
                >
                  {language.name}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <button
          ref={menuButton}
          type="button"
          className="flex min-h-11 shrink-0 items-center gap-2 rounded-md px-3 font-semibold text-white lg:hidden"
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          onClick={() => setMobileOpen((open) => !open)}
        >
          <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" stroke="currentColor" strokeWidth="2" fill="none">
            {mobileOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
          {words.menu}
        </button>
      </div>
      <nav
        id="mobile-menu"
        aria-label={words.mainNav}
        hidden={!mobileOpen}
        className="max-h-[calc(100svh-4rem)] overflow-y-auto border-t border-white/10 px-4 pb-6 lg:hidden"
      >
        <SiteLink to={home} hash="home" onClick={() => setMobileOpen(false)} className="block py-3 text-lg font-semibold text-white">
          {words.home}
        </SiteLink>
        {languages.map((language) => (
          <SiteLink
            key={language.lang}
            to={language.path}
            lang={language.lang}
            hrefLang={language.lang}
            onClick={() => setMobileOpen(false)}
            className="block py-3 text-lg font-semibold text-white underline"
          >
            {language.name}
          </SiteLink>
        ))}
        {menus.map((menu) => (
          <div key={menu.name} className="mt-3">
            <p className="text-sm font-semibold tracking-wide text-red-200 uppercase">{menu.name}</p>
            {menu.groups.map((group) => (
              <MenuList key={group.label ?? menu.name} label={group.label} labelClassName="mt-2 text-sm font-semibold text-slate-300">
                {group.items.map((item) => (
                  <li key={item.path}>
                    <SiteLink to={item.path} onClick={() => setMobileOpen(false)} className="block py-2.5 text-base text-white">
                      {item.name}
                    </SiteLink>
                  </li>
                ))}
              </MenuList>
            ))}
          </div>
        ))}
      </nav>
    </header>
  );
}

/**
 * Opens on mouse enter and closes on mouse leave (spec §4); a tap or the keyboard toggles it with
 * the button, ArrowDown opens it on the first link and Escape closes it and returns focus. Hover
 * is the mouse's alone: a tap also sends pointer and mouse enter events, which opened the menu
 * just before the tap's click closed it again.
 */
function Dropdown({ name, groups }: { name: string; groups: readonly MenuGroup[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const focusFirstLink = () => requestAnimationFrame(() => panel.current?.querySelector('a')?.focus());
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- it catches Escape bubbling up from its button and links, the case jsx-a11y leaves to a disable
    <div
      className="dropdown relative"
      onPointerEnter={(event) => event.pointerType === 'mouse' && setOpen(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setOpen(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
            focusFirstLink();
          }
        }}
        className="flex min-h-11 items-center gap-1 rounded-md px-3 py-2 font-semibold text-white hover:bg-white/10"
      >
        {name}
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" fill="currentColor">
          <path d="M2 4l4 4 4-4z" />
        </svg>
      </button>
      <div
        ref={panel}
        id={id}
        data-open={open}
        // Groups stand side by side where there is room (columns: the panel's display is set by
        // src/styles.css), and the panel then opens leftwards, as the button sits to the right.
        className={
          groups.length > 1
            ? 'dropdown-panel absolute top-full left-0 max-h-[calc(100svh-5rem)] min-w-64 overflow-y-auto rounded-md bg-white py-2 shadow-xl ring-1 ring-slate-200 lg:right-0 lg:left-auto lg:w-[36rem] lg:columns-2 lg:gap-0'
            : 'dropdown-panel absolute top-full left-0 min-w-64 rounded-md bg-white py-2 shadow-xl ring-1 ring-slate-200'
        }
      >
        {groups.map((group) => (
          <MenuList key={group.label ?? name} label={group.label} labelClassName="px-4 pt-2 pb-1 text-sm font-bold tracking-wide text-slate-600 uppercase">
            {group.items.map((item) => (
              <li key={item.path}>
                <SiteLink
                  to={item.path}
                  onClick={() => setOpen(false)}
                  className="block px-4 py-2.5 text-base text-slate-900 hover:bg-red-50 hover:text-red-800"
                >
                  {item.name}
                </SiteLink>
              </li>
            ))}
          </MenuList>
        ))}
      </div>
    </div>
  );
}

/** A list of menu links; with a label, a group named by its visible heading. */
function MenuList({ label, labelClassName, children }: { label: string | undefined; labelClassName: string; children: ReactNode }) {
  const id = useId();
  if (!label) return <ul>{children}</ul>;
  return (
    <div role="group" aria-labelledby={id} className="break-inside-avoid">
      <p id={id} className={labelClassName}>
        {label}
      </p>
      <ul>{children}</ul>
    </div>
  );
}
