import { useId } from 'react';
import type { UiCopy } from '../../data/ui-copy';
import { useUiCopy } from './ui-copy-context';

export interface ClaimNote {
  readonly kind: 'claim' | 'fees';
  readonly term: string;
  readonly text: string;
}

/** Every string a block's props hold, and each figure read with its label ("97%" + "Success rate"). */
function texts(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (Array.isArray(value)) value.forEach((item) => texts(item, found));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.value === 'string' && typeof record.label === 'string') found.push(`${record.value} ${record.label}`);
    Object.values(record).forEach((child) => texts(child, found));
  }
  return found;
}

/**
 * What a block's text states and does not explain itself: the basis of each claim of data/firm.ts
 * it states, and who pays the case costs where it mentions a contingency fee. Copy written later
 * gets its notes from the same patterns, with no work per page.
 */
export function claimNotes(block: object, copy: UiCopy): ClaimNote[] {
  const strings = texts(block);
  const text = strings.join('\n');
  // In the order the block states them.
  const notes: ClaimNote[] = Object.values(copy.claims)
    .map((claim) => ({ claim, at: text.search(claim.pattern) }))
    .filter(({ claim, at }) => at >= 0 && !strings.some((string) => string.includes(claim.basis)))
    .sort((a, b) => a.at - b.at)
    .map(({ claim }) => ({ kind: 'claim' as const, term: claim.statement, text: claim.basis }));
  if (copy.fees.mention.test(text) && !copy.fees.costsStated.test(text)) notes.push({ kind: 'fees', term: copy.claimNotes.feesTerm, text: copy.fees.costs });
  return notes;
}

/** Small print right after the block that states a claim; nothing when there is nothing to explain. */
export function ClaimNotes({ notes, width }: { notes: readonly ClaimNote[]; width: 'narrow' | 'wide' }) {
  const id = useId();
  const words = useUiCopy().claimNotes;
  if (notes.length === 0) return null;
  const figures = notes.some((note) => note.kind === 'claim');
  const fees = notes.some((note) => note.kind === 'fees');
  const label = figures && fees ? words.both : figures ? words.figures : words.fees;
  return (
    <div role="note" aria-labelledby={id} className="border-t border-stone-200 bg-stone-50 px-4 py-4">
      <div className={`mx-auto text-sm leading-snug text-slate-700 ${width === 'narrow' ? 'max-w-3xl' : 'max-w-6xl'}`}>
        <p id={id} className="font-semibold text-slate-900">
          {label}
        </p>
        <ul className="mt-1 space-y-1">
          {notes.map((note) => (
            <li key={note.term}>
              <span className="font-semibold">{note.term}:</span> {note.text}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
