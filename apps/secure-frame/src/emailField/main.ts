// The frame-hosted e-mail field's page (`email-field.html`): its own small entry, loaded only when the host's Connect
// view shows the field. No wallet code, no server calls: see field.ts.
import './field.css'
import { openBroadcastChannel } from './channel.js'
import { type ConditionalSupport, type EmailField, startEmailField } from './field.js'

if (window.parent !== window) {
  let field: EmailField | undefined
  let gone = false
  void startEmailField({
    document,
    params: new URLSearchParams(location.search),
    parent: window.parent,
    openChannel: openBroadcastChannel,
    support: (window as { PublicKeyCredential?: ConditionalSupport }).PublicKeyCredential,
    credentials: navigator.credentials,
  }).then((started) => {
    field = started
    if (gone) field?.stop()
  })
  // The host removed the field: no conditional request may outlive it.
  addEventListener('pagehide', () => {
    gone = true
    field?.stop()
  })
}
