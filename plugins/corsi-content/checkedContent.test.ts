import path from "node:path";
import * as checked from "./checkedContent";
import { checkContent, checkedContent } from "./checkedContent";

const FIXTURE_DATA = path.join(__dirname, "../../e2e/fixtures/data");
const savedDataDir = process.env.CORSI_DATA_DIR;
beforeAll(() => {
  process.env.CORSI_DATA_DIR = FIXTURE_DATA;
});
afterAll(() => {
  if (savedDataDir === undefined) delete process.env.CORSI_DATA_DIR;
  else process.env.CORSI_DATA_DIR = savedDataDir;
});

describe("the build's check of data/", () => {
  it("is made when read before any was made (a process without onPreBootstrap)", () => {
    const first = checkedContent();
    expect(first.problems).toEqual([]);
    expect(checkedContent()).not.toBe(first);
  });

  it("is made once and read by a separately bundled copy of this module, as Gatsby bundles each plugin apart", () => {
    const content = checkContent({});
    expect(content.problems).toEqual([]);
    let copy: typeof checked | undefined;
    jest.isolateModules(() => {
      copy = jest.requireActual<typeof checked>("./checkedContent");
    });
    expect(copy).not.toBe(checked);
    expect(copy?.checkedContent()).toBe(content);
    expect(checkedContent()).toBe(content);
  });
});
