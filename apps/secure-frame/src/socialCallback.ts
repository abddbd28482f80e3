// The page the social-login popup returns to, on the frame's own origin. It hands the one-time result straight to
// the secure frame (a same-origin iframe of the page that opened the popup); the host page never sees it.
import { SOCIAL_RESULT_MESSAGE } from './socialMessage.js'

const params = new URLSearchParams(location.search)
const flow = params.get('flow')
const result = params.get('result')
const error = params.get('error')
const status = document.getElementById('status')

function tell(text: string) {
  if (status) status.textContent = text
}

let delivered = 0
try {
  const opener = window.opener as Window | null
  if (flow && opener) {
    // `frames` and `postMessage` are the cross-origin surface of the opener; the target origin makes sure only
    // documents of this origin (the secure frame) receive the result.
    for (let i = 0; i < opener.frames.length; i++) {
      opener.frames[i]?.postMessage(
        { type: SOCIAL_RESULT_MESSAGE, flow, ...(result ? { result } : { error: error ?? 'cancelled' }) },
        location.origin,
      )
      delivered++
    }
  }
} catch {
  delivered = 0
}

if (!flow || delivered === 0) tell('This sign-in window lost its app. Close it and start again.')
else if (result) {
  tell('Signed in. You can close this window.')
  setTimeout(() => window.close(), 300)
} else tell('The sign-in did not complete. Close this window and try again.')
