/**
 * Stands in for markdown-to-jsx in the widget bundle. rjsf renders descriptions and help through it
 * when markdown is switched on; markdown-to-jsx 9 builds elements as plain objects that preact
 * drops without an error, and it weighs ~30 KiB. Flow texts are locale strings, not markdown, so
 * the text is shown as it is.
 */
import { createElement, type ReactNode } from 'react';

export interface MarkdownProps {
  children?: ReactNode;
  options?: { wrapper?: string | null; forceBlock?: boolean; forceInline?: boolean; [option: string]: unknown };
  [attribute: string]: unknown;
}

export function Markdown({ children, options, ...attributes }: MarkdownProps) {
  const tag = options?.wrapper === null ? null : (options?.wrapper ?? (options?.forceBlock ? 'div' : 'span'));
  return tag ? createElement(tag, attributes, children) : <>{children}</>;
}

export default Markdown;
