import * as unfinishedWork from "./unfinishedWork";
import { finishLeftRunning, leaveRunning } from "./unfinishedWork";

describe("work left running after a plugin's onPostBuild", () => {
  it("is waited for, all of it, and then forgotten", async () => {
    const done: string[] = [];
    let finishIndex = () => {};
    leaveRunning(new Promise<void>((resolve) => (finishIndex = resolve)).then(() => done.push("index")));
    leaveRunning(Promise.resolve().then(() => done.push("other")));
    const finished = finishLeftRunning().then(() => done.push("finished"));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done).toEqual(["other"]);
    finishIndex();
    await finished;
    expect(done).toEqual(["other", "index", "finished"]);
    await finishLeftRunning();
    expect(done).toHaveLength(3);
  });

  it("is shared by separately bundled copies of this module, as Gatsby bundles each plugin apart", async () => {
    let copy: typeof unfinishedWork | undefined;
    jest.isolateModules(() => {
      copy = jest.requireActual<typeof unfinishedWork>("./unfinishedWork");
    });
    expect(copy).not.toBe(unfinishedWork);
    let release = () => {};
    copy?.leaveRunning(new Promise<void>((resolve) => (release = resolve)));
    let finished = false;
    const waiting = finishLeftRunning().then(() => (finished = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(finished).toBe(false);
    release();
    await waiting;
    expect(finished).toBe(true);
  });
});
