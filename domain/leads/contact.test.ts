import { describe, expect, it } from 'vitest'
import { validateContact, MESSAGES } from './contact'

const valid = {
  firstName: 'Dana',
  lastName: 'Kowalski',
  email: 'dana@example.com',
  phone: '6105550199',
  interest: 'parts',
  message: 'Do you carry lift kits?',
}

describe('validateContact', () => {
  it('accepts a complete message, trims text and defaults the interest to sales', () => {
    const { interest: _omit, ...rest } = valid
    const result = validateContact({ ...rest, firstName: '  Dana  ' })
    expect(result).toEqual({ ok: true, value: { ...rest, firstName: 'Dana', interest: 'sales' } })
  })

  it.each([
    ['firstName', '', MESSAGES.firstName],
    ['firstName', '   ', MESSAGES.firstName],
    ['lastName', '', 'Last name is required'],
    ['email', 'not-an-email', 'Invalid email address'],
    ['email', 'a@b', 'Invalid email address'],
    ['phone', '610555019', 'Phone number is required'],
    ['message', 'Too short', 'Message must be at least 10 characters'],
    ['interest', 'rentals', MESSAGES.interest],
  ])('rejects %s = %j with "%s"', (field, value, message) => {
    const result = validateContact({ ...valid, [field]: value })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.fields).toEqual({ [field]: message })
  })

  it('accepts the shortest valid phone and message (boundaries)', () => {
    expect(validateContact({ ...valid, phone: '1234567890', message: '1234567890' }).ok).toBe(true)
  })

  it('names every field when the body is not an object or fields have wrong types', () => {
    for (const body of [null, 'text', 42, []]) {
      const result = validateContact(body)
      expect(result.ok).toBe(false)
      if (!result.ok) expect(Object.keys(result.fields).sort()).toEqual(['email', 'firstName', 'lastName', 'message', 'phone'])
    }
    const result = validateContact({ ...valid, firstName: 7, email: { x: 1 } })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.fields).toEqual({ firstName: MESSAGES.firstName, email: MESSAGES.email })
  })

  it('rejects over-long text', () => {
    const result = validateContact({ ...valid, message: 'x'.repeat(5001) })
    expect(result.ok).toBe(false)
  })
})
