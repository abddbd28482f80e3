// A tiny ICU-style message formatter for the language packs: `{name}` placeholders and
// `{name, plural, =0 {…} one {…} other {…}}` with `#` for the number, through Intl.PluralRules and
// Intl.NumberFormat. Enough for Kit's messages, a few hundred bytes instead of a formatting library.

type Part =
  | { kind: 'text'; text: string }
  | { kind: 'value'; name: string }
  | { kind: 'plural'; name: string; cases: Record<string, Part[]> }
  | { kind: 'count' }

/** Thrown for a template that does not parse (the pack's author sees it in the locale check). */
export class MessageSyntaxError extends Error {
  override name = 'MessageSyntaxError'
}

/** Parses a template into parts; `inPlural` makes `#` the plural's number. */
export function parseTemplate(template: string, inPlural = false): Part[] {
  const parts: Part[] = []
  let index = 0
  let text = ''
  const flush = () => {
    if (text) parts.push({ kind: 'text', text })
    text = ''
  }
  while (index < template.length) {
    const char = template[index] as string
    if (char === '#' && inPlural) {
      flush()
      parts.push({ kind: 'count' })
      index++
    } else if (char === '{') {
      flush()
      const end = matchingBrace(template, index)
      const body = template.slice(index + 1, end)
      const [name = '', type, ...rest] = body.split(',')
      if (type === undefined) parts.push({ kind: 'value', name: name.trim() })
      else if (type.trim() === 'plural')
        parts.push({ kind: 'plural', name: name.trim(), cases: parseCases(rest.join(',')) })
      else throw new MessageSyntaxError(`Unknown argument type "${type.trim()}" in "${template}"`)
      index = end + 1
    } else if (char === '}') throw new MessageSyntaxError(`Unmatched "}" in "${template}"`)
    else {
      text += char
      index++
    }
  }
  flush()
  return parts
}

function matchingBrace(template: string, open: number): number {
  let depth = 0
  for (let index = open; index < template.length; index++) {
    if (template[index] === '{') depth++
    else if (template[index] === '}' && --depth === 0) return index
  }
  throw new MessageSyntaxError(`Unmatched "{" in "${template}"`)
}

function parseCases(source: string): Record<string, Part[]> {
  const cases: Record<string, Part[]> = {}
  let index = 0
  while (index < source.length) {
    const open = source.indexOf('{', index)
    if (open < 0) break
    const selector = source.slice(index, open).trim()
    const end = matchingBrace(source, open)
    cases[selector] = parseTemplate(source.slice(open + 1, end), true)
    index = end + 1
  }
  if (!cases.other) throw new MessageSyntaxError(`A plural needs an "other" case: "${source}"`)
  return cases
}

/** The argument names a template refers to (placeholders and plural selectors), for the locale check. */
export function templateArguments(template: string): string[] {
  const names = new Set<string>()
  const visit = (parts: Part[]) => {
    for (const part of parts)
      if (part.kind === 'value') names.add(part.name)
      else if (part.kind === 'plural') {
        names.add(part.name)
        for (const nested of Object.values(part.cases)) visit(nested)
      }
  }
  visit(parseTemplate(template))
  return [...names].sort()
}

/** Compiles a template into a function of the named arguments, in order, formatting numbers for `locale`. */
export function compileTemplate(
  template: string,
  argumentNames: readonly string[],
  locale: string,
): (...values: unknown[]) => string {
  const parts = parseTemplate(template)
  const plurals = new Intl.PluralRules(locale)
  const numbers = new Intl.NumberFormat(locale)
  const render = (list: Part[], values: Record<string, unknown>, count?: number): string =>
    list
      .map((part) => {
        if (part.kind === 'text') return part.text
        if (part.kind === 'count') return numbers.format(count ?? 0)
        const value = values[part.name]
        if (part.kind === 'value') return typeof value === 'number' ? numbers.format(value) : String(value)
        const amount = Number(value)
        const chosen =
          part.cases[`=${amount}`] ?? part.cases[plurals.select(amount)] ?? part.cases.other ?? []
        return render(chosen, values, amount)
      })
      .join('')
  return (...values) =>
    render(parts, Object.fromEntries(argumentNames.map((name, index) => [name, values[index]])))
}
