import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
// @ts-expect-error the bench's shared module is plain JavaScript, run by node without a build
import { enquiryRequest, keptSections, replaceSection } from './measure.mjs'

const RESULTS = ['# Benchmark', '', 'Run on 2 cores.', '', '## Cached routes', '', '| a | b |', '', '## Verdict', '', 'Every target met.', ''].join('\n')

let dir: string
let file: string
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'lcgc-bench-report-'))
  file = path.join(dir, 'results.md')
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('the sections of bench/results.md', () => {
  it('adds a section at the end, keeping every other one as it was', () => {
    writeFileSync(file, RESULTS)
    replaceSection(file, '## Replicas and databases\n\n| SQLite | 300 |\n')
    expect(readFileSync(file, 'utf8')).toBe(RESULTS + '\n## Replicas and databases\n\n| SQLite | 300 |\n')
  })

  it('replaces the section with the same heading in place, and only it', () => {
    writeFileSync(file, RESULTS)
    replaceSection(file, '## Cached routes\n\n| c | d |\n')
    expect(readFileSync(file, 'utf8')).toBe(RESULTS.replace('| a | b |', '| c | d |'))
    replaceSection(file, '## Replicas and databases\n\nfirst run')
    replaceSection(file, '## Replicas and databases\n\nsecond run')
    const text = readFileSync(file, 'utf8')
    expect(text.match(/## Replicas and databases/g)).toHaveLength(1)
    expect(text).toContain('second run')
    expect(text).not.toContain('first run')
  })

  it('writes a new file when there is none', () => {
    replaceSection(file, '## Replicas and databases\n\nfigures\n')
    expect(readFileSync(file, 'utf8')).toBe('## Replicas and databases\n\nfigures\n')
  })

  it('gives back the named sections for a report that rewrites the file (npm run bench keeps the replicas section)', () => {
    writeFileSync(file, RESULTS + '\n## Replicas and databases\n\n| PostgreSQL | 250 |\n\n### Limits\n\nthe write lock\n')
    const kept = keptSections(file, ['## Replicas and databases'])
    expect(kept).toBe('\n## Replicas and databases\n\n| PostgreSQL | 250 |\n\n### Limits\n\nthe write lock\n')
    expect(keptSections(file, ['## Photos'])).toBe('')
    expect(keptSections(path.join(dir, 'absent.md'), ['## Replicas and databases'])).toBe('')
  })
})

describe('the enquiries the benches post', () => {
  it('come from a different visitor each time, and from a different address when asked', () => {
    const request = enquiryRequest((i: number) => `visitor-${i}@example.com`, { forwardedFor: true })
    const sent = Array.from({ length: 300 }, () => request.setupRequest({ headers: { accept: '*/*' } }))
    const emails = sent.map((r) => JSON.parse(r.body).email)
    expect(new Set(emails).size).toBe(300)
    expect(new Set(sent.map((r) => r.headers['x-forwarded-for'])).size).toBe(300)
    expect(sent[0].headers).toMatchObject({ accept: '*/*', 'content-type': 'application/json' })
    expect(request).toMatchObject({ method: 'POST', path: '/api/contact' })
    const plain = enquiryRequest((i: number) => `v${i}@example.com`).setupRequest({ headers: {} })
    expect(plain.headers['x-forwarded-for']).toBeUndefined()
  })
})
