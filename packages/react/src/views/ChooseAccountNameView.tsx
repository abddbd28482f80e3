'use client'
import { UserIcon } from '../modal/icons.js'
import { Button, Status, useModalContext, View } from '../modal/ui.js'

/** The entry to names: what a name is for, then RegisterAccountName. */
export default function ChooseAccountNameView() {
  const { kit, messages } = useModalContext()
  return (
    <View>
      <Status picture={<UserIcon />} title={messages.chooseName} description={messages.chooseNameBody} />
      <Button variant="primary" onClick={() => kit.router.push('RegisterAccountName')}>
        {messages.continue}
      </Button>
    </View>
  )
}
