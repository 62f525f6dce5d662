import type { ReactNode } from 'react';

/**
 * An e-mail address that wraps after its "@" when it must, not in the middle of its domain ("…@exampl / e.test" on a
 * phone). Any other text comes back as it is.
 */
export function withEmailBreak(text: string): ReactNode {
  const at = text.indexOf('@');
  if (at <= 0 || text.includes(' ')) return text;
  return (
    <>
      {text.slice(0, at + 1)}
      <wbr />
      {text.slice(at + 1)}
    </>
  );
}
