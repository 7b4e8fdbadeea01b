import { describe, expect, it } from 'vitest'
import { COMPARE_IDS_MAX_LENGTH, COMPARE_LIMIT, comparePath, parseCompareIds } from './compare'

describe('parseCompareIds', () => {
  it('splits on commas, trims and keeps the order given', () => {
    expect(parseCompareIds(' evo-d5 , denago-city,rover ')).toEqual({ ids: ['evo-d5', 'denago-city', 'rover'], extra: [], invalid: [] })
  })

  it('drops empties and repeats (case-insensitively), keeping the first', () => {
    expect(parseCompareIds('a1,,A1, ,b2,a1').ids).toEqual(['a1', 'b2'])
  })

  it('keeps at most three and reports the rest', () => {
    const result = parseCompareIds('a,b,c,d,e')
    expect(COMPARE_LIMIT).toBe(3)
    expect(result.ids).toEqual(['a', 'b', 'c'])
    expect(result.extra).toEqual(['d', 'e'])
  })

  it('sets aside entries that cannot be a vehicle id, without them counting toward the limit', () => {
    const result = parseCompareIds('<script>,a,-b,c d,b,c,e')
    expect(result.ids).toEqual(['a', 'b', 'c'])
    expect(result.invalid).toEqual(['<script>', '-b', 'c d'])
    expect(result.extra).toEqual(['e'])
  })

  it('clips a long invalid entry for display', () => {
    const result = parseCompareIds(`${'x'.repeat(90)}`)
    expect(result.ids).toEqual([])
    expect(result.invalid[0]).toHaveLength(40)
    expect(result.invalid[0].endsWith('…')).toBe(true)
  })

  it('reads no further than the maximum length', () => {
    const result = parseCompareIds(`${'a,'.repeat(COMPARE_IDS_MAX_LENGTH)}zz`)
    expect(result.ids).toEqual(['a'])
    expect(result.extra).toEqual([])
  })

  it('accepts several ids values and nothing at all', () => {
    expect(parseCompareIds(['a,b', 'c']).ids).toEqual(['a', 'b', 'c'])
    expect(parseCompareIds(undefined)).toEqual({ ids: [], extra: [], invalid: [] })
    expect(parseCompareIds(null).ids).toEqual([])
    expect(parseCompareIds('').ids).toEqual([])
  })
})

describe('comparePath', () => {
  it('names the carts in order, or none', () => {
    expect(comparePath(['a', 'b-2'])).toBe('/compare?ids=a,b-2')
    expect(comparePath([])).toBe('/compare')
  })
})
