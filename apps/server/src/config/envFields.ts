import type { z } from 'zod'

/** The environment a server reads (`process.env` or a test's record). */
export type Env = Record<string, string | undefined>

/**
 * The local stack (the devnet, the demo and the frame's dev servers) that development mode falls back to; given by
 * `devnetConfig.ts`, and to readers only when `KIT_DEV=1`.
 */
export type LocalStack = {
  /** A devnet service's URL on this machine: its `KIT_DEVNET_*_PORT` variable, else its default port. */
  url(
    env: Env,
    service: 'evm80002' | 'evm31337' | 'bundler80002' | 'bundler31337' | 'solanaRpc' | 'farcaster' | 'smtp',
  ): string
  /** The demo's and the secure frame's dev-server origins (comma-separated). */
  origins: { demo: string; frame: string }
  /** Kit USD, the devnet's test token: its ERC20 address (every anvil chain) and its SPL mint. */
  kitUsd: { evm: string; mint: string }
  /** The devnet's paymaster: its signer's (public) key, its contract address and the chains it is deployed on. */
  paymaster: { signerKey: `0x${string}`; address: string; chains: readonly string[] }
}

/** How one setting is read from the environment. */
export type EnvField<T> = {
  /** The variables it reads. */
  readonly variables: readonly string[]
  /** What is wrong with the values set, one sentence each; `checkEnv` gathers them from every field first. */
  readonly problems?: (env: Env) => string[]
  /**
   * The setting, or undefined to leave it to the schema's default. `local` is there only in development mode
   * (`KIT_DEV=1`), the one switch behind which a field may fall back to a local stand-in. Throws
   * `ServerConfigError` for what is set but refused.
   */
  readonly read: (env: Env, local: LocalStack | undefined) => T | undefined
}

/** The variables of a configuration object, field by field; a nested object has a table of its own. */
export type EnvTable<T> = {
  readonly [K in keyof T]?: EnvField<NonNullable<T[K]>> | EnvTable<NonNullable<T[K]>>
}

/** A variable's value; an empty one counts as unset. */
export const readVariable = (env: Env, name: string): string | undefined => env[name] || undefined

/** `a, b,c` → `['a', 'b', 'c']`. */
export const splitList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)

/** A string variable; under `KIT_DEV=1` an unset one takes the `development` stand-in. */
export function text<T extends string = string>(
  name: string,
  development?: (local: LocalStack, env: Env) => T,
): EnvField<T> {
  return {
    variables: [name],
    read: (env, local) => (readVariable(env, name) as T | undefined) ?? (local && development?.(local, env)),
  }
}

/** A comma-separated list; under `KIT_DEV=1` an unset one takes the `development` list. */
export function list<T extends string = string>(
  name: string,
  development?: (local: LocalStack) => string,
): EnvField<T[]> {
  return {
    variables: [name],
    read: (env, local) => {
      const value = readVariable(env, name) ?? (local && development?.(local))
      return value === undefined ? undefined : (splitList(value) as T[])
    },
  }
}

/** The problem with a URL variable whose scheme is not one of `protocols` (`'https:'`…). */
export function urlProblem(env: Env, name: string, protocols: readonly string[]): string[] {
  const raw = readVariable(env, name)
  if (raw === undefined) return []
  let protocol = ''
  try {
    protocol = new URL(raw).protocol
  } catch {}
  return protocols.includes(protocol)
    ? []
    : [`${name} must be a ${protocols.map((p) => `${p}//`).join(' or ')} URL, not "${raw.slice(0, 100)}"`]
}

/** A URL variable whose scheme must be one of `protocols` (see {@link urlProblem}). */
export function url(
  name: string,
  protocols: readonly string[],
  development?: (local: LocalStack, env: Env) => string,
): EnvField<string> {
  return { ...text(name, development), problems: (env) => urlProblem(env, name, protocols) }
}

/** The problem with a whole-number variable outside `min`…`max` (no `max`: any non-negative integer). */
export function integerProblem(env: Env, name: string, min: number, max?: number): string[] {
  const raw = readVariable(env, name)
  if (raw === undefined) return []
  const value = Number(raw)
  if (/^\d+$/.test(raw.trim()) && value >= min && value <= (max ?? Number.MAX_SAFE_INTEGER)) return []
  if (max === undefined) return [`${name} must be a non-negative integer`]
  return [
    min === 0
      ? `${name} must be a non-negative integer up to ${max}, not "${raw.slice(0, 40)}"`
      : `${name} must be an integer from ${min} to ${max}, not "${raw.slice(0, 40)}"`,
  ]
}

/** A whole-number variable from `min` to `max` (see {@link integerProblem}). */
export function integer(name: string, min: number, max?: number): EnvField<number> {
  return {
    variables: [name],
    problems: (env) => integerProblem(env, name, min, max),
    read: (env) => (readVariable(env, name) === undefined ? undefined : Number(env[name])),
  }
}

/** A JSON array variable whose entries must pass the setting's own schema (`shape` describes them to the operator). */
export function jsonArray<T>(name: string, entry: z.ZodType<T>, shape: string): EnvField<T[]> {
  return {
    variables: [name],
    problems: (env) => {
      const raw = readVariable(env, name)
      if (raw === undefined) return []
      let value: unknown
      try {
        value = JSON.parse(raw)
      } catch {
        return [`${name} is not valid JSON`]
      }
      return Array.isArray(value) && value.every((item) => entry.safeParse(item).success)
        ? []
        : [`${name} must be a JSON array of ${shape}`]
    },
    read: (env) => {
      const raw = readVariable(env, name)
      return raw === undefined ? undefined : (JSON.parse(raw) as T[])
    },
  }
}

const isField = (entry: object): entry is EnvField<unknown> => 'read' in entry

/** Every problem the table's fields find in `env`. */
export function envProblems(table: object, env: Env): string[] {
  return Object.values(table).flatMap((entry) =>
    entry === undefined ? [] : isField(entry) ? (entry.problems?.(env) ?? []) : envProblems(entry, env),
  )
}

/** Reads the table's fields: each nested table gives an object (possibly empty), unset fields are left out. */
export function readEnv(table: object, env: Env, local: LocalStack | undefined): Record<string, unknown> {
  const result: Record<string, unknown> = {}
  for (const [key, entry] of Object.entries(table)) {
    if (entry === undefined) continue
    const value = isField(entry) ? entry.read(env, local) : readEnv(entry, env, local)
    if (value !== undefined) result[key] = value
  }
  return result
}
