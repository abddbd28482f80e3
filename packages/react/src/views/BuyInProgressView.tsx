'use client'
import { useKitState } from '../hooks/useKitState.js'
import { ExternalIcon } from '../modal/icons.js'
import { Button, NothingToShow, Status, useModalContext, View } from '../modal/ui.js'

/** The purchase continues in the provider's tab; it can be opened again. */
export default function BuyInProgressView() {
  const { kit, messages } = useModalContext()
  const provider = useKitState((state) => state.onramp.selectedProvider)
  if (!provider) return <NothingToShow />
  return (
    <View>
      <Status
        busy
        picture={<ExternalIcon />}
        title={messages.buyInProgress(provider.label)}
        description={messages.buyInProgressBody}
      />
      <a
        className="kit-button"
        data-variant="primary"
        href={provider.url}
        target="_blank"
        rel="noopener noreferrer"
      >
        {messages.reopenProvider}
        <span className="kit-sr-only">{messages.openInNewTab}</span>
      </a>
      <Button onClick={() => kit.router.reset('Account')}>{messages.viewTitles.Account}</Button>
    </View>
  )
}
