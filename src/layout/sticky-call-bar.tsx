import { firm } from '../../data/firm';
import { PhoneIcon, PhoneLink } from '../../blocks/ui/call-link';
import type { UiCopy } from '../../data/ui-copy';

/**
 * On small screens a call button is always within thumb's reach (a landmark, so it is found by one
 * keystroke). Under the number, where the page's language is one the firm speaks, that it does:
 * on a phone this bar is what a visitor sees most.
 */
export function StickyCallBar({ words }: { words: UiCopy['callBar'] }) {
  return (
    <aside aria-label={words.label} className="fixed inset-x-0 bottom-0 z-40 border-t border-red-900 bg-red-700 md:hidden">
      <PhoneLink phone="main" className="flex min-h-14 flex-col items-center justify-center py-1 text-white">
        <span className="flex items-center gap-2 text-lg leading-tight font-bold">
          <PhoneIcon />
          {words.text} {firm.phones.main.display}
        </span>
        {words.speaks && <span className="text-sm leading-tight font-semibold">{words.speaks}</span>}
      </PhoneLink>
    </aside>
  );
}
