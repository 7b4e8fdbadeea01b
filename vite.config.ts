import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react(), vike()],
  // #app/… imports: the one alias, declared in tsconfig.json `paths`, that tsc, Vite, vitest, esbuild and tsx all read
  resolve: { tsconfigPaths: true },
  build: {
    // A page reached by a client-side navigation loads its stylesheets through Vite's preload
    // list, which the client router carries for every page on every page; its scripts need no
    // list: the server's first page preloads its own (server/http/page-assets.ts), and a later
    // page's entry brings its few new chunks by importing them. Listing only the stylesheets
    // keeps every page's script about 1 KB gzip lighter.
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')) },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React, react-dom and Vike's client runtime are on every page: one file instead of
            // several (one request, one compression window: about 0.7 KB less gzip per page). The
            // renderer's page context and first-touch record, which every page reads too, go with them
            // (so a change to either gives the whole file a new name, as a change to React does).
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|vike|@brillout)[\\/]|[\\/]renderer[\\/](usePageContext\.tsx|first-touch\.ts|Layout\.tsx)$|[\\/]components[\\/](Header|Banner|Toaster|Icon)\.tsx$|[\\/]content[\\/](business|navigation|languages)\.ts$|[\\/]domain[\\/]language\.ts$/ },
            // A stylesheet's file is named by its source file alone (home.[hash].css, not
            // pages_index_home-[hash].[hash].css): the client router lists every page's stylesheets
            // on every page, so each name's length is paid everywhere (about 0.4 KB gzip in all).
            { name: (id: string) => (id.endsWith('.css') ? id.replace(/^.*[\\/]|\.css$/g, '') : null), test: /\.css$/ },
          ],
        },
      },
    },
  },
})
