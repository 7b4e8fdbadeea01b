import { describe, expect, it } from 'vitest'
import { withoutNul } from './text'

describe('withoutNul', () => {
  it('takes U+0000 out of text, in objects and arrays at any depth, and leaves everything else as it is', () => {
    expect(withoutNul('Kowal\u0000ski\u0000')).toBe('Kowalski')
    expect(withoutNul({ a: 'x\u0000y', b: ['\u0000z', 3], c: { d: 'e\u0000' }, n: null, t: true, k: 7 })).toEqual({ a: 'xy', b: ['z', 3], c: { d: 'e' }, n: null, t: true, k: 7 })
    const clean = { a: 'plain' }
    expect(withoutNul(clean)).toEqual(clean)
    expect(withoutNul(undefined)).toBeUndefined()
    // Other control characters are the validators' business.
    expect(withoutNul('a\u0001b')).toBe('a\u0001b')
  })

  it('looks no deeper than any form goes, so a body nested thousands of levels deep is handed on as it is, not a stack overflow', () => {
    let deep: unknown = ['x\u0000']
    for (let i = 0; i < 20_000; i++) deep = { a: [deep] }
    expect(() => withoutNul(deep)).not.toThrow()
    expect(withoutNul({ specifications: { range: '45\u0000 miles' }, features: ['a\u0000b'] })).toEqual({ specifications: { range: '45 miles' }, features: ['ab'] })
  })
})
