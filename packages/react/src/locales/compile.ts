// Turns a generated language pack (its values only, in the English table's order) into a messages table with
// functions, on the pack's first load. Keys travel once, here (with English, which the modal loads anyway), not in
// every pack: that halves a pack's size (Arabic: 4.5 → 2.7 KiB gzip).
import { defaultMessages, type KitMessages } from '../messages.js'
import { type MessageFunctionKey, messageArguments } from './arguments.js'
import { compileTemplate } from './format.js'

/** Thrown when a generated pack does not fit the English table (regenerate it: `node scripts/checkLocales.mjs --write`). */
export class LocalePackMismatchError extends Error {
  override name = 'LocalePackMismatchError'
}

/**
 * The pack's values laid over the English table's keys, each template compiled into its function. An empty value is
 * a string the same as English's (checkLocales.mjs writes it so, to keep the pack small).
 */
export function expandPack(values: readonly string[], locale: string): KitMessages {
  let next = 0
  const take = (): string => {
    const value = values[next++]
    if (value === undefined) throw new LocalePackMismatchError(`The ${locale} pack has too few values`)
    return value
  }
  const messages: Record<string, unknown> = {}
  for (const [key, english] of Object.entries(defaultMessages)) {
    // Core's texts travel in the core packs (packs/core), loaded beside this one: none here.
    if (key === 'coreTexts') messages[key] = {}
    else if (typeof english === 'function')
      messages[key] = compileTemplate(take(), messageArguments[key as MessageFunctionKey], locale)
    else if (typeof english === 'object')
      messages[key] = Object.fromEntries(
        Object.entries(english).map(([name, text]) => [name, take() || text]),
      )
    else messages[key] = take() || english
  }
  if (next !== values.length) throw new LocalePackMismatchError(`The ${locale} pack has too many values`)
  return messages as KitMessages
}
