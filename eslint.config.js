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
  accounts: ["audit", "billing", "catalog", "credits", "generation", "library", "settings"], // 'Download my data' lists the user's collections; a new account gets its sign-up credits; an admin's change to an account is audited with it; a suspension cancels the account's generations in its transaction; deleting one cancels its plan (outbox) and removes its pictures' thumbnails; mails name the operator's brand
  "api-docs": ["api-access", "generation", "webhooks"], // the OpenAPI document describes the key, generation and webhook APIs with their own zod schemas and answer types
  "api-access": ["audit", "generation"], // an operator's revocation of a key is audited with it; a key's spending is counted from its generations
  audit: [],
  billing: ["accounts", "audit", "credits", "settings"], // the buy flow opens the sign-in dialog; payments grant credits; an admin's retry or refund is audited; prices, plans and packs are the operator's settings; money mails name the brand and support address
  catalog: [],
  credits: ["audit"], // an admin's credit adjustment is audited in its own transaction
  explore: ["accounts", "catalog", "generation", "moderation"], // publishing reads the author's own generation and its views; pages know who confirmed 18+; every change empties the public pages' caches (catalogue cache); 'Report' on a picture's page sends the moderation feature's report form
  generation: ["accounts", "billing", "catalog", "credits", "explore", "moderation", "settings", "webhooks"], // sign-in and buy dialogs, ledger, safety checks, thumbnails of deleted pictures, the models offered and the support address; making a picture private or deleting it takes it off /explore in its transaction; a finished generation owes its webhook deliveries in its transaction
  library: ["generation"], // My Images searches, favourites and shows the user's generations with their view and errors
  media: ["catalog", "generation"], // deleting a picture removes its generation and the catalogue's uses of it
  moderation: ["audit", "catalog", "generation", "settings"], // an admin's lift of a generation pause or handling of a picture report is audited with it; removing a reported picture deletes its generation and files and clears the public caches; the author's mail names the brand and support address
  seo: ["catalog", "explore", "settings"], // the sitemap lists catalogue pages and published SFW pictures; titles and JSON-LD name the operator's brand
  webhooks: ["audit", "generation", "settings"], // an operator's disable or delete is audited with it; a message carries the generation's public view; the disabled-webhook mail names the brand
  settings: ["audit", "catalog"], // a save is audited in its transaction; settings are cached, and invalidated across processes, with the catalogue's cache
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

/**
 * pino serialises an error (message, stack, cause) only under `err`; under any
 * other key it logs `{}` and the stack is lost.
 */
const LOG_ERRORS_AS_ERR = {
  selector: "CallExpression[callee.object.name='logger'] > ObjectExpression > Property[key.name='error']",
  message: "Log an error as { err } (pino serialises its stack only under `err`).",
};

/** Barrel files pull every module they re-export into the public pages' manual chunk (ADR 021). */
const BARREL_IMPORTS = [
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
];

/**
 * Domain code speaks no HTTP (ADR 016): a feature's server module takes typed
 * inputs and returns values or throws an AppError; the route parses the
 * request, calls it and answers. Accounts' session helpers are the exception:
 * they forward the request's cookies to better-auth and redirect to sign-in.
 */
const NO_HTTP_IN_DOMAIN = {
  selector: "TSTypeReference[typeName.name='Request']",
  message: "A feature's server module takes typed inputs, not a Request: parse it in the route (ADR 016).",
};
const REACT_ROUTER_IN_DOMAIN = {
  name: "react-router",
  message: "A feature's server module throws an AppError or returns a value; answering (data, redirect) is the route's job (ADR 016).",
};

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
      "no-restricted-syntax": ["error", LOG_ERRORS_AS_ERR],
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: BARREL_IMPORTS,
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
      // components/ui's native choices render an <input>: a label wrapping one is associated.
      "jsx-a11y/label-has-associated-control": ["error", { controlComponents: ["NativeCheckbox", "NativeRadio"] }],
    },
  },
  {
    files: ["app/features/**/*.server.ts"],
    ignores: ["app/features/accounts/**"],
    rules: {
      "no-restricted-syntax": ["error", LOG_ERRORS_AS_ERR, NO_HTTP_IN_DOMAIN],
      "@typescript-eslint/no-restricted-imports": ["error", { paths: [...BARREL_IMPORTS, REACT_ROUTER_IN_DOMAIN] }],
    },
  },
  {
    files: ["app/features/accounts/**/*.server.ts"],
    ignores: ["app/features/accounts/auth.server.ts"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { paths: [...BARREL_IMPORTS, REACT_ROUTER_IN_DOMAIN] }] },
  },
  {
    // Tests may reach across layers: they drive routes and check several features together.
    files: ["**/*.test.ts", "**/*.test.tsx", "tests/**", "scripts/**"],
    rules: { "import-x/no-restricted-paths": "off" },
  },
  prettier,
);
