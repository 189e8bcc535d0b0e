import { withoutOtherVariables } from "./rendererVariables";

describe("the HTML renderer's definitions", () => {
  it("keep Gatsby's own variables and every other definition, and drop the build's other environment variables", () => {
    const definitions = {
      "process.env": "({})",
      "process.env.NODE_ENV": '"production"',
      "process.env.PUBLIC_DIR": '"/site/public"',
      "process.env.BUILD_STAGE": '"build-html"',
      "process.env.GATSBY_SLICES": '"true"',
      "process.env.DEPLOY_ID": '"6565"',
      "process.env.CORSI_BUILD_TIME": '"2026-11-28T09:00:00Z"',
      "process.env.INCOMING_HOOK_BODY": '"{}"',
      __PATH_PREFIX__: '""',
    };
    expect(Object.keys(withoutOtherVariables(definitions))).toEqual([
      "process.env",
      "process.env.NODE_ENV",
      "process.env.PUBLIC_DIR",
      "process.env.BUILD_STAGE",
      "process.env.GATSBY_SLICES",
      "__PATH_PREFIX__",
    ]);
  });
});
