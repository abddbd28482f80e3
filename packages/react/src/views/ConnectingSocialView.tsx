'use client'
import type { SocialProvider } from '@kit/core'
import { startSocialLogin, TASKS } from '../flows/auth.js'
import { useKitState } from '../hooks/useKitState.js'
import {
  Button,
  errorText,
  IconBox,
  NothingToShow,
  Status,
  useModalContext,
  useTask,
  View,
} from '../modal/ui.js'

/** Waiting for the social login pop-up; failed → the reason and a retry. */
export default function ConnectingSocialView() {
  const { kit, messages, tasks } = useModalContext()
  const provider = useKitState((state) => state.router.data?.socialProvider)
  const task = useTask(TASKS.social)
  if (!provider || provider === 'farcaster') return <NothingToShow />
  const name = messages.socialNames[provider]
  const failed = task.status === 'error'
  return (
    <View>
      <Status
        picture={<IconBox>{name.slice(0, 1)}</IconBox>}
        busy={!failed}
        tone={failed ? 'error' : undefined}
        title={failed ? messages.connectionDeclined : messages.continueInProvider(name)}
        description={failed ? errorText(task.error, messages) : messages.connectInProviderWindow}
      />
      {failed && (
        <Button
          variant="primary"
          onClick={() => {
            // A retry is a new click: the pop-up opens inside it again. Replace, so history keeps one entry.
            kit.router.goBack()
            void startSocialLogin(kit, tasks, provider as SocialProvider)
          }}
        >
          {messages.tryAgain}
        </Button>
      )}
      <Button
        variant="ghost"
        onClick={() => {
          tasks.reset(TASKS.social)
          kit.router.goBackOrClose()
        }}
      >
        {messages.cancel}
      </Button>
    </View>
  )
}
