'use client'
import { loadSendTokens, selectSendTokens, tasks } from '@kit/core/actions'
import { useEffect } from 'react'
import { useKitState } from '../hooks/useKitState.js'
import { formatAmount } from '../locales/formatAmount.js'
import { ConnectorIcon, Row, Spinner, useModalContext, View } from '../modal/ui.js'
import { useTask } from '../hooks/useTask.js'

/** The tokens to send: the native currency and the account's token balances on the active network. */
export default function SendSelectTokenView() {
  const { kit, messages, locale } = useModalContext()
  const address = useKitState((state) => state.account.address)
  const active = useKitState((state) => state.network.active)
  const tokens = useKitState(selectSendTokens)
  const task = useTask(tasks.sendTokens(active))
  // biome-ignore lint/correctness/useExhaustiveDependencies: another account or network loads its own tokens.
  useEffect(() => loadSendTokens(kit), [kit, address, active])
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
                token.quantity.numeric !== undefined
                  ? formatAmount(locale, token.quantity.numeric)
                  : undefined
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
