'use client'
import { loginWithFarcaster, tasks } from '@kit/core/actions'
import { LinkIcon } from '../modal/icons.js'
import { Qr } from '../modal/Qr.js'
import { Button, CopyButton, errorText, Spinner, Status, useModalContext, View } from '../modal/ui.js'
import { useTask } from '../hooks/useTask.js'

/** Farcaster: the QR code (or a link on phones), copy link; failed → retry. */
export default function ConnectingFarcasterView() {
  const { kit, messages } = useModalContext()
  const task = useTask(tasks.farcaster)
  const url = task.value
  if (task.status === 'error')
    return (
      <View>
        <Status
          tone="error"
          title={messages.connectionDeclined}
          description={errorText(task.error, messages)}
        />
        <Button variant="primary" onClick={() => void loginWithFarcaster(kit, { navigate: false })}>
          {messages.tryAgain}
        </Button>
      </View>
    )
  return (
    <View>
      {url ? (
        <Qr value={url} label={messages.qrCodeOf(messages.socialNames.farcaster)} />
      ) : (
        <div className="kit-qr-placeholder">
          <Spinner size="lg" label={messages.loading} />
        </div>
      )}
      <p className="kit-prose kit-center">{messages.scanWithPhone}</p>
      <p className="kit-hint kit-center">{messages.farcasterHint}</p>
      {url && (
        <>
          <a
            className="kit-button"
            data-variant="primary"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
          >
            <LinkIcon />
            {messages.openFarcaster}
            <span className="kit-sr-only">{messages.openInNewTab}</span>
          </a>
          <CopyButton
            variant="button"
            text={url}
            label={messages.copyLink}
            copiedMessage={messages.linkCopied}
          />
        </>
      )}
    </View>
  )
}
