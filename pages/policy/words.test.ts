import { describe, expect, it } from 'vitest'
import { describeWords } from '#app/tests/helpers/words'
import { business } from '#app/content/business'
import words from './+words'

describeWords('the policy pages', words)

describe('the policy pages: reply time', () => {
  it('promises the same reply time in Spanish as content/business.ts', () => {
    expect(words.en.within).toBe(business.responseTime.within)
    expect(words.es.within).toBe(business.responseTime.within.replace('hours', 'horas'))
  })
})
