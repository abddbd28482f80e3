// The views this page renders, by the name core gives them.
import { accountView } from './account.ts'
import { approveTransactionView } from './approveTransaction.ts'
import { connectView } from './connect.ts'
import { connectingExternalView } from './connectingExternal.ts'
import { emailVerifyDeviceView, emailVerifyOtpView } from './email.ts'
import { networksView, switchNetworkView } from './networks.ts'
import { walletSendPreviewView, walletSendView } from './send.ts'
import type { ViewTable } from './view.ts'

export const views: ViewTable = {
  Connect: connectView,
  ConnectingExternal: connectingExternalView,
  EmailVerifyDevice: emailVerifyDeviceView,
  EmailVerifyOtp: emailVerifyOtpView,
  ApproveTransaction: approveTransactionView,
  Account: accountView,
  Networks: networksView,
  SwitchNetwork: switchNetworkView,
  WalletSend: walletSendView,
  WalletSendPreview: walletSendPreviewView,
}
