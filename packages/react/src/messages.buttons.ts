// The strings the buttons show. They are part of the first paint, so they live apart from the modal's table
// (messages.ts), which loads with the modal.
import type { KitMessages, PartialKitMessages } from './messages.js'

/** The part of the messages table the buttons use. */
export type ButtonMessages = Pick<
  KitMessages,
  'connect' | 'connecting' | 'networkButtonLabel' | 'unsupportedNetwork'
>

/** The English button strings; `defaultMessages` includes them. */
export const buttonMessages: ButtonMessages = {
  connect: 'Connect Wallet',
  connecting: 'Connecting...',
  networkButtonLabel: (network) => `Network: ${network}`,
  unsupportedNetwork: 'Unsupported network',
}

/** The button strings with the provider's overrides over the English ones. */
export function resolveButtonMessages(overrides: PartialKitMessages | undefined): ButtonMessages {
  if (!overrides) return buttonMessages
  return {
    connect: overrides.connect ?? buttonMessages.connect,
    connecting: overrides.connecting ?? buttonMessages.connecting,
    networkButtonLabel: overrides.networkButtonLabel ?? buttonMessages.networkButtonLabel,
    unsupportedNetwork: overrides.unsupportedNetwork ?? buttonMessages.unsupportedNetwork,
  }
}
