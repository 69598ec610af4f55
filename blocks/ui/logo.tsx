import { firm } from '../../data/firm';

/** The firm's mark and name; drawn as SVG so the header costs no image request. */
export function Logo() {
  return (
    <span className="flex items-center gap-2">
      <svg aria-hidden="true" width="36" height="36" viewBox="0 0 36 36" className="shrink-0">
        <rect width="36" height="36" rx="6" fill="#991b1b" />
        <path d="M6 26l8-13 5 8 3-4 8 9z" fill="#fff" />
        <path d="M14 13l2.5 4h-5z" fill="#fecaca" />
      </svg>
      <span className="text-sm leading-tight font-extrabold text-white sm:text-lg">{firm.names.primary}</span>
    </span>
  );
}
