// Lint rules, and the architecture's one-way imports (docs/architecture.md):
// core -> catalog -> shared -> engine -> features -> routes/app; src/core imports nothing else from src;
// src/catalog only src/core; src/engine leans only on core, catalog and shared;
// features never import each other; browser code never imports src/server, nor the server browser code;
// inside src/server, each layer of serverLayers imports only the layers below it.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './eslint/import-boundaries.js';

const features = (() => {
  try {
    return readdirSync('src/features', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  } catch {
    return [];
  }
})();

// src/server's layers, top to bottom (docs/architecture.md, "The server's layers"). config.ts and
// deps.ts stand in none: they list every part's settings and ports, so every part imports them and
// they name those parts' settings and port files.
const serverLayers = [
  ['app.ts', 'local.ts', 'functions.ts', 'cli', 'open-store.ts', 'apply-seed.ts'],
  ['routes'],
  ['erasure', 'breach', 'insights', 'search', 'grievances', 'listing'],
  ['whatsapp'],
  ['audit'],
  ['tracking'],
  ['notify'],
  ['auth'],
  ['services'],
  ['texts', 'sms'],
  ['whatsapp-api'],
  ['http', 'validation'],
  ['store'],
  ['limit-rule.ts', 'static-files.ts'],
];
// A part's port (what a status update and a notifier are) is read from below, as store/types.ts is.
const serverPorts = { notify: ['./types'] };
const serverZones = serverLayers.flatMap((layer, i) =>
  layer.flatMap((target) =>
    serverLayers.slice(0, i).flat().map((above) => ({
      target: `./src/server/${target}`,
      // A file is named in an import with or without its .ts.
      from: [`./src/server/${above.replace(/\.ts$/, '')}`, `./src/server/${above}`],
      except: serverPorts[above] ?? [],
      message: `src/server/${target} sits below src/server/${above}: move what both need down (docs/architecture.md, "The server's layers").`,
    })),
  ),
);

const browser = ['./src/shared', './src/catalog', './src/engine', './src/features', './src/routes', './src/app'];
const zones = [
  // src/core: the rules every side shares (languages, texts, field rules, request statuses, reminders).
  { target: './src/core', from: './src', except: ['./core'], message: 'src/core is the bottom layer: it imports nothing else from src.' },
  // The compiler leans only on src/core, so the build, the CLI, the server and the tests can use it alone.
  { target: './src/catalog', from: './src', except: ['./catalog', './core'], message: 'src/catalog (the compiler) imports only src/core.' },
  // src/shared shows the compiled catalogue (src/catalog/client.ts, its types) and uses src/core; never the other way.
  { target: './src/shared', from: ['./src/engine', './src/features', './src/routes', './src/app', './src/server'], message: 'src/shared sits on src/catalog and src/core only.' },
  { target: './src/engine', from: ['./src/features', './src/routes', './src/app', './src/server'], message: 'src/engine leans only on src/catalog and src/shared.' },
  { target: './src/features', from: ['./src/routes', './src/app', './src/server'], message: 'Features sit below routes and the app, and never reach the server code.' },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'Features do not import each other: move what both need to src/shared.',
  })),
  ...browser.filter((dir) => dir !== './src/shared' && dir !== './src/catalog').map((dir) => ({
    target: dir,
    from: './src/server',
    message: 'Browser code never imports the server.',
  })),
  { target: './src/server', from: ['./src/engine', './src/features', './src/routes', './src/app'], message: 'The server never imports browser code.' },
  ...serverZones,
];

export default tseslint.config(
  { ignores: ['dist', 'dist-pseudo', 'functions-dist', '.generated', 'node_modules', 'test-results', 'playwright-report', '.data', 'reports'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { portal: { rules: { 'import-boundaries': importBoundaries } }, 'react-hooks': reactHooks },
    rules: {
      'portal/import-boundaries': ['error', { zones }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name='window'][callee.property.name='alert']", message: 'Show errors inline, never with window.alert.' },
        { selector: "CallExpression[callee.name='alert']", message: 'Show errors inline, never with alert().' },
      ],
    },
  },
);
