import fc from 'fast-check'
import * as z from 'zod'
import type { JsonSchema } from './openApiDocument.js'

// fast-check arbitraries read from the OpenAPI document's JSON Schemas (the subset zod writes: types, enum, const,
// anyOf, properties/required/additionalProperties, items, prefixItems, string bounds, pattern and format), for the fuzzer. Test
// code: fast-check is a development dependency.

/** Whether a value is what `schema` accepts, as zod reads the JSON Schema (formats are checked too). */
export function validatorOf(schema: JsonSchema): (value: unknown) => boolean {
  const parser = z.fromJSONSchema(schema as z.core.JSONSchema.JSONSchema)
  return (value) => parser.safeParse(value).success
}

const list = (value: unknown): JsonSchema[] => (Array.isArray(value) ? (value as JsonSchema[]) : [])
const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type)
    ? (schema.type as string[])
    : typeof schema.type === 'string'
      ? [schema.type]
      : []
const number = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined)

/** Whether the schema refuses anything at all (`{}` takes every value). */
const constrains = (schema: JsonSchema): boolean =>
  typesOf(schema).length > 0 ||
  'const' in schema ||
  'enum' in schema ||
  'anyOf' in schema ||
  'oneOf' in schema

/** Strings within the schema's bounds: its pattern's language, an e-mail address for `format: email`, or any. */
function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = number(schema.minLength) ?? 0
  const maxLength = number(schema.maxLength)
  const within = (value: string) =>
    value.length >= minLength && (maxLength === undefined || value.length <= maxLength)
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern)).filter(within)
  if (schema.format === 'email') return fc.emailAddress().filter(within)
  return fc.string({ minLength, ...(maxLength === undefined ? {} : { maxLength }) })
}

/** Objects with every required property and some of the others, each valid. */
function validObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
  const record = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, valid(property)]),
  )
  return fc.record(record, { requiredKeys: (schema.required ?? []) as string[] })
}

/** Tuples (`prefixItems`): each position valid, the optional last ones present or not (`minItems`). */
function validTuple(schema: JsonSchema): fc.Arbitrary<unknown[]> {
  const items = list(schema.prefixItems).map(valid)
  const minItems = number(schema.minItems) ?? items.length
  return fc
    .integer({ min: minItems, max: items.length })
    .chain((length) => fc.tuple(...items.slice(0, length)))
}

/** Tuples one change away from valid: one position invalid. */
function badTuples(schema: JsonSchema): fc.Arbitrary<unknown>[] {
  const items = list(schema.prefixItems)
  if (items.length === 0) return []
  return [
    fc
      .tuple(validTuple(schema), fc.integer({ min: 0, max: items.length - 1 }))
      .chain(([value, at]) =>
        invalid(items[at] ?? {}).map((wrong) => Object.assign([...value], { [at]: wrong })),
      ),
  ]
}

function valid(schema: JsonSchema): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const)
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]))
  const branches = [...list(schema.anyOf), ...list(schema.oneOf)]
  if (branches.length > 0) return fc.oneof(...branches.map(valid))
  const types = typesOf(schema)
  if (types.length === 0) return fc.jsonValue()
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      if (type === 'string') return validString(schema)
      if (type === 'object') return validObject(schema)
      if (type === 'array' && Array.isArray(schema.prefixItems)) return validTuple(schema)
      if (type === 'array') return fc.array(valid((schema.items ?? {}) as JsonSchema), { maxLength: 3 })
      if (type === 'integer') return fc.integer()
      if (type === 'number') return fc.double({ noNaN: true, noDefaultInfinity: true })
      if (type === 'boolean') return fc.boolean()
      return fc.constant(null)
    }),
  )
}

/** Values of every JSON type but the schema's own. */
function wrongType(schema: JsonSchema): fc.Arbitrary<unknown> {
  const types = typesOf(schema)
  const others: Array<[string, fc.Arbitrary<unknown>]> = [
    ['string', fc.string({ maxLength: 8 })],
    ['number', fc.integer()],
    ['boolean', fc.boolean()],
    ['null', fc.constant(null)],
    ['object', fc.dictionary(fc.string({ maxLength: 8 }), fc.integer(), { maxKeys: 2 })],
    ['array', fc.array(fc.string({ maxLength: 8 }), { maxLength: 2 })],
  ]
  const wrong = others.filter(
    ([type]) => !types.includes(type) && !(type === 'number' && types.includes('integer')),
  )
  return fc.oneof(...wrong.map(([, arbitrary]) => arbitrary))
}

/** Strings that break a bound of the schema: too long, too short, outside its pattern or its values. */
function badStrings(schema: JsonSchema): fc.Arbitrary<unknown>[] {
  const bad: fc.Arbitrary<unknown>[] = []
  const maxLength = number(schema.maxLength)
  const minLength = number(schema.minLength)
  if (maxLength !== undefined) bad.push(fc.string({ minLength: maxLength + 1, maxLength: maxLength + 8 }))
  if (minLength) bad.push(fc.string({ maxLength: minLength - 1 }))
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern)
    bad.push(fc.string({ maxLength: 40 }).filter((value) => !pattern.test(value)))
  }
  if (Array.isArray(schema.enum) || 'const' in schema) bad.push(fc.string({ maxLength: 12 }))
  return bad
}

/** Objects one change away from valid: a required property gone, one property invalid, or one too many. */
function badObjects(schema: JsonSchema): fc.Arbitrary<unknown>[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
  const required = (schema.required ?? []) as string[]
  const base = validObject(schema)
  const bad: fc.Arbitrary<unknown>[] = []
  if (required.length > 0)
    bad.push(
      fc.tuple(base, fc.constantFrom(...required)).map(([value, name]) => {
        const { [name]: _, ...rest } = value
        return rest
      }),
    )
  // A property that takes any value cannot be made invalid.
  const names = Object.keys(properties).filter((name) => constrains(properties[name] ?? {}))
  if (names.length > 0)
    bad.push(
      fc
        .constantFrom(...names)
        .chain((name) =>
          fc
            .tuple(base, invalid(properties[name] ?? {}))
            .map(([value, wrong]) => ({ ...value, [name]: wrong })),
        ),
    )
  if (schema.additionalProperties === false)
    bad.push(fc.tuple(base, fc.integer()).map(([value, extra]) => ({ ...value, unexpectedField: extra })))
  return bad
}

function invalid(schema: JsonSchema): fc.Arbitrary<unknown> {
  const accepts = validatorOf(schema)
  const branches = [...list(schema.anyOf), ...list(schema.oneOf)]
  const candidates = [
    wrongType(schema),
    ...branches.map(invalid),
    ...(typesOf(schema).includes('string') ? badStrings(schema) : []),
    ...(typesOf(schema).includes('object') ? badObjects(schema) : []),
    ...(typesOf(schema).includes('array') ? badTuples(schema) : []),
  ]
  // A change may land on another valid value (a branch of anyOf, a string that still fits): keep only refusals.
  return fc.oneof(...candidates).filter((value) => !accepts(value))
}

/** Values `schema` accepts. */
export function validValues(schema: JsonSchema): fc.Arbitrary<unknown> {
  const accepts = validatorOf(schema)
  return valid(schema).filter(accepts)
}

/**
 * Values `schema` refuses: a wrong type, a string out of its bounds, an object missing a required property, with
 * one invalid property or one too many, and any JSON that happens not to fit.
 */
export function invalidValues(schema: JsonSchema): fc.Arbitrary<unknown> {
  const accepts = validatorOf(schema)
  return fc.oneof(
    invalid(schema),
    fc.jsonValue().filter((value) => !accepts(value)),
  )
}
