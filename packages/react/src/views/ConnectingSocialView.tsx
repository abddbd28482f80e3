'use client'
import type { SocialProvider } from '@kit/core'
import { cancelSocialLogin, loginWithSocial, tasks } from '@kit/core/actions'
import { useKitState } from '../hooks/useKitState.js'
import { Button, errorText, IconBox, NothingToShow, Status, useModalContext, View } from '../modal/ui.js'
import { useTask } from '../hooks/useTask.js'

/**
 * Waiting for the social login (pop-up, or the page's return from a redirect); failed → the reason and a retry.
 * A login resumed after a redirect is core's work, not a task of this modal: core opened this view for it, and its
 * failure is core's `connection.error`.
 */
export default function ConnectingSocialView() {
  const { kit, messages } = useModalContext()
  const provider = useKitState((state) => state.router.data?.socialProvider)
  const connectionError = useKitState((state) => state.connection.error)
  const task = useTask(tasks.social)
  if (provider === 'farcaster') return <NothingToShow />
  const resumed = task.status === 'idle'
  const failed = resumed ? connectionError !== undefined : task.status === 'error'
  const name = provider ? messages.socialNames[provider] : messages.viewTitles.ConnectingSocial
  const reason = resumed
    ? connectionError && (messages.coreTexts[connectionError] ?? connectionError)
    : errorText(task.error, messages)
  return (
    <View>
      <Status
        picture={<IconBox>{name.slice(0, 1)}</IconBox>}
        busy={!failed}
        tone={failed ? 'error' : undefined}
        title={failed ? messages.connectionDeclined : messages.continueInProvider(name)}
        description={failed ? reason : messages.connectInProviderWindow}
      />
      {failed && provider && (
        <Button
          variant="primary"
          onClick={() => {
            // A retry is a new click: the pop-up opens inside it again. Replace, so history keeps one entry.
            kit.router.goBack()
            void loginWithSocial(kit, { provider: provider as SocialProvider })
          }}
        >
          {messages.tryAgain}
        </Button>
      )}
      <Button
        variant="ghost"
        onClick={() => {
          cancelSocialLogin(kit)
        }}
      >
        {messages.cancel}
      </Button>
    </View>
  )
}
