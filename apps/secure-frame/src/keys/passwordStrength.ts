// The recovery password's strength floor. The server keeps the sealed record, so the password must hold out against
// an offline guesser even behind Argon2id: zxcvbn-ts estimates how many guesses a password takes (common passwords,
// English words and names, keyboard walks, dates, repeats), and one scoring below 3 (under about 10^8 guesses) is
// refused with the library's own advice. The dictionaries are large: the password card import()s this module when a
// new password is being chosen, never on the frame's first load.
import { ZxcvbnFactory } from '@zxcvbn-ts/core'
// Two files of language-common, not its index: the index also bundles the EFF diceware list, which is CC BY 3.0.
import adjacencyGraphs from '@zxcvbn-ts/language-common/dist/adjacencyGraphs.json.mjs'
import commonPasswords from '@zxcvbn-ts/language-common/dist/passwords.json.mjs'
import { dictionary as english, translations } from '@zxcvbn-ts/language-en'

/** The least zxcvbn score (0–4) a recovery password needs: 3 is "safely unguessable: moderate protection". */
export const MIN_RECOVERY_PASSWORD_SCORE = 3

/** What the estimate says of a password. */
export type PasswordVerdict = {
  /** Whether the password reaches {@link MIN_RECOVERY_PASSWORD_SCORE}. */
  acceptable: boolean
  /** zxcvbn's score, 0 (too guessable) to 4 (very unguessable). */
  score: number
  /** The library's advice, in English: what is wrong (when it knows), then what to do. Empty when acceptable. */
  feedback: string[]
}

/**
 * Passphrases famous as examples, which every guesser tries first but the dictionaries score as strong: xkcd 936's,
 * with the separators people put in it.
 */
const FAMOUS_EXAMPLES = ['', ' ', '-', '_', '.'].map((separator) =>
  ['correct', 'horse', 'battery', 'staple'].join(separator),
)

let estimator: ZxcvbnFactory | undefined

/** Words of the account (its e-mail, its names) count as known to a guesser: split into their parts too. */
function accountWords(account: readonly string[]): string[] {
  const words = new Set<string>()
  for (const entry of account) {
    words.add(entry.toLowerCase())
    for (const part of entry.toLowerCase().split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) words.add(part)
  }
  return [...words]
}

/**
 * Estimates how guessable `password` is as a recovery password; `account` (the e-mail, user names) are words a
 * guesser targeting this user would try first.
 */
export function checkRecoveryPassword(password: string, account: readonly string[] = []): PasswordVerdict {
  estimator ??= new ZxcvbnFactory({
    translations,
    graphs: adjacencyGraphs,
    dictionary: { ...english, 'passwords-common': [...FAMOUS_EXAMPLES, ...commonPasswords] },
  })
  const { score, feedback } = estimator.check(password, accountWords(account))
  const acceptable = score >= MIN_RECOVERY_PASSWORD_SCORE
  return {
    acceptable,
    score,
    feedback: acceptable ? [] : [...(feedback.warning ? [feedback.warning] : []), ...feedback.suggestions],
  }
}
