// What the production app gets instead of the Gatsby modules Corsi never runs (see gatsby-node.ts): nothing.
export {};
