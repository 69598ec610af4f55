import { firm } from '../../data/firm';
import { PhoneIcon, PhoneLink, TextLink } from '../../blocks/ui/call-link';
import type { UiCopy } from '../../data/ui-copy';

/**
 * On small screens a call button is always within thumb's reach (a landmark, so it is found by one
 * keystroke). Under the number, where the page's language is one the firm speaks, that it does:
 * on a phone this bar is what a visitor sees most. Where the page's language has a number that
 * takes texts, a short "Text" sms: link shares the bar's row (blocks/ui/call-link.tsx).
 */
export function StickyCallBar({ words, textUs }: { words: UiCopy['callBar']; textUs: UiCopy['textUs'] }) {
  return (
    <aside aria-label={words.label} className="fixed inset-x-0 bottom-0 z-40 flex border-t border-red-900 bg-red-700 md:hidden">
      <PhoneLink phone="main" className="flex min-h-14 min-w-0 grow flex-col items-center justify-center px-2 py-1 text-center text-white">
        <span className="flex items-center gap-2 text-lg leading-tight font-bold">
          <PhoneIcon />
          <span>
            {words.text} <span className="whitespace-nowrap">{firm.phones.main.display}</span>
          </span>
        </span>
        {words.speaks && <span className="text-sm leading-tight font-semibold">{words.speaks}</span>}
      </PhoneLink>
      {textUs.phone && (
        <TextLink tel={textUs.phone.tel} className="flex min-h-14 shrink-0 items-center gap-1 border-l border-red-900 px-3 text-base font-bold text-white">
          {textUs.short}
        </TextLink>
      )}
    </aside>
  );
}
