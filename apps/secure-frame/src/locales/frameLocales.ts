// The frame's languages, apart from the code that loads them, so the language packs' helpers can name them.
import { type KitLanguage, kitLanguages } from '@kit/frame-bridge/locales'

/** The languages the frame ships: Kit's, as the bridge lists them (`@kit/react`'s modal adds only its pseudo-locales). */
export const frameLocales = kitLanguages

/** One of the frame's languages. */
export type FrameLocale = KitLanguage
