/** The import rules of docs/architecture.md section 1. `npm run deps:check` fails on any violation. */
const DRIVERS =
  'node_modules/(pg|@electric-sql/pglite|ioredis)/|node_modules/drizzle-orm/(node-postgres|pglite)/';
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'resolvable',
      comment: 'every import resolves (a mistyped #shared/ or #server/ alias would otherwise pass)',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'shared-stays-pure',
      comment: 'shared/ imports only shared/ and zod',
      severity: 'error',
      from: { path: '^src/shared', pathNot: '\\.test\\.ts$' },
      to: {
        pathNot: ['^src/shared', '^node_modules/zod', '^zod$'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'client-not-server',
      severity: 'error',
      from: { path: '^src/client' },
      to: { path: '^src/server' },
    },
    {
      name: 'server-not-client',
      severity: 'error',
      from: { path: '^src/server' },
      to: { path: '^src/client' },
    },
    {
      name: 'client-features-independent',
      comment: 'pages compose features; a feature never imports another',
      severity: 'error',
      from: { path: '^src/client/features/([^/]+)/' },
      to: { path: '^src/client/features/', pathNot: '^src/client/features/$1/' },
    },
    {
      name: 'client-down-only',
      comment: 'ui and lib never import features or app',
      severity: 'error',
      from: { path: '^src/client/(ui|lib)/' },
      to: { path: '^src/client/(features|app)/' },
    },
    {
      name: 'client-features-not-app',
      severity: 'error',
      from: { path: '^src/client/features/' },
      to: { path: '^src/client/app/' },
    },
    {
      name: 'server-lower-layers-not-features',
      comment: 'platform, db and plugins never import features, the app or main',
      severity: 'error',
      from: { path: '^src/server/(platform|db|plugins)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^src/server/(features/|app\\.ts|main\\.ts|member-lifecycle-owners\\.ts)' },
    },
    {
      name: 'platform-and-db-not-plugins',
      comment: 'plugins sit above platform and db',
      severity: 'error',
      from: { path: '^src/server/(platform|db)/' },
      to: { path: '^src/server/plugins/' },
    },
    {
      name: 'features-meet-through-index',
      comment: "a feature reaches another feature only through that feature's index.ts",
      severity: 'error',
      from: { path: '^src/server/features/([^/]+)/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^src/server/features/',
        pathNot: ['^src/server/features/$1/', '^src/server/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'composition-root-through-index',
      comment:
        'app.ts, main.ts and member-lifecycle-owners.ts use a feature only through its routes.ts (app.ts) and index.ts',
      severity: 'error',
      from: { path: '^src/server/(app|main|member-lifecycle-owners)\\.ts$' },
      to: {
        path: '^src/server/features/',
        pathNot: '^src/server/features/[^/]+/(index|routes)\\.ts$',
      },
    },
    {
      name: 'only-app-imports-routes',
      comment: "only app.ts registers a feature's routes",
      severity: 'error',
      from: { path: '^src/server/', pathNot: ['^src/server/app\\.ts$', '\\.test\\.ts$'] },
      to: { path: '^src/server/features/([^/]+)/routes\\.ts$' },
    },
    {
      name: 'only-connect-imports-drivers',
      severity: 'error',
      from: {
        path: '^src/',
        pathNot: [
          '^src/server/db/connect\\.ts$',
          '\\.test\\.tsx?$',
          '^src/server/testing/',
          '^src/server/platform/bus/',
          '^src/server/platform/redis/',
        ],
      },
      to: { path: DRIVERS },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.client.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['right-one-source', 'import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
    moduleSystems: ['es6'],
  },
};
