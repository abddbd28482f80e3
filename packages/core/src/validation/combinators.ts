// Small validation combinators for `createKit` options. They are hand-written, not zod, because a bundler puts
// every zod module the root entry reaches into the first load. The wording follows what zod reported before:
// a missing value "is required", an unknown key "is not a known option". A field both checks a value and returns
// it with its defaults applied, so checking and resolving are one pass.

/** One problem: where (`features.socials[2]`) and what. */
export type Issue = { path: string; message: string }

/** Checks the value found at `path`, adding what is wrong to `issues`; returns it with its defaults applied. */
export type Field = (value: unknown, path: string, issues: Issue[]) => unknown

const join = (path: string, key: string) => (path ? `${path}.${key}` : key)

/** A plain object (not null, not an array). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A value that passes `test`; a missing one "is required". */
export const rule =
  (test: (value: never) => unknown, message: string): Field =>
  (value, path, issues) => {
    if (value === undefined || !test(value as never))
      issues.push({ path, message: value === undefined ? 'is required' : message })
    return value
  }

/** `field` when the value is given; `fallback` when it is missing. */
export const optional =
  (field: Field, fallback?: unknown): Field =>
  (value, path, issues) =>
    value === undefined ? fallback : field(value, path, issues)

/** A string that passes `test`. */
export const text = (message = 'must be a string', test: (value: string) => boolean = () => true) =>
  rule((value) => typeof value === 'string' && test(value), message)

/** A boolean. */
export const flag = rule((value) => typeof value === 'boolean', 'must be true or false')

/** One of `values`. */
export const oneOf = (values: readonly string[], message = `must be one of ${values.join(', ')}`) =>
  rule((value) => values.includes(value), message)

/** An object with a function under each of `keys`. */
export const hasFunctions = (keys: readonly string[]) =>
  rule(
    (value) => isRecord(value) && keys.every((key) => typeof value[key] === 'function'),
    `must have ${keys.slice(0, -1).join(', ')} and ${keys.at(-1)} functions`,
  )

/** A frozen copy of a list whose every item passes `item`; holes count as missing items. */
export const list =
  (item: Field, message = 'must be array'): Field =>
  (value, path, issues) =>
    Array.isArray(value)
      ? Object.freeze(Array.from(value, (entry, index) => item(entry, `${path}[${index}]`, issues)))
      : rule(() => false, message)(value, path, issues)

/**
 * An object whose keys pass their fields, in order. A strict one refuses every other key and becomes a frozen copy
 * with its defaults; a loose one (a viem chain, which has keys of its own) is checked and kept as it is.
 */
export const object =
  (shape: Record<string, Field>, strict = true): Field =>
  (value, path, issues) => {
    if (!isRecord(value)) return rule(() => false, 'must be object')(value, path, issues)
    const copy: Record<string, unknown> = {}
    for (const key in shape) copy[key] = shape[key]?.(value[key], join(path, key), issues)
    if (!strict) return value
    for (const key in value)
      if (!Object.hasOwn(shape, key)) issues.push({ path: join(path, key), message: 'is not a known option' })
    return Object.freeze(copy)
  }

/** An optional object: missing, it is every default of `shape`. */
export const section = (shape: Record<string, Field>): Field => {
  const check = object(shape)
  return (value, path, issues) => check(value === undefined ? {} : value, path, issues)
}
