import type { ReactNode } from 'react';
import { firm } from '../../data/firm';
import { useUiCopy } from './ui-copy-context';

type Phone = keyof typeof firm.phones;

const looks = {
  solid: 'bg-red-700 text-white hover:bg-red-800 shadow-lg',
  light: 'bg-white text-red-800 hover:bg-red-50 shadow-lg',
} as const;

/** Every tel: link on the site is one of these; its text is the number unless given. */
export function PhoneLink({ phone, className, children }: { phone: Phone; className: string; children?: ReactNode }) {
  const number = firm.phones[phone];
  return (
    <a href={`tel:${number.tel}`} className={className}>
      {children ?? number.display}
    </a>
  );
}

/** The look of a call button's "Text us" link beside it: the same shape, outlined. */
const textLooks = {
  solid: 'border-2 border-red-700 bg-white text-red-800 hover:bg-red-50',
  light: 'border-2 border-white text-white hover:bg-white/10',
} as const;

const buttonShape =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-md px-6 py-3 text-lg font-bold transition-colors focus-visible:outline-offset-4';

/**
 * The main line as a button; every call button on the site is one of these. Where the page's
 * language has a number that takes texts, a "Text us" sms: link beside it, on phones only (a desktop
 * has no texting app to open); both grow to share the row, or to fill it when the row wraps.
 */
export function CallLink({ label, look = 'solid', className = '' }: { label?: string; look?: keyof typeof looks; className?: string }) {
  const copy = useUiCopy();
  const call = (
    <PhoneLink phone="main" className={`${buttonShape} ${looks[look]} ${copy.textUs.phone ? 'grow' : className}`}>
      <PhoneIcon />
      <span>{label ?? `${copy.call.number} ${firm.phones.main.display}`}</span>
    </PhoneLink>
  );
  if (!copy.textUs.phone) return call;
  return (
    <span className={`inline-flex max-w-full flex-wrap gap-3 ${className}`}>
      {call}
      <TextLink tel={copy.textUs.phone.tel} className={`${buttonShape} grow md:hidden ${textLooks[look]}`}>
        {copy.textUs.label}
      </TextLink>
    </span>
  );
}

/** Every sms: link on the site is one of these. */
export function TextLink({ tel, className, children }: { tel: string; className: string; children: ReactNode }) {
  return (
    <a href={`sms:${tel}`} className={className}>
      <TextIcon />
      <span>{children}</span>
    </a>
  );
}

export function TextIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
      <path d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8l-4 4V5a2 2 0 0 1 2-2zm3 6v2h2V9zm4 0v2h2V9zm4 0v2h2V9z" />
    </svg>
  );
}

/** That the firm calls back in the page's language, where its data says so (data/ui-copy.ts `callbackLanguage`); else nothing. */
export function CallbackLanguage({ className }: { className: string }) {
  const line = useUiCopy().callbackLanguage;
  return line ? <p className={className}>{line}</p> : null;
}

export function PhoneIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
      <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.6a1 1 0 0 1-.25 1z" />
    </svg>
  );
}
