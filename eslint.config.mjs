import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "public/",
      "fixture-site/",
      ".cache/",
      "node_modules/",
      "src/gatsby-types.d.ts",
      "test-results/",
      "playwright-report/",
      ".bench/",
      "tmp/",
      // The host's cache of a local host build (.cache and public/ copied, docs/hosting.md).
      ".netlify/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  react.configs.flat.recommended,
  jsxA11y.flatConfigs.strict,
  {
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    settings: { react: { version: "18" } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      // Props are typed by TypeScript.
      "react/prop-types": "off",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // Inline scripts are ES2017 (plugins/corsi-boot/inline/serialise.ts), which has no catch without a binding.
      "@typescript-eslint/no-unused-vars": ["error", { caughtErrors: "none" }],
    },
  },
  { files: ["**/*.js", "**/*.cjs"], rules: { "@typescript-eslint/no-require-imports": "off" } },
  {
    // The site project's tests share a context that Playwright resets between them, but not its permissions
    // (playwright.config.ts).
    files: ["e2e/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='grantPermissions']",
          message: "A granted permission outlives the test in the reused context: test.use({ permissions }) instead.",
        },
      ],
    },
  },
);
