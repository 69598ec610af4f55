// The page's language's UI words (data/ui-copy.ts), given to the blocks of a page by RenderBlocks.
// Server-rendered blocks read them here; an island cannot (it is hydrated as a root of its own),
// so a block passes an island the words it shows as props. This module imports the type only, so
// an island that shares a module with a block (PhoneLink) does not ship every language's words.
import { createContext, useContext } from 'react';
import type { UiCopy } from '../../data/ui-copy';

export const UiCopyContext = createContext<UiCopy | undefined>(undefined);

export function useUiCopy(): UiCopy {
  const copy = useContext(UiCopyContext);
  if (!copy) throw new Error('A block that shows UI words was rendered outside RenderBlocks, which gives them');
  return copy;
}
