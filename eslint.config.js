import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Which feature may import which other feature, and why (docs/decisions/016-layering.md).
 * Everything else between features is an error: a feature reaches another only
 * through this list, and shared code (components, utils, db, services) reaches none.
 */
export const ALLOWED_FEATURE_IMPORTS = {
  accounts: ["credits", "settings"], // a new account gets its sign-up credits; mails name the operator's brand
  admin: ["accounts", "catalog", "media"], // the admin check and sign-in; portal screens call the catalogue's writes and the media picker
  billing: ["accounts", "credits"], // the buy flow opens the sign-in dialog; payments grant credits
  catalog: [],
  "content-editor": ["accounts", "catalog", "media"], // the admin check; detail editors call the catalogue's writes and the media picker
  credits: [],
  generation: ["accounts", "billing", "catalog", "credits", "moderation", "settings"], // sign-in and buy dialogs, ledger, safety checks, thumbnails of deleted pictures, the support address
  media: ["catalog", "generation"], // deleting a picture removes its generation and the catalogue's uses of it
  moderation: [],
  operators: ["accounts", "billing", "catalog", "credits", "generation", "moderation"], // the console reads accounts, money, pictures and refusals, and acts through their functions
  seo: ["catalog", "settings"], // the sitemap lists catalogue pages; titles and JSON-LD name the operator's brand
  settings: ["catalog"], // settings are cached, and invalidated across processes, with the catalogue's cache
};

const SHARED = ["./app/components", "./app/utils", "./app/db", "./app/services"];
const ABOVE_FEATURES = ["./app/routes", "./app/layout", "./app/root.tsx"];

const layerZones = [
  ...SHARED.map((target) => ({
    target,
    from: ["./app/features", ...ABOVE_FEATURES],
    message: "Shared code (components, utils, db, services) must not import features, routes or the root.",
  })),
  {
    target: "./app/features",
    from: ABOVE_FEATURES,
    message: "Features must not import routes, the site layout or the root.",
  },
  ...Object.entries(ALLOWED_FEATURE_IMPORTS).map(([feature, allowed]) => ({
    target: `./app/features/${feature}`,
    from: "./app/features",
    except: [`./${feature}`, ...allowed.map((other) => `./${other}`)],
    message: `features/${feature} may import only ${allowed.length ? allowed.join(", ") : "no other feature"} (ALLOWED_FEATURE_IMPORTS in eslint.config.js).`,
  })),
];

export default tseslint.config(
  {
    ignores: ["build/", "build-*/", "coverage/", ".react-router/", "playwright-report/", "test-results/", "data/", "drizzle/", "app/components/ui/"],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".jsx", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      // Literal specifiers: every `lucide-react/icons/*` path resolves to one shared type file.
      "no-duplicate-imports": ["error", { allowSeparateTypeImports: true }],
      "import-x/no-self-import": "error",
      "import-x/no-restricted-paths": ["error", { zones: layerZones }],
      // Barrel files pull every module they re-export into the public pages' manual chunk (ADR 021).
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "lucide-react",
              message: 'Import each icon by its path: import Sparkles from "lucide-react/icons/sparkles".',
              allowTypeImports: true,
            },
            {
              name: "radix-ui",
              message: 'Import each primitive by its path: import * as DialogPrimitive from "radix-ui/dialog".',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.tsx"],
    ...reactHooks.configs.flat["recommended-latest"],
  },
  {
    files: ["**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrolling region must be focusable so keyboard users can scroll it (WCAG 2.1.1).
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "region"], allowExpressionValues: true }],
    },
  },
  {
    // Tests may reach across layers: they drive routes and check several features together.
    files: ["**/*.test.ts", "**/*.test.tsx", "tests/**", "scripts/**"],
    rules: { "import-x/no-restricted-paths": "off" },
  },
  prettier,
);
