// The loader of every view's chunk. They are part of the first paint (a few bytes each, no view code), so the
// first open can load the modal and its view in parallel; the modal renders a loaded view without suspending.
import type { RouterView } from '@kit/core'
import type { ComponentType } from 'react'
import { type Preloadable, preloadable } from './preloadable.js'

export type Loader = Preloadable<{ default: ComponentType }>

/** One shared, status-carrying loader per view chunk (see preloadable). */
export const load = {
  accountView: preloadable(() => import('../views/AccountView.js')),
  connectView: preloadable(() => import('../views/ConnectView.js')),
  networksView: preloadable(() => import('../views/NetworksView.js')),
  walletsView: preloadable(() => import('../views/WalletsView.js')),
  accountSettingsView: preloadable(() => import('../views/AccountSettingsView.js')),
  accountsView: preloadable(() => import('../views/AccountsView.js')),
  explainerView: preloadable(() => import('../views/ExplainerView.js')),
  updateEmailOtpView: preloadable(() => import('../views/UpdateEmailOtpView.js')),
  connectingSiweView: preloadable(() => import('../views/ConnectingSiweView.js')),
  registerAccountNameView: preloadable(() => import('../views/RegisterAccountNameView.js')),
  registerAccountNameSuccessView: preloadable(() => import('../views/RegisterAccountNameSuccessView.js')),
  approveTransactionView: preloadable(() => import('../views/ApproveTransactionView.js')),
  buyInProgressView: preloadable(() => import('../views/BuyInProgressView.js')),
  chooseAccountNameView: preloadable(() => import('../views/ChooseAccountNameView.js')),
  connectingExternalView: preloadable(() => import('../views/ConnectingExternalView.js')),
  connectingFarcasterView: preloadable(() => import('../views/ConnectingFarcasterView.js')),
  connectingSocialView: preloadable(() => import('../views/ConnectingSocialView.js')),
  connectingWalletConnectView: preloadable(() => import('../views/ConnectingWalletConnectView.js')),
  connectSocialsView: preloadable(() => import('../views/ConnectSocialsView.js')),
  emailVerifyDeviceView: preloadable(() => import('../views/EmailVerifyDeviceView.js')),
  emailVerifyOtpView: preloadable(() => import('../views/EmailVerifyOtpView.js')),
  onRampFiatSelectView: preloadable(() => import('../views/OnRampFiatSelectView.js')),
  onRampView: preloadable(() => import('../views/OnRampView.js')),
  onRampTokenSelectView: preloadable(() => import('../views/OnRampTokenSelectView.js')),
  switchActiveChainView: preloadable(() => import('../views/SwitchActiveChainView.js')),
  switchNetworkView: preloadable(() => import('../views/SwitchNetworkView.js')),
  updateEmailView: preloadable(() => import('../views/UpdateEmailView.js')),
  upgradeToSmartAccountView: preloadable(() => import('../views/UpgradeToSmartAccountView.js')),
  receiveView: preloadable(() => import('../views/ReceiveView.js')),
  sendView: preloadable(() => import('../views/SendView.js')),
  sendPreviewView: preloadable(() => import('../views/SendPreviewView.js')),
  sendSelectTokenView: preloadable(() => import('../views/SendSelectTokenView.js')),
} satisfies Record<string, Loader>

/** The loader of each view's chunk, to warm it up before it is shown. */
export const LOADERS: Record<RouterView, Loader> = {
  Account: load.accountView,
  Connect: load.connectView,
  Networks: load.networksView,
  ConnectingSiwe: load.connectingSiweView,
  RegisterAccountName: load.registerAccountNameView,
  RegisterAccountNameSuccess: load.registerAccountNameSuccessView,
  AccountSettings: load.accountSettingsView,
  AllWallets: load.walletsView,
  ApproveTransaction: load.approveTransactionView,
  BuyInProgress: load.buyInProgressView,
  ChooseAccountName: load.chooseAccountNameView,
  ConnectingExternal: load.connectingExternalView,
  ConnectingFarcaster: load.connectingFarcasterView,
  ConnectingSocial: load.connectingSocialView,
  ConnectingWalletConnect: load.connectingWalletConnectView,
  ConnectSocials: load.connectSocialsView,
  ConnectWallets: load.walletsView,
  EmailVerifyDevice: load.emailVerifyDeviceView,
  EmailVerifyOtp: load.emailVerifyOtpView,
  OnRampFiatSelect: load.onRampFiatSelectView,
  OnRampProviders: load.onRampView,
  OnRampTokenSelect: load.onRampTokenSelectView,
  Profile: load.accountSettingsView,
  SelectAddresses: load.accountsView,
  SwitchActiveChain: load.switchActiveChainView,
  SwitchAddress: load.accountsView,
  SwitchNetwork: load.switchNetworkView,
  UnsupportedChain: load.networksView,
  UpdateEmailPrimaryOtp: load.updateEmailOtpView,
  UpdateEmailSecondaryOtp: load.updateEmailOtpView,
  UpdateEmailWallet: load.updateEmailView,
  UpgradeToSmartAccount: load.upgradeToSmartAccountView,
  WalletReceive: load.receiveView,
  WalletSend: load.sendView,
  WalletSendPreview: load.sendPreviewView,
  WalletSendSelectToken: load.sendSelectTokenView,
  WhatIsANetwork: load.explainerView,
  WhatIsAWallet: load.explainerView,
}

/** Loads `view`'s chunk; resolves once it can render without suspending. */
export function loadView(view: RouterView): Promise<unknown> {
  return (LOADERS[view] ?? LOADERS.Connect)()
}
