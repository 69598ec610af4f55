// Partial hydration. A page is server HTML; only its islands (what a visitor operates: the menus,
// the form, tooltips, players) are hydrated in the browser, each as a React root of its own
// (src/client/islands.ts). So a page ships React and the code of its own islands, and no block code.
// An island is the default export of a file in blocks/islands/, named by that file; its props are
// sent as JSON.
import { useId, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

/** An island: a function component with props of its own. Any such function is one that takes `never`. */
type IslandComponent<P = never> = (props: P) => ReactNode;

const islandModules = import.meta.glob<{ default: IslandComponent }>('../islands/*.tsx', { eager: true });
const islandNames = new Map(Object.entries(islandModules).map(([file, module]) => [module.default, file.replace(/^.*\/|\.tsx$/g, '')]));

/** `inline`: the island sits in phrasing content (a <span> wrapper instead of a <div>). */
export function Island<P extends object>({ of: Component, props, inline = false }: { of: IslandComponent<P>; props: NoInfer<P>; inline?: boolean }) {
  const name = islandNames.get(Component);
  if (!name) throw new Error(`${Component.name} is not the default export of a file in blocks/islands/`);
  const prefix = useId();
  // A tree of its own, so its useId values are the ones its root in the browser produces.
  const html = renderToString(<Component {...props} />, { identifierPrefix: prefix });
  const Wrapper = inline ? 'span' : 'div';
  return (
    <Wrapper
      className="contents"
      data-island={name}
      data-island-prefix={prefix}
      data-props={JSON.stringify(props)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
