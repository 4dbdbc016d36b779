import { Fragment } from 'react';

/**
 * An email address that wraps only where a reader expects it: after the `@` and before each dot,
 * never in the middle of a name (a narrow column otherwise breaks "exampl|e.test").
 */
export function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?=[.@])/);
  return (
    <span className="[overflow-wrap:normal]">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
