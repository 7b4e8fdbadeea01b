import { expect, it } from 'vitest'
import { compareRows } from '#app/domain/vehicles/compare-rows'
import { describeWords } from '#app/tests/helpers/words'
import words from './+words'

describeWords('the comparison page', words)

it("names the table's rows in the order the comparison gives them", () => {
  expect(Object.values(words.en.rows)).toEqual(compareRows([]).map((row) => row.label))
})
