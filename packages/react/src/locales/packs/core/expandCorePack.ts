// Turns a generated core pack (its values only, in the order of core's texts) into the `coreTexts` table the views
// read, keyed by core's English text. Loaded with the packs' loaders (loadPack.ts), so the English texts travel once.
import { LocalePackMismatchError } from '../../compile.js'
import coreTextKeys from './keys.generated.js'

/** A core pack's values laid over core's English texts. */
export function expandCorePack(values: readonly string[], locale: string): Record<string, string> {
  if (values.length !== coreTextKeys.length)
    throw new LocalePackMismatchError(
      `The ${locale} core pack has ${values.length} values for ${coreTextKeys.length} texts`,
    )
  return Object.fromEntries(coreTextKeys.map((english, index) => [english, values[index] as string]))
}
