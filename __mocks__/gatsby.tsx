import React from "react";

/** Gatsby's runtime in unit tests: Link is a plain anchor; no component under test queries data. */
export const graphql = () => "";

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

/** Like Gatsby's Link, a click navigates in-app (here: nowhere) instead of loading a new document. */
export function Link({ to, onClick, ...rest }: LinkProps) {
  return (
    // Content arrives as children inside rest.
    // eslint-disable-next-line jsx-a11y/anchor-has-content
    <a
      href={to}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    />
  );
}
