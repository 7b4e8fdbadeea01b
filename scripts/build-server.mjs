// Bundles the Express server (server/index.ts and what it imports from data/) into
// dist/server.js. Packages stay external: they are installed in node_modules.
import { build } from 'esbuild'

await build({
  entryPoints: { server: 'server/index.ts', operator: 'server/operator.ts' },
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
console.log('built dist/server.js and dist/operator.js')
