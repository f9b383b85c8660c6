/**
 * The project's layers (STYLE.md): contracts ← projections ← services ← ops; web and admin import only contracts
 * and ui/ (the front ends' shared theme, header pieces and i18n helpers), which imports only contracts.
 * A capability is reached through its index.ts; the platforms import no capability; production code never
 * imports tests. `npm run depcheck` runs these rules; CI fails on any of them.
 */
const spec = '\\.spec\\.ts$';
const layer = (from, forbidden) => ({ from: { path: from }, to: { path: forbidden } });

module.exports = {
  forbidden: [
    {
      name: 'contracts-below-all',
      comment: 'contracts holds shapes only: zod schemas and their types; it imports no other layer.',
      severity: 'error',
      ...layer('^contracts/', '^(projections|services|ops|web|admin|ui|tests)/'),
    },
    {
      name: 'projections-below-services',
      comment: 'A projection imports only contracts and the projection platform.',
      severity: 'error',
      from: { path: '^projections/', pathNot: spec },
      to: { path: '^(services|ops|web|admin|ui|tests)/' },
    },
    {
      name: 'services-below-ops',
      severity: 'error',
      from: { path: '^services/', pathNot: spec },
      to: { path: '^(ops|web|admin|ui|tests)/' },
    },
    {
      name: 'tests-not-in-production',
      comment: 'Only tests import tests/: production code never depends on a fixture or a helper of theirs.',
      severity: 'error',
      from: { path: '^(contracts|projections|services|ops)/', pathNot: spec },
      to: { path: '^tests/' },
    },
    {
      name: 'front-ends-import-contracts-only',
      comment: 'The portal and the admin app import contracts and ui/, never a server folder nor each other.',
      severity: 'error',
      from: { path: '^(web|admin)/' },
      to: { path: '^(projections|services|ops|tests)/' },
    },
    {
      name: 'portal-not-admin',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^admin/' },
    },
    {
      name: 'admin-not-portal',
      severity: 'error',
      from: { path: '^admin/' },
      to: { path: '^web/' },
    },
    {
      name: 'ui-imports-contracts-only',
      comment: 'ui/ is shared by both front ends: it imports contracts (and libraries), nothing of either app.',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: '^(projections|services|ops|tests|web|admin)/' },
    },
    {
      name: 'platform-imports-no-capability',
      comment: 'The platforms (HTTP, commands, queue; event store, projection runner) know no capability.',
      severity: 'error',
      from: { path: '^(services|projections)/platform/', pathNot: spec },
      to: { path: '^(services|projections)/', pathNot: '^(services|projections)/platform/' },
    },
    {
      name: 'projection-reads-only-contracts',
      comment: 'A projection (*.projection.ts) imports only contracts, the projection platform and its own folder.',
      severity: 'error',
      from: { path: '^projections/([^/]+)/.*\\.projection\\.ts$' },
      to: {
        path: '^(projections|services|ops|tests|web|admin)/',
        pathNot: ['^projections/platform/', '^projections/$1/'],
      },
    },
    {
      name: 'capability-through-its-index',
      comment: 'One capability reaches another through its index.ts, never into its files.',
      severity: 'error',
      from: { path: '^(services|projections)/([^/]+)/', pathNot: spec },
      to: {
        path: '^(services|projections)/[^/]+/',
        pathNot: [
          '^(services|projections)/$2/',
          '^(services|projections)/[^/]+/index\\.ts$',
          '^(services|projections)/platform/',
        ],
      },
    },
    {
      name: 'composition-root-through-indexes',
      comment: 'The composition root builds the app from each capability’s index.ts.',
      severity: 'error',
      from: { path: '^services/[^/]+\\.ts$' },
      to: {
        path: '^(services|projections)/[^/]+/',
        pathNot: ['^(services|projections)/[^/]+/index\\.ts$', '^(services|projections)/platform/'],
      },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { pathNot: spec },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.json'],
    },
  },
};
