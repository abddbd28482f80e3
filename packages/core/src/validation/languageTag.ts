/** The longest language tag Kit takes (the bridge's bound for SYNC_LOCALE). */
export const MAX_LANGUAGE_TAG_LENGTH = 35

/**
 * True for a BCP 47 language tag of the common shape (`ar`, `pt-BR`, `zh-Hant-TW`, `en-XA`): a 2–3 letter language
 * and subtags of 2–8 letters or digits. Which languages are spoken is decided where the texts are (React, the frame).
 */
export function isLanguageTag(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length <= MAX_LANGUAGE_TAG_LENGTH &&
    /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(value)
  )
}
