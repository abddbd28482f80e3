'use client'
// Every view of core's VIEWS, each in its own chunk. A Record over RouterView: a view core adds without a
// component here fails the typecheck instead of rendering nothing.
import type { RouterView } from '@kit/core'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import { type Preloadable, preloadable } from '../internal/preloadable.js'

type Loader = Preloadable<{ default: ComponentType }>

/** One shared, status-carrying loader per view chunk (see preloadable). */
const load = {
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

const account = lazy(load.accountView)
const connect = lazy(load.connectView)
const networks = lazy(load.networksView)
const wallets = lazy(load.walletsView)
const accountSettings = lazy(load.accountSettingsView)
const accounts = lazy(load.accountsView)
const explainer = lazy(load.explainerView)
const updateEmailOtp = lazy(load.updateEmailOtpView)

/** The component of each view. */
export const VIEW_COMPONENTS: Record<RouterView, LazyExoticComponent<ComponentType>> = {
  Account: account,
  Connect: connect,
  Networks: networks,
  ConnectingSiwe: lazy(load.connectingSiweView),
  RegisterAccountName: lazy(load.registerAccountNameView),
  RegisterAccountNameSuccess: lazy(load.registerAccountNameSuccessView),
  AccountSettings: accountSettings,
  AllWallets: wallets,
  ApproveTransaction: lazy(load.approveTransactionView),
  BuyInProgress: lazy(load.buyInProgressView),
  ChooseAccountName: lazy(load.chooseAccountNameView),
  ConnectingExternal: lazy(load.connectingExternalView),
  ConnectingFarcaster: lazy(load.connectingFarcasterView),
  ConnectingSocial: lazy(load.connectingSocialView),
  ConnectingWalletConnect: lazy(load.connectingWalletConnectView),
  ConnectSocials: lazy(load.connectSocialsView),
  ConnectWallets: wallets,
  EmailVerifyDevice: lazy(load.emailVerifyDeviceView),
  EmailVerifyOtp: lazy(load.emailVerifyOtpView),
  OnRampFiatSelect: lazy(load.onRampFiatSelectView),
  OnRampProviders: lazy(load.onRampView),
  OnRampTokenSelect: lazy(load.onRampTokenSelectView),
  Profile: accountSettings,
  SelectAddresses: accounts,
  SwitchActiveChain: lazy(load.switchActiveChainView),
  SwitchAddress: accounts,
  SwitchNetwork: lazy(load.switchNetworkView),
  UnsupportedChain: networks,
  UpdateEmailPrimaryOtp: updateEmailOtp,
  UpdateEmailSecondaryOtp: updateEmailOtp,
  UpdateEmailWallet: lazy(load.updateEmailView),
  UpgradeToSmartAccount: lazy(load.upgradeToSmartAccountView),
  WalletReceive: lazy(load.receiveView),
  WalletSend: lazy(load.sendView),
  WalletSendPreview: lazy(load.sendPreviewView),
  WalletSendSelectToken: lazy(load.sendSelectTokenView),
  WhatIsANetwork: explainer,
  WhatIsAWallet: explainer,
}

/** The loader of each view's chunk, to warm it up before it is shown. */
const LOADERS: Record<RouterView, Loader> = {
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

/** Starts loading `view`'s chunk (errors surface when it renders). */
export function preloadView(view: RouterView): void {
  LOADERS[view]().catch(() => undefined)
}

/** The view's component: the loaded one when its chunk is there (renders without suspending), else the lazy one. */
export function viewComponent(view: RouterView): ComponentType {
  return LOADERS[view].peek()?.default ?? VIEW_COMPONENTS[view]
}
