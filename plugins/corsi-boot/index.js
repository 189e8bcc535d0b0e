// A local Gatsby plugin: its work is in gatsby-ssr.tsx, gatsby-browser.ts and gatsby-node.ts.
