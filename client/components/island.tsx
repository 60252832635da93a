import type { ComponentType } from 'react';
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from '../../common/islands';

/**
 * A part of a screen that needs code in the browser even where the rest of the page is plain HTML
 * (ADR 014). The server renders the component in place, marked with its name (and its props, which
 * must be plain JSON); on a page that runs as islands the browser mounts the same component there
 * (start-islands.tsx finds it through registry.ts). Inside the app it is just the component.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
}: {
  /** The component's name in registry.ts. */
  name: string;
  component: ComponentType<P>;
  props?: P;
}) {
  return (
    <div
      {...{ [ISLAND_ATTRIBUTE]: name }}
      {...(props ? { [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) } : {})}
      className="contents"
    >
      <Component {...((props ?? {}) as P)} />
    </div>
  );
}
