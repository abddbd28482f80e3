'use client'
// Every view of core's VIEWS, loaded with the modal's chunk. A Record over RouterView: a view core adds without a
// component here fails the typecheck instead of rendering nothing.
import type { RouterView } from '@kit/core'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import { LOADERS, load } from '../internal/viewLoaders.js'

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

/** The view's component: the loaded one when its chunk is there (renders without suspending), else the lazy one. */
export function viewComponent(view: RouterView): ComponentType {
  return LOADERS[view].peek()?.default ?? VIEW_COMPONENTS[view]
}
