import { describe, expect, it } from 'vitest'
import { EMAIL_FIELD_ID, emailFieldMessage, readEmailFieldMessage } from './emailField.js'

const field = 'f-0123456789abcdef'

describe('readEmailFieldMessage', () => {
  it('reads what the field posts, for its own id only', () => {
    expect(readEmailFieldMessage(emailFieldMessage({ type: 'READY', field, passkeys: true }), field)).toEqual(
      {
        type: 'READY',
        field,
        passkeys: true,
      },
    )
    const input = emailFieldMessage({ type: 'INPUT', field, email: 'a@b.example', submit: true })
    expect(input.type).toBe('@kit-email-field/INPUT')
    expect(readEmailFieldMessage(input, field)).toEqual({
      type: 'INPUT',
      field,
      email: 'a@b.example',
      submit: true,
    })
    expect(readEmailFieldMessage(input, 'another-field-0123456')).toBeUndefined()
  })

  it('drops anything else', () => {
    for (const data of [
      null,
      'READY',
      { type: 'READY', field, passkeys: true },
      { type: '@kit-email-field/READY', field, passkeys: 'yes' },
      { type: '@kit-email-field/INPUT', field, email: 1, submit: false },
      { type: '@kit-email-field/INPUT', field, email: 'a'.repeat(255), submit: false },
      { type: '@kit-email-field/INPUT', field, email: 'a@b.example' },
      { type: '@kit-email-field/OTHER', field },
    ])
      expect(readEmailFieldMessage(data, field)).toBeUndefined()
    // An id the protocol does not allow never matches, even when the message names it.
    expect(
      readEmailFieldMessage({ type: '@kit-email-field/READY', field: 'short', passkeys: true }, 'short'),
    ).toBe(undefined)
  })

  it('takes ids of 16 to 64 URL-safe characters', () => {
    expect(EMAIL_FIELD_ID.test('a'.repeat(16))).toBe(true)
    expect(EMAIL_FIELD_ID.test('a'.repeat(15))).toBe(false)
    expect(EMAIL_FIELD_ID.test('a'.repeat(65))).toBe(false)
    expect(EMAIL_FIELD_ID.test('abc/def"0123456789')).toBe(false)
  })
})
