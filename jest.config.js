/** @type {import("jest").Config} */
const config = {
  testEnvironment: "jsdom",
  roots: ["<rootDir>/src", "<rootDir>/plugins", "<rootDir>/scripts"],
  testMatch: ["**/*.test.ts?(x)"],
  // Gatsby ships untranspiled ESM in a few packages; Gatsby's own testing guide mocks it instead.
  moduleNameMapper: { "^gatsby$": "<rootDir>/__mocks__/gatsby.tsx", "\\.(css|scss)$": "<rootDir>/__mocks__/style.ts" },
  // Babel config inline, so Gatsby's own build never picks up a project babel file.
  transform: {
    "^.+\\.[jt]sx?$": [
      "babel-jest",
      {
        presets: [
          ["@babel/preset-env", { targets: { node: "current" } }],
          ["@babel/preset-react", { runtime: "classic" }],
          "@babel/preset-typescript",
        ],
      },
    ],
  },
  testPathIgnorePatterns: ["/node_modules/", "/\\.cache/", "/public/"],
  setupFiles: ["<rootDir>/jest.setup.ts"],
};

module.exports = config;
