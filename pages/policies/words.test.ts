import { describe, expect, it } from 'vitest'
import { describeWords } from '#app/tests/helpers/words'
import words from './+words'

describeWords('the policies index', words)

describe('the policies index: head', () => {
  it('keeps the title and description short enough for search results', () => {
    for (const language of ['en', 'es'] as const) {
      expect(words[language].title.length).toBeLessThanOrEqual(60)
      expect(words[language].description.length).toBeLessThanOrEqual(160)
    }
  })
})
