'use client'
import type { SocialProvider, WalletListEntry, WalletListSections } from '@kit/core'
import {
  chooseWallet,
  connectPasskey,
  loginWithEmail,
  loginWithFarcaster,
  loginWithSocial,
  selectLoginOffers,
  tasks,
} from '@kit/core/actions'
import { KitValidationError } from '@kit/core/errors'
import { selectWalletList } from '@kit/core/utils'
import { type FormEvent, useMemo, useRef, useState } from 'react'
import { useKitState } from '../hooks/useKitState.js'
import { BrandIcon, ChevronRightIcon, hasBrandMark, KeyIcon, MailIcon, QrIcon } from '../modal/icons.js'
import {
  Button,
  ConnectorIcon,
  errorText,
  IconBox,
  Row,
  TextField,
  useModalContext,
  View,
} from '../modal/ui.js'
import { useTask } from '../hooks/useTask.js'
import { usePasskeyEmailField } from './PasskeyEmailField.js'

/**
 * E-mail login: the auth connector checks the address and the 30 s cooldown; this shows its answer. Where the secure
 * frame can offer passkey autofill, the input is the frame's own (`PasskeyEmailField`), in the same place.
 */
function EmailForm() {
  const { kit, messages } = useModalContext()
  const task = useTask(tasks.email)
  const [email, setEmail] = useState('')
  const form = useRef<HTMLFormElement>(null)
  const login = (value: string) => {
    const trimmed = value.trim()
    if (trimmed) void loginWithEmail(kit, { email: trimmed })
  }
  const field = usePasskeyEmailField({
    lookOf: form,
    onInput: setEmail,
    onSubmit: login,
    typed: email !== '',
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    login(email)
  }
  const error =
    task.status !== 'error'
      ? undefined
      : task.error instanceof KitValidationError
        ? messages.invalidEmail
        : errorText(task.error, messages)
  return (
    <form ref={form} onSubmit={submit} noValidate className="kit-form" data-email-field={field.state}>
      {/* One place for the frame's field, shown or not, so React never reloads it. While it loads it stays hidden and
          the host's own input shows. */}
      {field.element && (
        <div className="kit-field" style={field.state === 'passkeys' ? undefined : { display: 'none' }}>
          {field.element}
          {field.state === 'passkeys' && error && (
            <p className="kit-error-text" role="alert">
              {error}
            </p>
          )}
        </div>
      )}
      {field.state !== 'passkeys' && (
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
      )}
      <Button type="submit" variant="primary" loading={task.status === 'pending'}>
        <MailIcon />
        {messages.emailSubmit}
      </Button>
    </form>
  )
}

/**
 * "Continue with a passkey": the secure frame shows its own passkey card (sign up with a new passkey, or sign in with
 * one the user has); all the WebAuthn code runs there, loaded only when this is pressed.
 */
function PasskeyButton() {
  const { kit, messages } = useModalContext()
  const task = useTask(tasks.passkey)
  return (
    <div className="kit-field">
      <Row
        icon={
          <IconBox>
            <KeyIcon />
          </IconBox>
        }
        label={messages.passkeySubmit}
        trailing={<ChevronRightIcon />}
        aria-busy={task.status === 'pending' || undefined}
        disabled={task.status === 'pending'}
        data-passkey=""
        onClick={() => void connectPasskey(kit)}
      />
      {task.status === 'error' && (
        <p className="kit-error-text" role="alert">
          {errorText(task.error, messages)}
        </p>
      )}
    </div>
  )
}

/** The first social as a full row; the next ones (and Farcaster) as tiles; "more" when they do not fit. */
function Socials({ socials, farcaster }: { socials: readonly SocialProvider[]; farcaster: boolean }) {
  const { kit, messages } = useModalContext()
  const [first, ...rest] = socials
  const tiles: (SocialProvider | 'farcaster')[] = [...rest, ...(farcaster ? (['farcaster'] as const) : [])]
  // Four tiles fit a row: three socials and "more" when there are more than four.
  const visible = tiles.length > 4 ? tiles.slice(0, 3) : tiles
  const start = (provider: SocialProvider | 'farcaster') =>
    provider === 'farcaster' ? void loginWithFarcaster(kit) : void loginWithSocial(kit, { provider })
  return (
    <div className="kit-field">
      {first && (
        <Row
          icon={<BrandIcon brand={first} name={messages.socialNames[first]} />}
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
                <BrandIcon brand={provider} name={messages.socialNames[provider]} />
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

/** How many catalogue wallets the Connect view shows before "All wallets". */
export const CONNECT_VIEW_CATALOGUE_ROWS = 3

/** The wallet list as core orders it (installed, recent, catalogue); the rows only project it. */
function useWalletList(query: string, limit?: number): WalletListSections {
  const list = useKitState((state) => state.connectors.list)
  const networks = useKitState((state) => state.network.networks)
  const walletList = useKitState((state) => state.walletList)
  return useMemo(
    () =>
      selectWalletList(
        { connectors: { list }, network: { networks }, walletList },
        limit === undefined ? { query } : { query, limit },
      ),
    [list, networks, walletList, query, limit],
  )
}

function WalletRow({ entry, showNamespace }: { entry: WalletListEntry; showNamespace: boolean }) {
  const { kit, messages } = useModalContext()
  const generic = !entry.installed && !entry.listing
  return (
    <li>
      <Row
        icon={
          entry.icon ? (
            <ConnectorIcon name={entry.name} icon={entry.icon} />
          ) : !generic || hasBrandMark(entry.connectorId) ? (
            // No icon of its own: the brand's mark where Kit has it (the pairing row: WalletConnect), else a letter.
            <BrandIcon brand={(entry.listing?.id ?? entry.connectorId).toLowerCase()} name={entry.name} />
          ) : (
            <IconBox>
              <QrIcon />
            </IconBox>
          )
        }
        label={entry.name}
        {...(showNamespace
          ? {
              description: entry.namespaces
                .map((ns) => (ns === 'solana' ? messages.solana : messages.evm))
                .join(' · '),
            }
          : {})}
        trailing={
          entry.installed ? (
            <span className="kit-tag" data-tone="success">
              {entry.recent ? messages.recent : messages.installed}
            </span>
          ) : entry.recent ? (
            <span className="kit-tag" data-tone="accent">
              {messages.recent}
            </span>
          ) : (
            <ChevronRightIcon />
          )
        }
        data-wallet={entry.key}
        onClick={() => void chooseWallet(kit, { key: entry.key, connectorId: entry.connectorId })}
      />
    </li>
  )
}

/**
 * The wallets: installed ones first, then the one used last on this device, then the catalogue (the WalletConnect
 * wallets a phone opens by link) and the generic WalletConnect entry. `limit` shortens the catalogue and adds an
 * "All wallets" row; `search` adds the search box.
 */
export function WalletList({ limit, search = false }: { limit?: number; search?: boolean }) {
  const { kit, messages } = useModalContext()
  const query = useKitState((state) => state.walletList.query)
  const { installed, recent, wallets, more } = useWalletList(search ? query : '', limit)
  const showNamespace = new Set(kit.options.networks.map((network) => network.chainNamespace)).size > 1
  const rows = [...installed, ...recent, ...wallets]
  return (
    <>
      {search && (
        <TextField
          label={messages.searchWallets}
          hideLabel
          type="search"
          autoComplete="off"
          placeholder={messages.searchWallets}
          value={query}
          onChange={(event) => kit.walletList.setQuery(event.target.value)}
        />
      )}
      {rows.length === 0 ? (
        <p className="kit-prose kit-center" role={search ? 'status' : undefined}>
          {search && query.trim() ? messages.noWalletMatches : messages.noWallets}
        </p>
      ) : (
        <ul className="kit-list" aria-label={messages.walletsHeading}>
          {rows.map((entry) => (
            <WalletRow key={entry.key} entry={entry} showNamespace={showNamespace} />
          ))}
          {more > 0 && (
            <li>
              <Row
                icon={
                  <IconBox>
                    <QrIcon />
                  </IconBox>
                }
                label={messages.allWallets(more)}
                trailing={<ChevronRightIcon />}
                onClick={() => kit.router.push('AllWallets')}
              />
            </li>
          )}
        </ul>
      )}
    </>
  )
}

/** Connect: e-mail, a passkey and socials (when the secure frame is available), then the wallets. */
export default function ConnectView() {
  const { messages } = useModalContext()
  const { email: showEmail, socials, farcaster } = useKitState(selectLoginOffers)
  const showSocials = socials.length > 0 || farcaster
  return (
    <View>
      {showEmail && <EmailForm />}
      {showEmail && <PasskeyButton />}
      {showSocials && <Socials socials={socials} farcaster={farcaster} />}
      {(showEmail || showSocials) && <div className="kit-separator">{messages.or}</div>}
      <WalletList limit={CONNECT_VIEW_CATALOGUE_ROWS} />
    </View>
  )
}
