'use client'
import { Button, Status, useModalContext, View } from '../modal/ui.js'

/** The name is registered: "Account name chosen successfully", and on to the account. */
export default function RegisterAccountNameSuccessView() {
  const { kit, messages } = useModalContext()
  return (
    <View>
      <Status tone="success" title={messages.nameSuccessTitle} description={messages.nameSuccessBody} />
      <Button variant="primary" onClick={() => kit.router.replace('Account')}>
        {messages.letsGo}
      </Button>
    </View>
  )
}
