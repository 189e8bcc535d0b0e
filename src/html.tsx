import React from "react";

interface HtmlProps {
  htmlAttributes: React.HtmlHTMLAttributes<HTMLHtmlElement>;
  headComponents: React.ReactNode[];
  bodyAttributes: React.HTMLAttributes<HTMLBodyElement>;
  preBodyComponents: React.ReactNode[];
  body: string;
  postBodyComponents: React.ReactNode[];
}

/**
 * Gatsby's default page shell (gatsby/cache-dir/default-html.js) without two tags every page paid for and no browser
 * Corsi serves reads: `x-ua-compatible` (Internet Explorer) and the viewport's `shrink-to-fit=no` (iOS 9). Each byte
 * of a page's first 14.6 KB counts: that is what arrives in the first round trip (docs/performance.md).
 */
export default function Html({
  htmlAttributes,
  headComponents,
  bodyAttributes,
  preBodyComponents,
  body,
  postBodyComponents,
}: HtmlProps) {
  return (
    // lang and dir come in htmlAttributes: each page sets them for its edition (src/components/Seo.tsx).
    // eslint-disable-next-line jsx-a11y/html-has-lang
    <html {...htmlAttributes}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {headComponents}
      </head>
      <body {...bodyAttributes}>
        {preBodyComponents}
        <div key="body" id="___gatsby" dangerouslySetInnerHTML={{ __html: body }} />
        {postBodyComponents}
      </body>
    </html>
  );
}
