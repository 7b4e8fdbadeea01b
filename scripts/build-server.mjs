// Bundles the Express server (server/index.ts and what it imports from content/, domain/ and
// server/) into dist/server.js, and the operator CLI into dist/operator.js. Packages stay
// external: they are installed in node_modules. The `#app/…` imports resolve through
// tsconfig.json's `paths`, which esbuild reads. The SQL migrations are read at start-up from
// beside the bundle (dist/migrations), as they are from beside server/db/database.ts in source.
import { cp, rm } from 'node:fs/promises'
import { build } from 'esbuild'

await build({
  entryPoints: { server: 'server/index.ts', operator: 'server/cli/operator.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  jsx: 'automatic',
})
await rm('dist/migrations', { recursive: true, force: true })
await cp('server/db/migrations', 'dist/migrations', { recursive: true })
console.log('built dist/server.js and dist/operator.js (with dist/migrations)')
