import type { NameStore } from './nameStore.js'
import { normalizeName } from './nameRules.js'

/** One suggestion: a full name and whether someone holds it already. */
export type NameSuggestion = { name: string; registered: boolean }

const MAX_SUGGESTIONS = 6

/**
 * Suggestions for a wanted name: the name itself first (with its `registered` flag), then free variants
 * (digits, prefixes, hyphenated forms) until there are six. Every suggestion passes the name rules.
 */
export async function suggestNames(
  input: string,
  suffix: string,
  store: NameStore,
): Promise<NameSuggestion[]> {
  const { label, fullName } = normalizeName(input, suffix)
  const variants = [
    `${label}1`,
    `${label}-kit`,
    `the-${label}`,
    `${label}-id`,
    `${label}2`,
    `${label}-01`,
    `${label}x`,
    `my-${label}`,
    `${label}3`,
    `${label}42`,
  ]
    .filter((variant) => variant.length <= 63)
    .map((variant) => `${variant}${suffix}`)
  const taken = await store.registered([fullName, ...variants])
  const free = variants.filter((name) => !taken.has(name)).slice(0, MAX_SUGGESTIONS - 1)
  return [
    { name: fullName, registered: taken.has(fullName) },
    ...free.map((name) => ({ name, registered: false })),
  ]
}
