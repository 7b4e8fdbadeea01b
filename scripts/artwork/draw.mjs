#!/usr/bin/env node
// Generates the original artwork of the site (no photos, no logos, nothing
// downloaded): cart side views, hero backgrounds, the social-sharing card and
// the apple-touch-icon.  Plain Node, no dependencies.
//
//   node scripts/artwork/draw.mjs            # SVGs + PNGs
//   node scripts/artwork/draw.mjs --svg-only # SVGs only (no Chromium needed)
//
// PNGs are rendered with a headless Chromium (CHROMIUM env var, default
// /usr/bin/chromium) from temporary HTML pages written to the OS temp dir, then
// squeezed with pngquant when it is installed.
import { statSync } from 'node:fs'
import { join } from 'node:path'
import { drawCarts } from './carts.mjs'
import { drawHeroes } from './heroes.mjs'
import { drawShareCard, drawTouchIcon } from './raster.mjs'
import { IMAGES, written } from './svg.mjs'

drawCarts()
drawHeroes()
if (!process.argv.includes('--svg-only')) {
  drawShareCard()
  drawTouchIcon()
}

for (const rel of written) console.log(String(statSync(join(IMAGES, rel)).size).padStart(7), rel)
