'use client'
import { useKitState } from '../hooks/useKitState.js'
import { Avatar } from '../internal/Avatar.js'
import { truncateAddress } from '../internal/format.js'
import { Button, Tag, useModalContext, View } from '../modal/ui.js'

/** SelectAddresses / SwitchAddress: the accounts of this login, the connected one marked. */
export default function AccountsView() {
  const { kit, messages } = useModalContext()
  const accounts = useKitState((state) => state.account.allAccounts)
  const address = useKitState((state) => state.account.address)
  return (
    <View>
      <ul className="kit-list">
        {accounts.map((entry) => (
          <li key={entry.address}>
            <div className="kit-row" aria-current={entry.address === address ? 'true' : undefined}>
              <Avatar address={entry.address} />
              <span className="kit-row-text">
                <span className="kit-row-label" title={entry.address}>
                  {truncateAddress(entry.address)}
                </span>
                <span className="kit-row-description">{messages.accountTypeNames[entry.type]}</span>
              </span>
              {entry.address === address && <Tag tone="accent">{messages.activeNetwork}</Tag>}
            </div>
          </li>
        ))}
      </ul>
      <Button variant="primary" onClick={() => kit.modal.close()}>
        {messages.continue}
      </Button>
    </View>
  )
}
