import type { PageContextServer } from 'vike/types'
import { DEFAULT_INPUT, isUsageType, isYears, validateEcoForm, type EcoFormValues, type EcoInput } from '#app/domain/eco'

export interface EcoPageData {
  /** The form's values: the defaults, or what a no-JavaScript visitor submitted. */
  values: EcoFormValues
  /** Present when the query asked for a calculation with valid input (computed without delay). */
  input?: EcoInput
  /** Present when the submitted miles per week were not a number from 1 to 500. */
  error?: string
}

/**
 * The calculator's form is a GET form to this page, so with JavaScript off
 * /eco-impact?miles=25&usage=recreational&years=1 is answered with the result here.
 */
export function data(pageContext: PageContextServer): EcoPageData {
  const { search } = pageContext.urlParsed
  const usage = search.usage && isUsageType(search.usage) ? search.usage : DEFAULT_INPUT.usage
  const years = isYears(Number(search.years)) ? search.years! : String(DEFAULT_INPUT.years)
  if (search.miles === undefined) return { values: { miles: String(DEFAULT_INPUT.milesPerWeek), usage, years } }
  const values: EcoFormValues = { miles: search.miles.trim().slice(0, 20), usage, years }
  const result = validateEcoForm(values)
  return result.ok ? { values, input: result.input } : { values, error: result.error }
}
