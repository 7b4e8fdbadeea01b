// Writes .br and .gz next to every compressible file of the client build, so the server
// sends precompressed bytes (server/http/static-files.ts).
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const ROOT = 'dist/client'
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest'])

async function walk(dir) {
  const out = []
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) out.push(...(await walk(full)))
    else if (COMPRESSIBLE.has(path.extname(entry.name))) out.push(full)
  }
  return out
}

let count = 0
for (const file of await walk(ROOT)) {
  const body = await readFile(file)
  if (body.length < 256) continue
  await writeFile(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }))
  await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }))
  count++
}
console.log(`precompressed ${count} files in ${ROOT}`)
