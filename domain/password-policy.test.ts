import { describe, expect, it } from 'vitest'
import { passwordProblem, PASSWORD_MAX } from './password-policy'

const ctx = { email: 'dana.kowalski@example.com' }

describe('password policy', () => {
  it('accepts a long passphrase with no composition rules', () => {
    expect(passwordProblem('correct horse battery staple', ctx)).toBeNull()
    expect(passwordProblem('all lower case words here', ctx)).toBeNull()
    expect(passwordProblem('éèà ünïcödé pâsswörd ok', ctx)).toBeNull()
  })

  it('needs 12 to 128 characters (counted as characters, not bytes)', () => {
    expect(passwordProblem('short pass!', ctx)).toMatch(/at least 12/)
    expect(passwordProblem('twelve chars', ctx)).toBeNull()
    expect(passwordProblem('x'.repeat(PASSWORD_MAX - 3) + 'abc', ctx)).toBeNull()
    expect(passwordProblem('y'.repeat(PASSWORD_MAX - 3) + 'abcd', ctx)).toMatch(/at most 128/)
    // 12 emoji are 24 UTF-16 units but 12 characters.
    expect(passwordProblem('🙂🚗🌳🔑🏁🎯🧭🪴📦🛞🔋⛳', ctx)).toBeNull()
  })

  it('refuses breached and common passwords, with digits or symbols around them, or repeated', () => {
    expect(passwordProblem('qwertyuiop123', ctx)).toMatch(/common or breached/)
    expect(passwordProblem('Password1234', ctx)).toMatch(/common or breached/)
    expect(passwordProblem('!!baseball2024!!', ctx)).toMatch(/common or breached/)
    expect(passwordProblem('monkeymonkey', ctx)).toMatch(/common or breached/)
    expect(passwordProblem('aaaaaaaaaaaaaaaa', ctx)).toMatch(/common or breached/)
    expect(passwordProblem('1q2w3e4r5t6y', ctx)).toMatch(/common or breached/)
  })

  it("refuses the e-mail's local part and the dealer's name, whatever their case and spacing", () => {
    expect(passwordProblem('my Dana.Kowalski secret', ctx)).toMatch(/e-mail/)
    expect(passwordProblem('xx-danakowalski-xx', ctx)).toMatch(/e-mail/)
    expect(passwordProblem('Lehigh County Golf Carts!', ctx)).toMatch(/dealership/)
    expect(passwordProblem('lehighcountygolfcarts 1', ctx)).toMatch(/dealership/)
    // Shortened or run together the way people write it.
    expect(passwordProblem('lehighgolfcarts1', ctx)).toMatch(/dealership/)
    expect(passwordProblem('my LC Golf Carts key', ctx)).toMatch(/dealership/)
    expect(passwordProblem('Lehigh rain at dawn', ctx)).toMatch(/dealership/)
  })
})
