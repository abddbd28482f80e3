'use client'
import type { ConnectorDescriptor, SocialProvider } from '@kit/core'
import { KitValidationError } from '@kit/core/errors'
import { type FormEvent, useState } from 'react'
import { startFarcasterLogin, startSocialLogin, submitEmail, TASKS } from '../flows/auth.js'
import { startWalletConnection } from '../flows/connect.js'
import { useKitState } from '../hooks/useKitState.js'
import { ChevronRightIcon, MailIcon, QrIcon } from '../modal/icons.js'
import {
  Button,
  ConnectorIcon,
  errorText,
  IconBox,
  Row,
  TextField,
  useModalContext,
  useTask,
  View,
} from '../modal/ui.js'

/** E-mail login: the auth connector checks the address (spec §5) and the 30 s cooldown; this shows its answer. */
function EmailForm() {
  const { kit, messages, tasks } = useModalContext()
  const task = useTask(TASKS.email)
  const [email, setEmail] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const value = email.trim()
    if (value) void submitEmail(kit, tasks, value)
  }
  const error =
    task.status !== 'error'
      ? undefined
      : task.error instanceof KitValidationError
        ? messages.invalidEmail
        : errorText(task.error, messages)
  return (
    <form onSubmit={submit} noValidate className="kit-form">
      <TextField
        label={messages.emailLabel}
        hideLabel
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        placeholder={messages.emailPlaceholder}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error}
      />
      <Button type="submit" variant="primary" loading={task.status === 'pending'}>
        <MailIcon />
        {messages.emailSubmit}
      </Button>
    </form>
  )
}

/** The first social as a full row; the next ones (and Farcaster) as tiles; "more" when they do not fit. */
function Socials({ socials, farcaster }: { socials: readonly SocialProvider[]; farcaster: boolean }) {
  const { kit, messages, tasks } = useModalContext()
  const [first, ...rest] = socials
  const tiles: (SocialProvider | 'farcaster')[] = [...rest, ...(farcaster ? (['farcaster'] as const) : [])]
  // Four tiles fit a row: three socials and "more" when there are more than four.
  const visible = tiles.length > 4 ? tiles.slice(0, 3) : tiles
  const start = (provider: SocialProvider | 'farcaster') =>
    provider === 'farcaster'
      ? void startFarcasterLogin(kit, tasks)
      : void startSocialLogin(kit, tasks, provider)
  return (
    <div className="kit-field">
      {first && (
        <Row
          icon={<IconBox>{messages.socialNames[first].slice(0, 1)}</IconBox>}
          label={messages.continueWith(messages.socialNames[first])}
          trailing={<ChevronRightIcon />}
          onClick={() => start(first)}
        />
      )}
      {visible.length > 0 && (
        <ul className="kit-grid">
          {visible.map((provider) => (
            <li key={provider}>
              <button
                type="button"
                className="kit-tile"
                title={messages.continueWith(messages.socialNames[provider])}
                onClick={() => start(provider)}
              >
                <IconBox>{messages.socialNames[provider].slice(0, 1)}</IconBox>
                {/* The visible name is the accessible name (WCAG 2.5.3); the title says what the tile does. */}
                {messages.socialNames[provider]}
              </button>
            </li>
          ))}
          {visible.length < tiles.length && (
            <li>
              <button
                type="button"
                className="kit-tile"
                title={messages.viewTitles.ConnectSocials}
                onClick={() => kit.router.push('ConnectSocials')}
              >
                <IconBox>…</IconBox>
                {messages.moreSocials}
              </button>
            </li>
          )}
        </ul>
      )}
    </div>
  )
}

/** The wallets: announced (EIP-6963) and Solana wallets first, WalletConnect last. */
export function WalletList({ wallets }: { wallets: readonly ConnectorDescriptor[] }) {
  const { kit, messages, tasks } = useModalContext()
  const namespaces = new Set(kit.options.networks.map((network) => network.chainNamespace))
  const ordered = [...wallets].sort(
    (a, b) => Number(a.type === 'walletConnect') - Number(b.type === 'walletConnect'),
  )
  if (ordered.length === 0) return <p className="kit-prose kit-center">{messages.noWallets}</p>
  return (
    <ul className="kit-list" aria-label={messages.walletsHeading}>
      {ordered.map((wallet) => (
        <li key={wallet.id}>
          <Row
            icon={
              wallet.icon || wallet.type !== 'walletConnect' ? (
                <ConnectorIcon name={wallet.name} icon={wallet.icon} />
              ) : (
                <IconBox>
                  <QrIcon />
                </IconBox>
              )
            }
            label={wallet.name}
            {...(namespaces.size > 1
              ? { description: wallet.namespace === 'solana' ? messages.solana : messages.evm }
              : {})}
            trailing={
              wallet.type === 'injected' || wallet.type === 'solana' ? (
                <span className="kit-tag" data-tone="success">
                  {messages.installed}
                </span>
              ) : (
                <ChevronRightIcon />
              )
            }
            onClick={() => void startWalletConnection(kit, tasks, wallet.id)}
          />
        </li>
      ))}
    </ul>
  )
}

/** Connect: e-mail and socials (when the secure frame is available), then the wallets. */
export default function ConnectView() {
  const { kit, messages } = useModalContext()
  const connectors = useKitState((state) => state.connectors.list)
  const { features } = kit.options
  const hasAuth = connectors.some((connector) => connector.type === 'auth')
  const wallets = connectors.filter((connector) => connector.type !== 'auth')
  const showEmail = hasAuth && features.email
  const socials = hasAuth ? features.socials : []
  const farcaster = hasAuth && features.farcaster
  const showSocials = socials.length > 0 || farcaster
  return (
    <View>
      {showEmail && <EmailForm />}
      {showSocials && <Socials socials={socials} farcaster={farcaster} />}
      {(showEmail || showSocials) && <div className="kit-separator">{messages.or}</div>}
      <WalletList wallets={wallets} />
    </View>
  )
}
