// ICU-style messages, the part the frame's texts use: `{name}` and `{name, plural, =0 {…} one {…} other {…}}` with `#`
// for the number. Values are plain text: the cards put them in with textContent, never as HTML.

/** A value a message takes. */
export type MessageValue = string | number | bigint

/** The closing brace that matches the opening one at `start`. */
function closingBrace(message: string, start: number): number {
  let depth = 0
  for (let index = start; index < message.length; index++) {
    if (message[index] === '{') depth++
    else if (message[index] === '}' && --depth === 0) return index
  }
  return -1
}

/** The branches of a plural's body: `one {…} other {…}`. */
function pluralBranches(body: string): Map<string, string> {
  const branches = new Map<string, string>()
  let index = 0
  while (index < body.length) {
    const open = body.indexOf('{', index)
    if (open < 0) break
    const close = closingBrace(body, open)
    if (close < 0) break
    branches.set(body.slice(index, open).trim(), body.slice(open + 1, close))
    index = close + 1
  }
  return branches
}

/**
 * Formats `message` in `locale` with `values`. A variable without a value stays as written (`{name}`), which the
 * locale check catches before it ships.
 */
export function formatMessage(
  message: string,
  values: Readonly<Record<string, MessageValue>>,
  locale: string,
  plurals: Intl.PluralRules = new Intl.PluralRules(locale),
): string {
  let out = ''
  let index = 0
  while (index < message.length) {
    const open = message.indexOf('{', index)
    if (open < 0) break
    const close = closingBrace(message, open)
    if (close < 0) break
    out += message.slice(index, open)
    const inner = message.slice(open + 1, close)
    const [name = '', kind, ...rest] = inner.split(',')
    const key = name.trim()
    const value = values[key]
    if (kind?.trim() === 'plural' && value !== undefined) {
      const count = Number(value)
      const branches = pluralBranches(rest.join(','))
      const branch =
        branches.get(`=${count}`) ?? branches.get(plurals.select(count)) ?? branches.get('other') ?? ''
      // `#` is the number; a value that holds a `#` (an origin, a name) is left as it is.
      out += formatMessage(
        branch.replaceAll('#', '{#}'),
        { ...values, '#': new Intl.NumberFormat(locale, { useGrouping: false }).format(count) },
        locale,
        plurals,
      )
    } else out += value === undefined ? `{${inner}}` : String(value)
    index = close + 1
  }
  return out + message.slice(index)
}

/** The variable names of `message` (a plural's branches included), for the locale check. */
export function messageVariables(message: string): string[] {
  const names = new Set<string>()
  for (const match of message.matchAll(/\{\s*([A-Za-z][\w]*)\s*[,}]/g)) if (match[1]) names.add(match[1])
  return [...names].sort()
}
