'use client'
// Every view of core's VIEWS, each in its own chunk. A Record over RouterView: a view core adds without a
// component here fails the typecheck instead of rendering nothing.
import type { RouterView } from '@kit/core'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

type LazyView = LazyExoticComponent<ComponentType>

const account = lazy(() => import('../views/AccountView.js'))
const connect = lazy(() => import('../views/ConnectView.js'))
const networks = lazy(() => import('../views/NetworksView.js'))
const wallets = lazy(() => import('../views/WalletsView.js'))
const accountSettings = lazy(() => import('../views/AccountSettingsView.js'))
const accounts = lazy(() => import('../views/AccountsView.js'))
const explainer = lazy(() => import('../views/ExplainerView.js'))
const updateEmailOtp = lazy(() => import('../views/UpdateEmailOtpView.js'))

/** The component of each view. */
export const VIEW_COMPONENTS: Record<RouterView, LazyView> = {
  Account: account,
  Connect: connect,
  Networks: networks,
  ConnectingSiwe: lazy(() => import('../views/ConnectingSiweView.js')),
  RegisterAccountName: lazy(() => import('../views/RegisterAccountNameView.js')),
  RegisterAccountNameSuccess: lazy(() => import('../views/RegisterAccountNameSuccessView.js')),
  AccountSettings: accountSettings,
  AllWallets: wallets,
  ApproveTransaction: lazy(() => import('../views/ApproveTransactionView.js')),
  BuyInProgress: lazy(() => import('../views/BuyInProgressView.js')),
  ChooseAccountName: lazy(() => import('../views/ChooseAccountNameView.js')),
  ConnectingExternal: lazy(() => import('../views/ConnectingExternalView.js')),
  ConnectingFarcaster: lazy(() => import('../views/ConnectingFarcasterView.js')),
  ConnectingSocial: lazy(() => import('../views/ConnectingSocialView.js')),
  ConnectingWalletConnect: lazy(() => import('../views/ConnectingWalletConnectView.js')),
  ConnectSocials: lazy(() => import('../views/ConnectSocialsView.js')),
  ConnectWallets: wallets,
  EmailVerifyDevice: lazy(() => import('../views/EmailVerifyDeviceView.js')),
  EmailVerifyOtp: lazy(() => import('../views/EmailVerifyOtpView.js')),
  OnRampFiatSelect: lazy(() => import('../views/OnRampFiatSelectView.js')),
  OnRampProviders: lazy(() => import('../views/OnRampView.js')),
  OnRampTokenSelect: lazy(() => import('../views/OnRampTokenSelectView.js')),
  Profile: accountSettings,
  SelectAddresses: accounts,
  SwitchActiveChain: lazy(() => import('../views/SwitchActiveChainView.js')),
  SwitchAddress: accounts,
  SwitchNetwork: lazy(() => import('../views/SwitchNetworkView.js')),
  UnsupportedChain: networks,
  UpdateEmailPrimaryOtp: updateEmailOtp,
  UpdateEmailSecondaryOtp: updateEmailOtp,
  UpdateEmailWallet: lazy(() => import('../views/UpdateEmailView.js')),
  UpgradeToSmartAccount: lazy(() => import('../views/UpgradeToSmartAccountView.js')),
  WalletReceive: lazy(() => import('../views/ReceiveView.js')),
  WalletSend: lazy(() => import('../views/SendView.js')),
  WalletSendPreview: lazy(() => import('../views/SendPreviewView.js')),
  WalletSendSelectToken: lazy(() => import('../views/SendSelectTokenView.js')),
  WhatIsANetwork: explainer,
  WhatIsAWallet: explainer,
}
