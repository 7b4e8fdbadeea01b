import { describe, expect, it } from 'vitest'
import { CONTACT_MESSAGES, VALIDATION_ERROR } from '#app/domain/leads/contact-fields'
import { ENQUIRY_COPY, ENQUIRY_LABELS, ENQUIRY_MESSAGES, CONDITIONS, TIMES_OF_DAY, RENTAL_PLAN_OPTIONS, DELIVERY_TOWNS, OTHER_TOWN, enquiryMessageKey, yearRangeMessage } from '#app/domain/leads/enquiry-fields'
import { INTERESTS } from '#app/domain/leads/contact-fields'
import { fill } from '#app/domain/language'
import { describeWords } from '#app/tests/helpers/words'
import { SUBMIT_FAILED } from './useLeadForm'
import words from './form-words'

describeWords('the lead forms', words)

describe('the lead forms’ English words', () => {
  const { contact, enquiry } = words.en
  it('say what the domain’s labels, choices and messages say', () => {
    expect(enquiry.labels).toEqual(ENQUIRY_LABELS)
    for (const option of TIMES_OF_DAY) expect(enquiry.times[option.value]).toBe(option.label)
    for (const option of CONDITIONS) expect(enquiry.conditions[option.value]).toBe(option.label)
    for (const option of RENTAL_PLAN_OPTIONS) expect(enquiry.plans[option.value]).toBe(option.label)
    for (const option of INTERESTS) expect(contact.interests[option.value]).toBe(option.label)
    expect(DELIVERY_TOWNS.find((t) => t.value === OTHER_TOWN)?.label).toBe(enquiry.otherTown)
    for (const kind of ['test-drive', 'rental', 'trade-in'] as const) {
      expect(enquiry.titles[kind]).toBe(ENQUIRY_COPY[kind].title)
      expect(enquiry.submit[kind]).toBe(ENQUIRY_COPY[kind].submit)
    }
    expect(contact.form.validation).toBe(VALIDATION_ERROR)
    expect(contact.form.submitFailed).toBe(SUBMIT_FAILED)
  })

  it('give every message of the schemas back word for word, found by its key', () => {
    for (const message of [...Object.values(CONTACT_MESSAGES), ...Object.values(ENQUIRY_MESSAGES), yearRangeMessage(1980, 2027)]) {
      const found = enquiryMessageKey(message)
      expect(found, message).toBeDefined()
      expect(fill(enquiry.errors[found!.key], found!.values)).toBe(message)
    }
    for (const [key, message] of Object.entries(CONTACT_MESSAGES)) expect(contact.errors[key as keyof typeof CONTACT_MESSAGES]).toBe(message)
    expect(enquiryMessageKey('Something else')).toBeUndefined()
  })

  it('name the years in Spanish as in English', () => {
    const found = enquiryMessageKey(yearRangeMessage(1980, 2027))!
    expect(fill(words.es.enquiry.errors[found.key], found.values)).toBe('Escriba el año en que se fabricó su carrito, de 1980 a 2027')
  })
})
