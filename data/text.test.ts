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
})
