'use client'
import { type SmartAccountPath, selectNetwork, selectSmartAccountPaths } from '@kit/core/actions'
import { useDeferredValue, useState } from 'react'
import { useKitState } from '../hooks/useKitState.js'
import { NetworkIcon } from '../internal/NetworkIcon.js'
import { CheckIcon, SearchIcon } from '../modal/icons.js'
import { Button, Row, Tag, TextField, useModalContext, View } from '../modal/ui.js'
import { useModalDisconnect } from './AccountView.js'

/** Networks (and UnsupportedChain): search, the configured networks with the active one marked, and a switch. */
export default function NetworksView() {
  const { kit, messages } = useModalContext()
  const networks = useKitState((state) => state.network.networks)
  const active = useKitState((state) => state.network.active)
  const unsupported = useKitState((state) => state.network.unsupported)
  const connected = useKitState((state) => state.account.status === 'connected')
  const view = useKitState((state) => state.router.view)
  const smartAccountPaths = useKitState(selectSmartAccountPaths, sameEntries)
  const { disconnect, pending } = useModalDisconnect()
  const [query, setQuery] = useState('')
  const deferred = useDeferredValue(query.trim().toLowerCase())
  const shown = deferred
    ? networks.filter((network) => network.name.toLowerCase().includes(deferred))
    : networks
  return (
    <View>
      {(unsupported || view === 'UnsupportedChain') && (
        <p className="kit-prose">{messages.unsupportedChainBody}</p>
      )}
      {networks.length > 6 && (
        <TextField
          label={messages.searchNetworks}
          hideLabel
          type="search"
          placeholder={messages.searchNetworks}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          adornment={<SearchIcon />}
        />
      )}
      {shown.length === 0 ? (
        <p className="kit-prose kit-center" role="status">
          {messages.noResults}
        </p>
      ) : (
        <ul className="kit-list" aria-label={messages.viewTitles.Networks}>
          {shown.map((network) => {
            const isActive = network.caipNetworkId === active && !unsupported
            return (
              <li key={network.caipNetworkId}>
                <Row
                  icon={<NetworkIcon name={network.name} icon={network.icon} />}
                  label={network.name}
                  aria-current={isActive ? 'true' : undefined}
                  trailing={
                    <>
                      {network.testnet && <Tag>{messages.testnet}</Tag>}
                      {smartAccountPaths[network.caipNetworkId] && (
                        <SmartAccountTag
                          path={smartAccountPaths[network.caipNetworkId] as SmartAccountPath}
                        />
                      )}
                      {isActive && (
                        <>
                          <CheckIcon size={18} />
                          <span className="kit-sr-only">{messages.activeNetwork}</span>
                        </>
                      )}
                    </>
                  }
                  onClick={() => {
                    if (isActive) kit.router.goBackOrClose()
                    else void selectNetwork(kit, { caipNetworkId: network.caipNetworkId })
                  }}
                />
              </li>
            )
          })}
        </ul>
      )}
      {view === 'UnsupportedChain' && connected && (
        <Button variant="danger" loading={pending} onClick={disconnect}>
          {messages.disconnect}
        </Button>
      )}
    </View>
  )
}

function SmartAccountTag({ path }: { path: SmartAccountPath }) {
  const { messages } = useModalContext()
  return (
    <>
      <Tag title={messages.smartAccountPathDescriptions[path]}>{messages.smartAccountPaths[path]}</Tag>
      <span className="kit-sr-only">{messages.smartAccountPathDescriptions[path]}</span>
    </>
  )
}

const sameEntries = (a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>) => {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key])
}
