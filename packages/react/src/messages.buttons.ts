// The strings the buttons show. They are part of the first paint, so they live apart from the modal's table
// (messages.ts), which loads with the modal.
/** The part of the messages table the buttons use (`KitMessages` includes it). */
export type ButtonMessages = {
  connect: string
  connecting: string
  networkButtonLabel: (network: string) => string
  unsupportedNetwork: string
}

/** The English button strings; `defaultMessages` includes them. */
export const buttonMessages: ButtonMessages = {
  connect: 'Connect Wallet',
  connecting: 'Connecting...',
  networkButtonLabel: (network) => `Network: ${network}`,
  unsupportedNetwork: 'Unsupported network',
}

/** The button strings with the provider's overrides over the English ones. */
export function resolveButtonMessages(overrides: Partial<ButtonMessages> | undefined): ButtonMessages {
  if (!overrides) return buttonMessages
  return {
    connect: overrides.connect ?? buttonMessages.connect,
    connecting: overrides.connecting ?? buttonMessages.connecting,
    networkButtonLabel: overrides.networkButtonLabel ?? buttonMessages.networkButtonLabel,
    unsupportedNetwork: overrides.unsupportedNetwork ?? buttonMessages.unsupportedNetwork,
  }
}
