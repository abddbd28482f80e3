'use client'
// The view registry: the component of every view of core's VIEWS, one entry each. A Record over RouterView, so a
// view core adds without a component here fails the typecheck instead of rendering nothing. Adding a view is its
// file and its entry here.
// Imported by the modal, so every view is in the modal's one lazy chunk: once the modal has loaded, every step of
// every flow opens at once (none suspends). One lazy boundary also keeps Vite 8 (Rolldown) from splitting the code
// the first load shares with lazy chunks into files of its own that the first paint must fetch
// (rolldown/rolldown#10731): a chunk per view or per flow would do that.
import type { RouterView } from '@kit/core'
import type { ComponentType } from 'react'
import AccountSettingsView from './AccountSettingsView.js'
import AccountsView from './AccountsView.js'
import AccountView from './AccountView.js'
import ApproveTransactionView from './ApproveTransactionView.js'
import BuyInProgressView from './BuyInProgressView.js'
import ChooseAccountNameView from './ChooseAccountNameView.js'
import ConnectingExternalView from './ConnectingExternalView.js'
import ConnectingFarcasterView from './ConnectingFarcasterView.js'
import ConnectingSiweView from './ConnectingSiweView.js'
import ConnectingSocialView from './ConnectingSocialView.js'
import ConnectingWalletConnectView from './ConnectingWalletConnectView.js'
import ConnectSocialsView from './ConnectSocialsView.js'
import ConnectView from './ConnectView.js'
import EmailVerifyDeviceView from './EmailVerifyDeviceView.js'
import EmailVerifyOtpView from './EmailVerifyOtpView.js'
import ExplainerView from './ExplainerView.js'
import NetworksView from './NetworksView.js'
import OnRampFiatSelectView from './OnRampFiatSelectView.js'
import OnRampTokenSelectView from './OnRampTokenSelectView.js'
import OnRampView from './OnRampView.js'
import ReceiveView from './ReceiveView.js'
import RegisterAccountNameSuccessView from './RegisterAccountNameSuccessView.js'
import RegisterAccountNameView from './RegisterAccountNameView.js'
import SendPreviewView from './SendPreviewView.js'
import SendSelectTokenView from './SendSelectTokenView.js'
import SendView from './SendView.js'
import SwitchActiveChainView from './SwitchActiveChainView.js'
import SwitchNetworkView from './SwitchNetworkView.js'
import UpdateEmailOtpView from './UpdateEmailOtpView.js'
import UpdateEmailView from './UpdateEmailView.js'
import UpgradeToSmartAccountView from './UpgradeToSmartAccountView.js'
import WalletsView from './WalletsView.js'

/** The component of each view. */
export const VIEW_COMPONENTS: Record<RouterView, ComponentType> = {
  Account: AccountView,
  AccountSettings: AccountSettingsView,
  AllWallets: WalletsView,
  ApproveTransaction: ApproveTransactionView,
  BuyInProgress: BuyInProgressView,
  ChooseAccountName: ChooseAccountNameView,
  Connect: ConnectView,
  ConnectSocials: ConnectSocialsView,
  ConnectWallets: WalletsView,
  ConnectingExternal: ConnectingExternalView,
  ConnectingFarcaster: ConnectingFarcasterView,
  ConnectingSiwe: ConnectingSiweView,
  ConnectingSocial: ConnectingSocialView,
  ConnectingWalletConnect: ConnectingWalletConnectView,
  EmailVerifyDevice: EmailVerifyDeviceView,
  EmailVerifyOtp: EmailVerifyOtpView,
  Networks: NetworksView,
  OnRampFiatSelect: OnRampFiatSelectView,
  OnRampProviders: OnRampView,
  OnRampTokenSelect: OnRampTokenSelectView,
  Profile: AccountSettingsView,
  RegisterAccountName: RegisterAccountNameView,
  RegisterAccountNameSuccess: RegisterAccountNameSuccessView,
  SelectAddresses: AccountsView,
  SwitchActiveChain: SwitchActiveChainView,
  SwitchAddress: AccountsView,
  SwitchNetwork: SwitchNetworkView,
  UnsupportedChain: NetworksView,
  UpdateEmailPrimaryOtp: UpdateEmailOtpView,
  UpdateEmailSecondaryOtp: UpdateEmailOtpView,
  UpdateEmailWallet: UpdateEmailView,
  UpgradeToSmartAccount: UpgradeToSmartAccountView,
  WalletReceive: ReceiveView,
  WalletSend: SendView,
  WalletSendPreview: SendPreviewView,
  WalletSendSelectToken: SendSelectTokenView,
  WhatIsANetwork: ExplainerView,
  WhatIsAWallet: ExplainerView,
}

/** The component of `view`; Connect's for a view this release does not know. */
export function viewComponent(view: RouterView): ComponentType {
  return VIEW_COMPONENTS[view] ?? VIEW_COMPONENTS.Connect
}
