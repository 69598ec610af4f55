import { firm } from '../../data/firm';
import { PhoneIcon, PhoneLink } from '../../blocks/ui/call-link';

/** On small screens a call button is always within thumb's reach (a landmark, so it is found by one keystroke). */
export function StickyCallBar({ words }: { words: { readonly label: string; readonly text: string } }) {
  return (
    <aside aria-label={words.label} className="fixed inset-x-0 bottom-0 z-40 border-t border-red-900 bg-red-700 md:hidden">
      <PhoneLink phone="main" className="flex min-h-14 items-center justify-center gap-2 text-lg font-bold text-white">
        <PhoneIcon />
        {words.text} {firm.phones.main.display}
      </PhoneLink>
    </aside>
  );
}
