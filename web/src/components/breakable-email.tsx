import { Fragment } from 'react';

/**
 * The address with line-break opportunities after its `@` and dots, so a long one wraps between
 * its parts rather than mid-word (a single part longer than the line still wraps, as a last resort).
 */
export function breakableEmail(email: string) {
  const parts = email.split(/(?<=[@.])/);
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 && <wbr />}
    </Fragment>
  ));
}
