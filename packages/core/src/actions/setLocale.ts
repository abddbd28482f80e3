import { KitValidationError } from '../errors/kit.js'
import type { Kit } from '../kit.js'
import { isLanguageTag } from '../validation/languageTag.js'

/**
 * Sets the language Kit speaks (a BCP 47 tag: `ar`, `es`, `pt-BR`): kept in `state.locale` and sent to the secure
 * frame (at once when it is up, else when it loads), whose cards follow it; a language the frame lacks is English
 * there. `@kit/react`'s `KitProvider` calls it with the locale it resolved.
 * @throws {KitValidationError} 'Invalid locale' for anything but a language tag.
 * @example
 * setLocale(kit, 'ar')
 */
export function setLocale(kit: Kit, locale: string): void {
  if (!isLanguageTag(locale))
    throw new KitValidationError('Invalid locale', {
      details: 'The locale must be a BCP 47 language tag like "ar" or "pt-BR".',
    })
  const state = kit._internal.state
  if (state.locale !== locale) state.locale = locale
}
