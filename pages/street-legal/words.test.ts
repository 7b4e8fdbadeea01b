import { describe, expect, it } from 'vitest'
import { describeWords } from '#app/tests/helpers/words'
import { STREET_LEGAL } from '#app/content/street-legal'
import words from './+words'

// The page's path, its sections' anchors and the inventory links' targets are the same in both languages.
const same = [
  'path',
  ...STREET_LEGAL.sections.flatMap((section, i) => [`sections.${i}.id`, ...(section.link ? [`sections.${i}.link.href`] : [])]),
]

describeWords('the street-legal page', words, same)

describe('the street-legal page in Spanish', () => {
  it('has each English section, its items and its link, in the same order', () => {
    expect(words.es.sections.map((s) => s.id)).toEqual(STREET_LEGAL.sections.map((s) => s.id))
    for (const [i, section] of STREET_LEGAL.sections.entries()) {
      expect(words.es.sections[i]!.paragraphs?.length).toBe(section.paragraphs?.length)
      expect(words.es.sections[i]!.items?.length).toBe(section.items?.length)
      expect(words.es.sections[i]!.link?.href).toBe(section.link?.href)
    }
  })
})
