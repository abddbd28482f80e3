'use client'
import { paymentRange } from '@kit/core/actions'
import { useKitState } from '../hooks/useKitState.js'
import { CheckIcon } from '../modal/icons.js'
import { formatFiat } from '../locales/formatFiat.js'
import { IconBox, Row, useModalContext, View } from '../modal/ui.js'

/** The currency to pay with, each with the range its payment methods accept. */
export default function OnRampFiatSelectView() {
  const { kit, messages, locale } = useModalContext()
  const currencies = useKitState((state) => state.onramp.paymentCurrencies)
  const selected = useKitState((state) => state.onramp.paymentCurrency.id)
  return (
    <View>
      <ul className="kit-list" aria-label={messages.paymentCurrency}>
        {currencies.map((currency) => {
          const range = paymentRange(currency)
          return (
            <li key={currency.id}>
              <Row
                className="kit-figures-row"
                icon={<IconBox>{currency.id.slice(0, 1)}</IconBox>}
                label={currency.id}
                {...(range
                  ? {
                      description: messages.limitRange(
                        formatFiat(locale, range.min, currency.id),
                        formatFiat(locale, range.max, currency.id),
                      ),
                    }
                  : {})}
                aria-current={currency.id === selected ? 'true' : undefined}
                trailing={currency.id === selected ? <CheckIcon size={18} /> : undefined}
                onClick={() => {
                  kit.onramp.setPaymentCurrency(currency)
                  kit.router.goBackOrClose()
                }}
              />
            </li>
          )
        })}
      </ul>
    </View>
  )
}
