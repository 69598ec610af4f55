// Stands in for blocks/ui/island.tsx in the client-only build: the component is simply rendered
// (same wrapper, so the layout is the same), as a client-rendered app would.
import type { ComponentProps, ComponentType } from 'react';

// Any component: each island has props of its own.
type AnyComponent = ComponentType<any>;

export function Island<C extends AnyComponent>({ of: Component, props, inline = false }: { of: C; props: ComponentProps<C>; inline?: boolean }) {
  const Wrapper = inline ? 'span' : 'div';
  return (
    <Wrapper className="contents">
      <Component {...props} />
    </Wrapper>
  );
}
