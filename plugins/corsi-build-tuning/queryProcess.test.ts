/** @jest-environment node */
import { queriesInMainProcess } from "./queryProcess";

describe("queriesInMainProcess", () => {
  it("tells Gatsby there is one core on two, so its one worker no longer runs the queries", () => {
    const env: NodeJS.ProcessEnv = {};
    queriesInMainProcess(env, 2);
    expect(env.GATSBY_CPU_COUNT).toBe("1");
  });

  it("leaves the count alone with more cores, and keeps one the host has set", () => {
    const many: NodeJS.ProcessEnv = {};
    queriesInMainProcess(many, 8);
    expect(many.GATSBY_CPU_COUNT).toBeUndefined();
    const set: NodeJS.ProcessEnv = { GATSBY_CPU_COUNT: "logical_cores" };
    queriesInMainProcess(set, 2);
    expect(set.GATSBY_CPU_COUNT).toBe("logical_cores");
  });
});
