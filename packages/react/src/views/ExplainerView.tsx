'use client'
import { useKitState } from '../hooks/useKitState.js'
import { HelpIcon } from '../modal/icons.js'
import { Button, Status, useModalContext, View } from '../modal/ui.js'

/** WhatIsAWallet / WhatIsANetwork: a short explanation and a way back. */
export default function ExplainerView() {
  const { kit, messages } = useModalContext()
  const view = useKitState((state) => state.router.view)
  const network = view === 'WhatIsANetwork'
  return (
    <View>
      <Status
        picture={<HelpIcon />}
        title={network ? messages.whatIsANetwork : messages.whatIsAWallet}
        description={network ? messages.whatIsANetworkBody : messages.whatIsAWalletBody}
      />
      <Button variant="primary" onClick={() => kit.router.goBackOrClose()}>
        {messages.getStarted}
      </Button>
    </View>
  )
}
