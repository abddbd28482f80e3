import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { ApiError, ApiTimeoutError } from './api.js'
import { emailCooldownMessage } from './kit.js'
import { registerNameFailedMessage } from './names.js'
import { OnRampProviderError } from './onramp.js'
import { VISITOR_TEXTS } from './visitorTexts.js'

const packages = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

/** The source of core, the frame bridge and the secure frame (and the modal's code texts), tests and this list left out. */
function sourceText(): string {
  const texts: string[] = []
  const walk = (directory: string) => {
    for (const name of readdirSync(directory)) {
      const file = path.join(directory, name)
      if (statSync(file).isDirectory()) walk(file)
      else if (/\.ts$/.test(name) && !/\.test\.ts$|^visitorTexts\.ts$/.test(name))
        texts.push(readFileSync(file, 'utf8'))
    }
  }
  walk(path.join(packages, 'core/src'))
  walk(path.join(packages, 'frame-bridge/src'))
  walk(path.join(packages, '../apps/secure-frame/src'))
  // The texts @kit/react's modal shows by an error's code, word for word.
  texts.push(readFileSync(path.join(packages, 'react/src/locales/errorCodes.ts'), 'utf8'))
  return texts.join('\n')
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&')
/** A template as the code writes it: `{seconds}` is any `${…}` in a template literal. */
const asSource = (text: string) => new RegExp(escapeRegExp(text).replace(/\{\w+\}/g, '\\$\\{[^}]+\\}'))
/** A template as core produces it: `{seconds}` is any value. */
const asProduced = (text: string) => new RegExp(`^${escapeRegExp(text).replace(/\{\w+\}/g, '.+')}$`)

describe('VISITOR_TEXTS', () => {
  it('has no text twice', () => {
    expect(new Set(VISITOR_TEXTS).size).toBe(VISITOR_TEXTS.length)
  })

  it('names texts that are in the source word for word (a changed text fails here)', () => {
    const source = sourceText()
    // A template is in the source as a template literal, or word for word as errorCodes.ts writes its texts.
    const missing = VISITOR_TEXTS.filter((text) => !asSource(text).test(source) && !source.includes(text))
    expect(missing).toEqual([])
  })

  it('has the templates of the texts core builds from values', () => {
    const produced = [
      emailCooldownMessage(27),
      registerNameFailedMessage('alice'),
      new ApiTimeoutError(15_000, 'https://api.example').shortMessage,
      new OnRampProviderError('MoonPay', 'ProviderError', '').shortMessage,
    ]
    for (const text of produced)
      expect(VISITOR_TEXTS.filter((template) => asProduced(template).test(text))).toHaveLength(1)
    expect(VISITOR_TEXTS).toContain('The service answered with HTTP {status}')
    expect(new ApiError('The service answered with HTTP 502').shortMessage).toMatch(
      asProduced('The service answered with HTTP {status}'),
    )
  })
})
