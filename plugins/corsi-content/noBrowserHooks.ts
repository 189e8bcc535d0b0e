// What the browser bundles get instead of gatsby-plugin-decap-cms's browser hooks (see gatsby-node.ts): none.
export {};
