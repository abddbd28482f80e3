'use client'
import {
  addWalletRecoveryMethod,
  exportWalletKey,
  manageSessions,
  manageWalletRecoveryMethods,
  selectAccountOffers,
  selectAccountType,
  selectActiveNetwork,
  tasks,
} from '@kit/core/actions'
import { useId } from 'react'
import { useKitState } from '../hooks/useKitState.js'
import { Avatar } from '../internal/Avatar.js'
import { truncateAddress } from '../internal/format.js'
import { NetworkIcon } from '../internal/NetworkIcon.js'
import {
  ChevronRightIcon,
  DevicesIcon,
  KeyIcon,
  MailIcon,
  MoonIcon,
  ShieldIcon,
  UserIcon,
} from '../modal/icons.js'
import {
  Button,
  CopyButton,
  errorText,
  IconBox,
  NothingToShow,
  Row,
  useModalContext,
  View,
} from '../modal/ui.js'
import { useTask } from '../hooks/useTask.js'
import { useModalDisconnect } from './AccountView.js'

/**
 * Account settings: network, account type (eoa / smartAccount, for the embedded wallet on networks with smart
 * accounts), e-mail, name, the embedded wallet's passkey, key export, signed-in devices and ways to open it (each on
 * the secure frame's own card), light or dark, disconnect.
 */
export default function AccountSettingsView() {
  const { kit, messages } = useModalContext()
  const account = useKitState((state) => state.account)
  const mode = useKitState((state) => state.theme.mode)
  const network = useKitState(selectActiveNetwork)
  const offers = useKitState(selectAccountOffers)
  const typeTask = useTask(tasks.accountType)
  const recoveryTask = useTask(tasks.addRecoveryMethod)
  const exportTask = useTask(tasks.exportKey)
  const sessionsTask = useTask(tasks.manageSessions)
  const recoveryMethodsTask = useTask(tasks.manageRecoveryMethods)
  const darkLabelId = useId()
  const { disconnect, pending } = useModalDisconnect()
  if (!account.address || !network) return <NothingToShow />

  const { accountType, email } = offers
  const dark = mode === 'dark'

  return (
    <View>
      <div className="kit-hero">
        <Avatar address={account.address} image={account.profileImage} size="lg" />
        <div className="kit-inline">
          <p className="kit-hero-title" title={account.address}>
            {account.profileName ?? truncateAddress(account.address)}
          </p>
          <CopyButton
            text={account.address}
            label={messages.copyAddress}
            copiedMessage={messages.addressCopied}
          />
        </div>
      </div>
      <ul className="kit-list">
        <li>
          <Row
            icon={<NetworkIcon name={network.name} icon={network.icon} />}
            label={messages.network}
            description={network.name}
            trailing={<ChevronRightIcon />}
            onClick={() => kit.router.push('Networks')}
          />
        </li>
        {accountType && (
          <li>
            <Row
              icon={
                <IconBox>
                  <UserIcon />
                </IconBox>
              }
              label={
                accountType.target === 'smartAccount' ? messages.switchToSmartAccount : messages.switchToEoa
              }
              description={`${messages.accountType}: ${messages.accountTypeNames[accountType.current]}`}
              disabled={typeTask.status === 'pending'}
              aria-busy={typeTask.status === 'pending' || undefined}
              trailing={<ChevronRightIcon />}
              onClick={() => void selectAccountType(kit, { type: accountType.target })}
            />
            {typeTask.status === 'error' && (
              <p className="kit-error-text" role="alert">
                {errorText(typeTask.error, messages)}
              </p>
            )}
          </li>
        )}
        {email && (
          <li>
            <Row
              icon={
                <IconBox>
                  <MailIcon />
                </IconBox>
              }
              label={messages.emailRow}
              description={email}
              trailing={<ChevronRightIcon />}
              onClick={() => kit.router.push('UpdateEmailWallet', { email })}
            />
          </li>
        )}
        {offers.chooseName && (
          <li>
            <Row
              icon={
                <IconBox>
                  <UserIcon />
                </IconBox>
              }
              label={messages.chooseName}
              trailing={<ChevronRightIcon />}
              onClick={() => kit.router.push('ChooseAccountName')}
            />
          </li>
        )}
        {offers.addRecoveryMethod && (
          <li>
            <Row
              icon={
                <IconBox>
                  <ShieldIcon />
                </IconBox>
              }
              label={messages.addPasskey}
              description={messages.addPasskeyDescription}
              disabled={recoveryTask.status === 'pending'}
              aria-busy={recoveryTask.status === 'pending' || undefined}
              trailing={<ChevronRightIcon />}
              onClick={() =>
                void addWalletRecoveryMethod(kit, {
                  notices: { passkey: messages.passkeyAdded, password: messages.recoveryPasswordAdded },
                })
              }
            />
          </li>
        )}
        {offers.exportKey && (
          <li>
            <Row
              icon={
                <IconBox>
                  <KeyIcon />
                </IconBox>
              }
              label={messages.exportKey}
              description={messages.exportKeyDescription}
              disabled={exportTask.status === 'pending'}
              aria-busy={exportTask.status === 'pending' || undefined}
              trailing={<ChevronRightIcon />}
              onClick={() => void exportWalletKey(kit)}
            />
          </li>
        )}
        {offers.manageSessions && (
          <li>
            <Row
              icon={
                <IconBox>
                  <DevicesIcon />
                </IconBox>
              }
              label={messages.manageSessions}
              description={messages.manageSessionsDescription}
              disabled={sessionsTask.status === 'pending'}
              aria-busy={sessionsTask.status === 'pending' || undefined}
              trailing={<ChevronRightIcon />}
              onClick={() => void manageSessions(kit)}
            />
          </li>
        )}
        {offers.manageRecoveryMethods && (
          <li>
            <Row
              icon={
                <IconBox>
                  <ShieldIcon />
                </IconBox>
              }
              label={messages.manageRecoveryMethods}
              description={messages.manageRecoveryMethodsDescription}
              disabled={recoveryMethodsTask.status === 'pending'}
              aria-busy={recoveryMethodsTask.status === 'pending' || undefined}
              trailing={<ChevronRightIcon />}
              onClick={() => void manageWalletRecoveryMethods(kit)}
            />
          </li>
        )}
        <li>
          <div className="kit-row">
            <IconBox>
              <MoonIcon />
            </IconBox>
            <span className="kit-row-text">
              <span className="kit-row-label" id={darkLabelId}>
                {messages.darkMode}
              </span>
            </span>
            <button
              type="button"
              role="switch"
              className="kit-switch"
              aria-checked={dark}
              aria-labelledby={darkLabelId}
              onClick={() => kit.theme.setMode(dark ? 'light' : 'dark')}
            />
          </div>
        </li>
      </ul>
      <Button variant="danger" loading={pending} onClick={disconnect}>
        {messages.disconnect}
      </Button>
    </View>
  )
}
