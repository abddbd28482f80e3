// The pseudo-locale `en-XA`, generated from English (never hand-written): accented and about 40 % longer, in
// brackets, so clipped, overflowing or untranslated (unbracketed) text shows in screenshots. Values passed to a
// message (addresses, e-mails, amounts) are left as they are.
import { defaultMessages, type KitMessages } from '../messages.js'

const accents: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ó',
  u: 'ú',
  c: 'ç',
  n: 'ñ',
  y: 'ý',
  s: 'š',
  z: 'ž',
  A: 'Å',
  E: 'É',
  I: 'Í',
  O: 'Ø',
  U: 'Ü',
  C: 'Ç',
  N: 'Ñ',
  Y: 'Ý',
  S: 'Š',
  Z: 'Ž',
}

/** The longest run of padding: a longer text is padded with words of it, which wrap as a translation's do. */
const paddingWord = 16

/** The tildes that lengthen a text of `length` characters to about 140 %, in words of at most {@link paddingWord}. */
function padding(length: number): string {
  const tildes = Math.max(1, Math.round(length * 0.4) - 2)
  const words = Array.from({ length: Math.ceil(tildes / paddingWord) }, (_, index) =>
    '~'.repeat(Math.min(paddingWord, tildes - index * paddingWord)),
  )
  return words.join(' ')
}

/** Accents the letters of `text` and pads it to about 140 % of its length. */
export function pseudoText(text: string): string {
  if (!text.trim()) return text
  const accented = [...text].map((char) => accents[char] ?? char).join('')
  return `[${accented}${padding(text.length)}]`
}

/** Pseudo-localizes a message's output, leaving the values passed in untouched. */
function pseudoOutput(output: string, values: unknown[]): string {
  const kept = values.map(String).filter((value) => value && output.includes(value))
  if (kept.length === 0) return pseudoText(output)
  const pattern = new RegExp(
    `(${kept.map((value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`,
  )
  const pieces = output.split(pattern)
  const text = pieces.map((piece, index) =>
    index % 2 === 1 ? piece : [...piece].map((c) => accents[c] ?? c).join(''),
  )
  return `[${text.join('')}${padding(output.length)}]`
}

function pseudoValue(value: unknown): unknown {
  if (typeof value === 'string') return pseudoText(value)
  if (typeof value === 'function')
    return (...values: unknown[]) =>
      pseudoOutput((value as (...args: unknown[]) => string)(...values), values)
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, nested]) => [key, pseudoValue(nested)]))
  return value
}

/** Names no language translates (brands, standards): kept as they are, as every pack keeps them. */
const untranslated = new Set<string>(['socialNames', 'smartAccountPaths', 'solana', 'evm'])

/** The whole table in the pseudo-locale. */
export function pseudoMessages(english: KitMessages = defaultMessages): KitMessages {
  return Object.fromEntries(
    Object.entries(english).map(([key, value]) => [key, untranslated.has(key) ? value : pseudoValue(value)]),
  ) as unknown as KitMessages
}
