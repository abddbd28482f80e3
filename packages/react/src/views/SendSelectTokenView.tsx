'use client'
import type { Balance, SendToken } from '@kit/core'
import { useEffect } from 'react'
import { BALANCES_TASK, tokenForSend } from '../flows/send.js'
import { useKitState } from '../hooks/useKitState.js'
import { formatAmount } from '../internal/format.js'
import { ConnectorIcon, Row, Spinner, useModalContext, useTask, View } from '../modal/ui.js'

/** The tokens to send: the native currency and the account's token balances on the active network. */
export default function SendSelectTokenView() {
  const { kit, messages, tasks } = useModalContext()
  const address = useKitState((state) => state.account.address)
  const active = useKitState((state) => state.network.active)
  const native = useKitState((state) => tokenForSend({ ...state, send: { ...state.send, token: undefined } }))
  const task = useTask(`${BALANCES_TASK}:${active}`)
  useEffect(() => {
    if (!address) return
    tasks.once(`${BALANCES_TASK}:${active}`, async () => {
      const { balances } = await kit.api.getBalance({ address, caipNetworkId: active })
      return balances
    })
  }, [kit, tasks, address, active])

  const balances = ((task.value as Balance[] | undefined) ?? []).filter(
    (balance) => balance.chainId === active && balance.address,
  )
  const tokens: SendToken[] = [
    ...(native ? [native] : []),
    ...balances.map((balance) => ({
      address: balance.address,
      symbol: balance.symbol,
      name: balance.name,
      quantity: balance.quantity,
      price: balance.price,
      iconUrl: balance.iconUrl,
    })),
  ]
  return (
    <View>
      <ul className="kit-list" aria-label={messages.selectToken}>
        {tokens.map((token) => (
          <li key={token.address ?? 'native'}>
            <Row
              icon={<ConnectorIcon name={token.symbol} icon={token.iconUrl} />}
              label={token.symbol}
              description={token.name}
              trailing={
                token.quantity.numeric !== undefined ? formatAmount(token.quantity.numeric) : undefined
              }
              onClick={() => {
                kit.send.setToken(token)
                kit.router.goBackOrClose()
              }}
            />
          </li>
        ))}
      </ul>
      {task.status === 'pending' && (
        <p className="kit-hint kit-center kit-inline" role="status">
          <Spinner /> {messages.loading}
        </p>
      )}
    </View>
  )
}
