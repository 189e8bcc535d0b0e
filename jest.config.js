/** @type {import("jest").Config} */
const config = {
  testEnvironment: "jsdom",
  // Every core: Jest's default (cores − 1) is one worker on two cores, and its main process has little else to do
  // (19 s against 14 s for the unit tests here).
  maxWorkers: "100%",
  // Tests that start a stand-in server or a command wait on it: in CI they run beside the site's build on two cores,
  // where Jest's 5 s is too short for a test with nothing wrong.
  testTimeout: 30_000,
  roots: ["<rootDir>/src", "<rootDir>/plugins", "<rootDir>/scripts"],
  testMatch: ["**/*.test.ts?(x)"],
  // Gatsby ships untranspiled ESM in a few packages; Gatsby's own testing guide mocks it instead.
  moduleNameMapper: { "^gatsby$": "<rootDir>/__mocks__/gatsby.tsx", "\\.(css|scss)$": "<rootDir>/__mocks__/style.ts" },
  // Babel config inline, so Gatsby's own build never picks up a project babel file.
  transform: {
    "^.+\\.m?[jt]sx?$": [
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
  // Netlify's header and redirect parsers, and the small packages they import, are published as ES modules only; so is
  // lean-qr's smallest build (nano), which /Saved draws its QR code with.
  transformIgnorePatterns: [
    "/node_modules/(?!(lean-qr|netlify-headers-parser|netlify-redirect-parser|escape-string-regexp|is-plain-obj|map-obj|path-exists|filter-obj)/)",
  ],
  testPathIgnorePatterns: ["/node_modules/", "/\\.cache/", "/public/", "/fixture-site/"],
  setupFiles: ["<rootDir>/jest.setup.ts"],
};

module.exports = config;
