/**
 * An rjsf component (widget, field or template) whose code loads when a form first draws it: a plain
 * function component, as rjsf's registry wants, over React.lazy (the shell's Suspense shows the
 * loading line meanwhile). For the parts no booking form draws on its first step.
 */
import { createElement, lazy, type ComponentType } from 'react';

export function onFirstUse<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const Lazy = lazy(load);
  return function Deferred(props: P) {
    return createElement(Lazy as ComponentType<P>, props);
  };
}
