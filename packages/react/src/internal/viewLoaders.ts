// The loader of every view. They are part of the first paint (a few bytes each, no view code): every view is in the
// modal's chunk (see modal/viewImports), so loading a view loads the modal, and the modal renders a loaded view
// without suspending.
import type { RouterView } from '@kit/core'
import type { ComponentType } from 'react'
import type { flows } from '../modal/viewImports.js'
import { type Preloadable, preloadable } from './preloadable.js'

export type Loader = Preloadable<{ default: ComponentType }>

/** Loads the modal's chunk (one shared load). */
export const loadModal = preloadable(() => import('../modal/Modal.js'))

type Flows = typeof flows

/** The loader of one view of a flow: the modal's chunk. */
const fromFlow = <flow extends keyof Flows>(flow: flow, view: keyof Flows[flow]): Loader =>
  preloadable(async () => {
    const modal = await loadModal()
    const views: Record<PropertyKey, ComponentType> = modal.flows[flow]
    return { default: views[view] }
  })

/** One shared, status-carrying loader per view (see preloadable). */
export const load = {
  accountView: fromFlow('account', 'AccountView'),
  connectView: fromFlow('connect', 'ConnectView'),
  networksView: fromFlow('account', 'NetworksView'),
  walletsView: fromFlow('connect', 'WalletsView'),
  accountSettingsView: fromFlow('account', 'AccountSettingsView'),
  accountsView: fromFlow('account', 'AccountsView'),
  explainerView: fromFlow('connect', 'ExplainerView'),
  updateEmailOtpView: fromFlow('updateEmail', 'UpdateEmailOtpView'),
  connectingSiweView: fromFlow('login', 'ConnectingSiweView'),
  registerAccountNameView: fromFlow('names', 'RegisterAccountNameView'),
  registerAccountNameSuccessView: fromFlow('names', 'RegisterAccountNameSuccessView'),
  approveTransactionView: fromFlow('send', 'ApproveTransactionView'),
  buyInProgressView: fromFlow('onRamp', 'BuyInProgressView'),
  chooseAccountNameView: fromFlow('names', 'ChooseAccountNameView'),
  connectingExternalView: fromFlow('connect', 'ConnectingExternalView'),
  connectingFarcasterView: fromFlow('login', 'ConnectingFarcasterView'),
  connectingSocialView: fromFlow('login', 'ConnectingSocialView'),
  connectingWalletConnectView: fromFlow('connect', 'ConnectingWalletConnectView'),
  connectSocialsView: fromFlow('login', 'ConnectSocialsView'),
  emailVerifyDeviceView: fromFlow('login', 'EmailVerifyDeviceView'),
  emailVerifyOtpView: fromFlow('login', 'EmailVerifyOtpView'),
  onRampFiatSelectView: fromFlow('onRamp', 'OnRampFiatSelectView'),
  onRampView: fromFlow('onRamp', 'OnRampView'),
  onRampTokenSelectView: fromFlow('onRamp', 'OnRampTokenSelectView'),
  switchActiveChainView: fromFlow('account', 'SwitchActiveChainView'),
  switchNetworkView: fromFlow('account', 'SwitchNetworkView'),
  updateEmailView: fromFlow('updateEmail', 'UpdateEmailView'),
  upgradeToSmartAccountView: fromFlow('account', 'UpgradeToSmartAccountView'),
  receiveView: fromFlow('account', 'ReceiveView'),
  sendView: fromFlow('send', 'SendView'),
  sendPreviewView: fromFlow('send', 'SendPreviewView'),
  sendSelectTokenView: fromFlow('send', 'SendSelectTokenView'),
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
