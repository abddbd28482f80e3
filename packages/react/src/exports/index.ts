// Public surface of @kit/react. Every name here is locked by the exports snapshot test.
export { version } from '@kit/core'
export { AccountButton, type AccountButtonProps } from '../components/AccountButton.js'
export { ConnectButton, type ConnectButtonProps } from '../components/ConnectButton.js'
export { KitProvider, type KitProviderProps } from '../components/KitProvider.js'
export { NetworkButton, type NetworkButtonProps } from '../components/NetworkButton.js'
export { FlowUnavailableError, InvalidKitError, KitProviderMissingError } from '../errors.js'
export { type UseAccountResult, useAccount } from '../hooks/useAccount.js'
export { useKit } from '../hooks/useKit.js'
export { useKitEvents } from '../hooks/useKitEvents.js'
export { useKitMessages } from '../hooks/useKitMessages.js'
export { useKitState } from '../hooks/useKitState.js'
export { type UseModalResult, useModal } from '../hooks/useModal.js'
export { type UseNamesResult, useNames } from '../hooks/useNames.js'
export { type UseNetworkResult, useNetwork } from '../hooks/useNetwork.js'
export { type UseOnRampResult, useOnRamp } from '../hooks/useOnRamp.js'
export { type UseSendResult, useSend } from '../hooks/useSend.js'
export { type UseThemeResult, useTheme } from '../hooks/useTheme.js'
export type {
  AuthConnector,
  AuthConnectorFlows,
  EmailConnectAction,
  EmailUpdateAction,
  SiweFlow,
} from '../internal/coreGaps.js'
export { defaultMessages, type KitMessages, type PartialKitMessages } from '../messages.js'
