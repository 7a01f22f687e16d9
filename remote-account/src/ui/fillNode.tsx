import type { ReactNode } from 'react';

/**
 * A text whose `{name}` placeholder is an element (a number in bold, a countdown in <time>):
 * the text before it, the element, the text after, in whatever order the language puts them.
 * Without the placeholder the text is drawn alone.
 */
export function fillNode(template: string, name: string, node: ReactNode): ReactNode {
  const placeholder = `{${name}}`;
  const at = template.indexOf(placeholder);
  if (at < 0) return template;
  return (
    <>
      {template.slice(0, at)}
      {node}
      {template.slice(at + placeholder.length)}
    </>
  );
}
