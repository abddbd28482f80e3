// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import {
  createFakeFrame,
  createAuthKit,
  FRAME_URL,
  until,
} from '../connectors/auth/fakeFrame.test.helpers.js'
import { KitValidationError } from '../errors/kit.js'
import type { Kit } from '../kit.js'
import { createTestKit } from '../test-utils.js'
import { setLocale } from './setLocale.js'

const kits: Kit[] = []
afterEach(() => {
  for (const kit of kits.splice(0)) kit.destroy()
  document.body.replaceChildren()
})

async function authKit(locale?: string) {
  const fake = createFakeFrame()
  const { kit, connector } = await createAuthKit(
    { frameUrl: FRAME_URL, ...(locale ? { locale } : {}) },
    { frame: { window: fake.host, logger: { debug() {}, warn() {}, error() {} }, timeoutMs: 2_000 } },
  )
  kits.push(kit)
  return { fake, kit, connector }
}

describe('setLocale', () => {
  it('keeps the host option as the state, then the tag set', () => {
    const kit = createTestKit({ locale: 'es' })
    kits.push(kit)
    expect(kit.getState().locale).toBe('es')
    setLocale(kit, 'pt-BR')
    expect(kit.getState().locale).toBe('pt-BR')
  })

  it("refuses what is not a language tag with 'Invalid locale', and so does createKit", () => {
    const kit = createTestKit()
    kits.push(kit)
    for (const bad of ['', 'arabic language', '<b>x</b>', `en-${'x'.repeat(40)}`, 'e'])
      expect(() => setLocale(kit, bad)).toThrow(KitValidationError)
    expect(() => setLocale(kit, 'x!')).toThrow('Invalid locale')
    expect(kit.getState().locale).toBeUndefined()
    expect(() => createTestKit({ locale: 'not a tag' })).toThrow('locale: must be a BCP 47 language tag')
  })

  it('hands the locale to the secure frame when it loads, and each change after', async () => {
    const { fake, kit, connector } = await authKit('ar')
    await connector.connectEmail({ email: 'ada@example.com' })
    await until(() => fake.state.requests.includes('SYNC_LOCALE:ar'))
    setLocale(kit, 'ja')
    await until(() => fake.state.requests.includes('SYNC_LOCALE:ja'))
    expect(fake.state.requests.filter((name) => name.startsWith('SYNC_LOCALE'))).toEqual([
      'SYNC_LOCALE:ar',
      'SYNC_LOCALE:ja',
    ])
  })

  it('sends nothing without a locale (the frame keeps the browser’s), and a locale set before the frame loads', async () => {
    const { fake, kit, connector } = await authKit()
    await connector.connectEmail({ email: 'ada@example.com' })
    await until(() => fake.state.requests.includes('SYNC_THEME'))
    expect(fake.state.requests.some((name) => name.startsWith('SYNC_LOCALE'))).toBe(false)

    const later = await authKit()
    setLocale(later.kit, 'es')
    expect(later.fake.iframes).toHaveLength(0)
    await later.connector.connectEmail({ email: 'ada@example.com' })
    await until(() => later.fake.state.requests.includes('SYNC_LOCALE:es'))
    expect(kit.getState().locale).toBeUndefined()
  })
})
