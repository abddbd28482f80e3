'use client'
import { useKitState } from '../hooks/useKitState.js'
import { CheckIcon } from '../modal/icons.js'
import { IconBox, Row, useModalContext, View } from '../modal/ui.js'

/** The currency to buy. */
export default function OnRampTokenSelectView() {
  const { kit, messages } = useModalContext()
  const currencies = useKitState((state) => state.onramp.purchaseCurrencies)
  const selected = useKitState((state) => state.onramp.purchaseCurrency.id)
  return (
    <View>
      <ul className="kit-list" aria-label={messages.purchaseCurrency}>
        {currencies.map((currency) => (
          <li key={currency.id}>
            <Row
              icon={<IconBox>{currency.symbol.slice(0, 1)}</IconBox>}
              label={currency.name}
              description={currency.symbol}
              aria-current={currency.id === selected ? 'true' : undefined}
              trailing={currency.id === selected ? <CheckIcon size={18} /> : undefined}
              onClick={() => {
                kit.onramp.setPurchaseCurrency(currency)
                kit.router.goBackOrClose()
              }}
            />
          </li>
        ))}
      </ul>
    </View>
  )
}
