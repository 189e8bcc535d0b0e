// A local Gatsby plugin: its build step is in gatsby-node.ts; the adapter (adapter.ts) is named in gatsby-config.
