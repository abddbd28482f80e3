'use client'
// Every view of core's VIEWS. A Record over RouterView: a view core adds without a component here fails the typecheck
// instead of rendering nothing. Every view is in the modal's chunk (viewImports), so none of them suspends.
import type { RouterView } from '@kit/core'
import type { ComponentType } from 'react'
import { flows } from './viewImports.js'

const { account, connect, login, names, onRamp, send, updateEmail } = flows

/** The component of each view. */
export const VIEW_COMPONENTS: Record<RouterView, ComponentType> = {
  Account: account.AccountView,
  Connect: connect.ConnectView,
  Networks: account.NetworksView,
  ConnectingSiwe: login.ConnectingSiweView,
  RegisterAccountName: names.RegisterAccountNameView,
  RegisterAccountNameSuccess: names.RegisterAccountNameSuccessView,
  AccountSettings: account.AccountSettingsView,
  AllWallets: connect.WalletsView,
  ApproveTransaction: send.ApproveTransactionView,
  BuyInProgress: onRamp.BuyInProgressView,
  ChooseAccountName: names.ChooseAccountNameView,
  ConnectingExternal: connect.ConnectingExternalView,
  ConnectingFarcaster: login.ConnectingFarcasterView,
  ConnectingSocial: login.ConnectingSocialView,
  ConnectingWalletConnect: connect.ConnectingWalletConnectView,
  ConnectSocials: login.ConnectSocialsView,
  ConnectWallets: connect.WalletsView,
  EmailVerifyDevice: login.EmailVerifyDeviceView,
  EmailVerifyOtp: login.EmailVerifyOtpView,
  OnRampFiatSelect: onRamp.OnRampFiatSelectView,
  OnRampProviders: onRamp.OnRampView,
  OnRampTokenSelect: onRamp.OnRampTokenSelectView,
  Profile: account.AccountSettingsView,
  SelectAddresses: account.AccountsView,
  SwitchActiveChain: account.SwitchActiveChainView,
  SwitchAddress: account.AccountsView,
  SwitchNetwork: account.SwitchNetworkView,
  UnsupportedChain: account.NetworksView,
  UpdateEmailPrimaryOtp: updateEmail.UpdateEmailOtpView,
  UpdateEmailSecondaryOtp: updateEmail.UpdateEmailOtpView,
  UpdateEmailWallet: updateEmail.UpdateEmailView,
  UpgradeToSmartAccount: account.UpgradeToSmartAccountView,
  WalletReceive: account.ReceiveView,
  WalletSend: send.SendView,
  WalletSendPreview: send.SendPreviewView,
  WalletSendSelectToken: send.SendSelectTokenView,
  WhatIsANetwork: connect.ExplainerView,
  WhatIsAWallet: connect.ExplainerView,
}

/** The component of `view`; Connect's for a view this release does not know. */
export function viewComponent(view: RouterView): ComponentType {
  return VIEW_COMPONENTS[view] ?? VIEW_COMPONENTS.Connect
}
