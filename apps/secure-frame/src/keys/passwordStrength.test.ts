import { describe, expect, it } from 'vitest'
import { checkRecoveryPassword, MIN_RECOVERY_PASSWORD_SCORE } from './passwordStrength.js'

describe('the recovery password’s strength floor (N3)', () => {
  it('refuses common passwords and famous example passphrases, with the estimator’s advice', () => {
    for (const password of [
      'password1234',
      'qwertyuiop123',
      'Password2024!',
      'correct horse battery staple',
      'correct-horse-battery-staple',
      'CorrectHorseBatteryStaple',
    ]) {
      const verdict = checkRecoveryPassword(password)
      expect(verdict.acceptable, password).toBe(false)
      expect(verdict.score, password).toBeLessThan(MIN_RECOVERY_PASSWORD_SCORE)
      expect(verdict.feedback.length, password).toBeGreaterThan(0)
    }
    expect(checkRecoveryPassword('password1234').feedback).toEqual([
      'This is similar to a commonly used password.',
      'Add more words that are less common.',
    ])
  })

  it('accepts long unrelated words and mixed passphrases, with no advice', () => {
    for (const password of ['quiver-anthem-dolphin-saddle-77', 'marmalade quasar tundra whistle']) {
      const verdict = checkRecoveryPassword(password)
      expect(verdict, password).toMatchObject({ acceptable: true, feedback: [] })
      expect(verdict.score).toBeGreaterThanOrEqual(MIN_RECOVERY_PASSWORD_SCORE)
    }
  })

  it('counts the account’s own e-mail and names as known to a guesser', () => {
    expect(checkRecoveryPassword('ada@example.com2024').acceptable).toBe(true)
    const verdict = checkRecoveryPassword('ada@example.com2024', ['ada@example.com'])
    expect(verdict.acceptable).toBe(false)
    expect(verdict.feedback).toContain('There should not be any personal or page related data.')
  })
})
