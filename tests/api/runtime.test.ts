import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  devDependencies: Record<string, string>
}

describe('runtime', () => {
  it('runs on the Node.js major that the node dev dependency pins, not the system one', () => {
    const pinned = Number(/\d+/.exec(pkg.devDependencies.node)?.[0])
    expect(pinned).toBeGreaterThanOrEqual(26)
    expect(Number(process.versions.node.split('.')[0])).toBe(pinned)
  })

  it('names the same major in the Docker image', () => {
    const dockerfile = readFileSync(new URL('../../Dockerfile', import.meta.url), 'utf8')
    const majors = [...dockerfile.matchAll(/^FROM node:(\d+)/gm)].map((m) => Number(m[1]))
    expect(majors.length).toBeGreaterThan(0)
    expect(new Set(majors)).toEqual(new Set([Number(process.versions.node.split('.')[0])]))
  })
})
