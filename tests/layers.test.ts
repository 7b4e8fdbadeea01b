import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const DATA = new URL('.', import.meta.url).pathname

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return sources(file)
    return /\.tsx?$/.test(name) ? [file] : []
  })
}

describe('data/', () => {
  it('is the ground floor: it imports nothing from components/, renderer/, server/ or pages/', () => {
    const upward = sources(DATA).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/from '((?:\.\.\/)+(?:components|renderer|server|pages)\/[^']*)'/g)].map(
        (m) => `${path.relative(DATA, file)} imports ${m[1]}`,
      ),
    )
    expect(upward).toEqual([])
  })
})
