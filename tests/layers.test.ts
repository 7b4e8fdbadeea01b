/**
 * The layers and their one rule: each imports only downward.
 *   content/   the dealer's facts and copy: imports nothing of the project outside content/
 *   domain/    rules and schemas shared with the browser: imports only content/ and domain/
 *   pages/, components/, renderer/: no value from server/ (a type is fine: it leaves no code)
 *   server/<feature>/: reached from outside its folder only through its index.ts
 * and no import climbs two folders (`../../`): #app/… says where a module lives.
 * The first three rules are about the code: a test beside it (*.test.ts) may also check it
 * against what a higher layer holds (the seed inventory, say). The last two bind tests too.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(new URL('..', import.meta.url).pathname)
const LAYERS = ['content', 'domain', 'server', 'pages', 'components', 'renderer', 'tests', 'bench', 'scripts']
/** server/ folders that are plumbing for the whole server rather than a feature: reached file by file. */
const SERVER_PLUMBING = new Set(['db', 'http', 'cli'])

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return files(file, pattern)
    return pattern.test(name) ? [file] : []
  })
}

const sources = (dir: string) => files(dir, /\.(tsx?|mjs)$/)

interface Import {
  file: string
  spec: string
  target: string
  typeOnly: boolean
}

const IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8')
  const found: Import[] = []
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[3] ?? m[4]
    let target: string
    if (spec.startsWith('#app/')) target = spec.slice('#app/'.length)
    else if (spec.startsWith('.')) target = path.relative(ROOT, path.resolve(path.dirname(file), spec))
    else continue
    // `import type { … }` and `import { type A, type B }` leave no code behind
    const names = m[0].match(/\{([^}]*)\}/)?.[1]
    const allTypes = names !== undefined && names.split(',').map((n) => n.trim()).filter(Boolean).every((n) => n.startsWith('type '))
    found.push({ file: path.relative(ROOT, file), spec, target, typeOnly: Boolean(m[2]) || allTypes })
  }
  return found
}

const all = LAYERS.flatMap((layer) => sources(path.join(ROOT, layer))).flatMap(importsOf)
const layerOf = (p: string) => p.split('/')[0]
const featureOf = (p: string) => (p.startsWith('server/') && p.split('/').length > 2 ? p.split('/')[1] : null)
const describeImport = (i: Import) => `${i.file} imports ${i.spec}`
const isTest = (i: Import) => /\.test\.tsx?$/.test(i.file)
const code = all.filter((i) => !isTest(i))

describe('layers', () => {
  it('content/ imports nothing of the project outside content/', () => {
    expect(code.filter((i) => layerOf(i.file) === 'content' && layerOf(i.target) !== 'content').map(describeImport)).toEqual([])
  })

  it('domain/ imports only content/ and domain/', () => {
    expect(code.filter((i) => layerOf(i.file) === 'domain' && !['content', 'domain'].includes(layerOf(i.target))).map(describeImport)).toEqual([])
  })

  it('pages, components and the renderer take no value from server/ (types only)', () => {
    const ui = ['pages', 'components', 'renderer']
    expect(code.filter((i) => ui.includes(layerOf(i.file)) && layerOf(i.target) === 'server' && !i.typeOnly).map(describeImport)).toEqual([])
  })

  it('a server feature is reached from outside its folder only through its index.ts', () => {
    const wrong = all.filter((i) => {
      const feature = featureOf(i.target)
      if (!feature || SERVER_PLUMBING.has(feature) || featureOf(i.file) === feature) return false
      // a test of the feature may reach into it
      if (i.file.startsWith(`server/${feature}/`)) return false
      return i.target !== `server/${feature}` && i.target !== `server/${feature}/index`
    })
    expect(wrong.map(describeImport)).toEqual([])
  })

  it('no import climbs two folders or more (#app/… names where a module lives)', () => {
    expect(all.filter((i) => i.spec.startsWith('../../')).map(describeImport)).toEqual([])
  })

  it('no source file is over 600 lines (a file that long does more than one job)', () => {
    const code = ['content', 'domain', 'server', 'pages', 'components', 'renderer'].flatMap((layer) =>
      files(path.join(ROOT, layer), /\.(tsx?|css)$/).filter((f) => !/\.(test|e2e)\.tsx?$/.test(f)),
    )
    expect(code.length).toBeGreaterThan(300)
    const long = code
      .map((f) => ({ file: path.relative(ROOT, f), lines: readFileSync(f, 'utf8').split('\n').length }))
      .filter((f) => f.lines > 600)
    expect(long).toEqual([])
  })

  it('finds the imports it checks', () => {
    // a parser that found nothing would pass every rule above
    expect(all.length).toBeGreaterThan(1000)
    expect(all.some((i) => i.file === 'server/app.ts' && i.target === 'server/services')).toBe(true)
  })
})
