// What a card reads its words from, apart from the code that makes it (index.ts), so the explained rows' formatter
// (details.ts), which index.ts loads, can name it without a circle.
import type { FrameCardMessages, FrameMessageKey } from './en.js'
import type { MessageValue } from './format.js'
import type { FrameLocale } from './frameLocales.js'

/** The texts of one language, ready to show. */
export type FrameTexts = {
  readonly locale: FrameLocale
  readonly dir: 'ltr' | 'rtl'
  /** The text of `key` with its `values` put in. */
  t(key: FrameMessageKey, values?: Readonly<Record<string, MessageValue>>): string
  /**
   * An exact decimal amount (`formatUnits`'s `1234.5`) in the language's digits and decimal sign, with `symbol`.
   * Exact: the digits are mapped one by one, never through a floating-point number.
   */
  amount(decimal: string, symbol: string): string
  /** A whole number in the language's digits. */
  integer(value: number | bigint): string
  /** The recovery cards' texts. */
  readonly recovery: FrameCardMessages['recovery']
  /** The account cards' texts. */
  readonly account: FrameCardMessages['account']
}
