// The pseudo-locale `en-XA` with core's texts too (its toasts and errors): the whole table of pseudo.ts, and each of
// core's texts accented and padded like the rest, its `{placeholders}` kept, so a clipped error shows in screenshots.
import type { KitMessages } from '../../../messages.js'
import { pseudoMessages as pseudoTable, pseudoText } from '../../pseudo.js'
import coreTextKeys from './keys.generated.js'

/** One of core's texts in the pseudo-locale; a template's placeholders stay as they are (accents keep positions). */
export function pseudoCoreText(text: string): string {
  const pseudo = [...pseudoText(text)]
  for (const placeholder of text.matchAll(/\{\w+\}/g)) {
    // pseudoText opens with '['; each character maps to one.
    const start = [...text.slice(0, placeholder.index)].length + 1
    pseudo.splice(start, placeholder[0].length, ...placeholder[0])
  }
  return pseudo.join('')
}

/** The pseudo-locale's table, core's texts included. */
export function pseudoMessages(): KitMessages {
  const table = pseudoTable()
  return {
    ...table,
    // English's own entries (the UI's wording of a refused request) stay over core's words.
    coreTexts: {
      ...Object.fromEntries(coreTextKeys.map((text) => [text, pseudoCoreText(text)])),
      ...table.coreTexts,
    },
  }
}
