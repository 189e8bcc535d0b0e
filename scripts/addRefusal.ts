/** Why `npm run add` (add.ts) wrote nothing, in one line: a module of its own, as each part of the command refuses. */
export class Refusal extends Error {}
