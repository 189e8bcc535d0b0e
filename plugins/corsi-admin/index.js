// A local Gatsby plugin: its work is in gatsby-node.ts.
