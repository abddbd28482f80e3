'use client'
import type { KitSnapshot } from '@kit/core'
import {
  chooseOnRampProvider,
  describeOnRampFailure,
  getOnRampQuotes,
  loadOnRampOptions,
  onRampAmountProblem,
  onRampQuotesTask,
  paymentRange,
  selectActiveNetwork,
  selectOnRampProviders,
  setOnRampAmount,
} from '@kit/core/actions'
import { useEffect, useState } from 'react'
import { useKitState } from '../hooks/useKitState.js'
import { useTask } from '../hooks/useTask.js'
import { formatFiat } from '../locales/formatFiat.js'
import { ChevronRightIcon, ExternalIcon } from '../modal/icons.js'
import { IconBox, Row, Spinner, TextField, useModalContext, View } from '../modal/ui.js'
import { formatCrypto, OnRampQuotesList, onRampReason } from './OnRampViewQuotes.js'

/** Preset amounts in the payment currency. */
const PRESETS = [100, 250, 500, 1000]

/** How long typing must pause before a quote is asked for. */
const QUOTE_DEBOUNCE_MS = 400

/** The network to receive on: the active chain when the token is offered there (the stand-ins deliver there), else its symbol. */
function purchaseNetwork(state: KitSnapshot): string {
  const { purchaseCurrency } = state.onramp
  const chainId = String(selectActiveNetwork(state)?.id ?? '')
  return (
    purchaseCurrency.networks.find((network) => network.chain_id === chainId)?.chain_id ??
    purchaseCurrency.symbol
  )
}

/**
 * Buy: the amount (typed or a preset) in the payment currency, both currency pickers, and every provider the server
 * enabled with its quote side by side, best first (what you get, fees, limits; a provider that cannot quote says
 * why); choosing one opens its checkout. A server without side-by-side quotes (404) gets the spec's single quote and
 * the host's providers, with the payment limits shown and enforced.
 */
export default function OnRampView() {
  const { kit, messages, locale } = useModalContext()
  const onramp = useKitState((state) => state.onramp)
  const providers = useKitState(selectOnRampProviders)
  const network = useKitState(purchaseNetwork)
  const quotes = useTask(onRampQuotesTask)
  // Side by side until the server shows it has no such route (404, kept in the kit's state); then the single quote.
  const failure = quotes.status === 'error' ? describeOnRampFailure(quotes.error) : undefined
  const single = failure?.kind === 'not-supported'
  const [text, setText] = useState(() =>
    onramp.paymentAmount === undefined ? '' : String(onramp.paymentAmount),
  )

  useEffect(() => loadOnRampOptions(kit), [kit])

  const currency = onramp.paymentCurrency.id
  const amount = text.trim() === '' ? undefined : Number(text)
  // Side by side, each provider applies its own limits (and says so); the options' limits bind the single quote.
  const problem = useKitState((state) =>
    !single || amount === undefined || Number.isNaN(amount) ? undefined : onRampAmountProblem(state, amount),
  )
  const limitError = problem
    ? (problem.kind === 'min' ? messages.belowMinimum : messages.aboveMaximum)(
        formatFiat(locale, problem.limit, currency),
      )
    : undefined
  const valid = amount !== undefined && Number.isFinite(amount) && amount > 0 && !problem

  // Typing settles before core is told (one quote per settled amount or currency change); core applies the limits.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a currency change must ask for a new quote too.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (single) {
        setOnRampAmount(kit, amount)
        return
      }
      const usable = amount !== undefined && Number.isFinite(amount) && amount > 0
      kit.onramp.setPaymentAmount(usable ? amount : undefined)
      if (!usable) {
        kit.tasks.reset(onRampQuotesTask)
        return
      }
      const { purchaseCurrency, paymentCurrency } = kit.getState().onramp
      // A run starts with no value: the quotes shown stay (marked busy) until the new ones arrive.
      const shown = kit.tasks.get(onRampQuotesTask).value
      void kit.tasks.run(onRampQuotesTask, ({ signal, report }) => {
        if (shown) report(shown)
        return getOnRampQuotes(kit, {
          purchaseCurrency,
          paymentCurrency,
          amount: String(amount),
          network,
          signal,
        })
      })
    }, QUOTE_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [kit, amount, onramp.purchaseCurrency.id, onramp.paymentCurrency.id, single, network])

  const choose = (provider: (typeof providers)[number]) => chooseOnRampProvider(kit, provider)
  const quoting = single ? onramp.quotesLoading : quotes.status === 'pending'
  const best = single ? undefined : quotes.value?.quotes[0]
  const received = single
    ? valid && onramp.purchaseAmount !== undefined
      ? `≈ ${formatCrypto(locale, onramp.purchaseAmount)}`
      : '—'
    : valid && best
      ? `≈ ${formatCrypto(locale, best.purchaseAmount.amount)}`
      : '—'
  const quotesError =
    failure && !single
      ? failure.kind === 'not-configured'
        ? messages.onRampUnavailable
        : messages.onRampError(onRampReason(quotes.error, messages))
      : undefined

  return (
    <View>
      <div className="kit-amount-card">
        <TextField
          label={messages.amountLabel(currency)}
          size="lg"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={text}
          onChange={(event) => setText(event.target.value.replace(',', '.'))}
          error={limitError}
          adornment={<span className="kit-tag">{currency}</span>}
        />
        <div className="kit-chips">
          {PRESETS.map((preset) => (
            <button
              key={preset}
              type="button"
              className="kit-chip"
              aria-pressed={amount === preset}
              // The name holds the visible amount, as written (axe: label-content-name-mismatch).
              aria-label={messages.presetAmount(formatFiat(locale, preset, currency, { whole: true }))}
              onClick={() => setText(String(preset))}
            >
              {formatFiat(locale, preset, currency, { whole: true })}
            </button>
          ))}
        </div>
        {single && paymentRange(onramp.paymentCurrency) && (
          <p className="kit-hint">
            {messages.limits}:{' '}
            {onramp.paymentCurrency.payment_method_limits
              .map(
                (limit) =>
                  `${messages.limitMethodNames[limit.id] ?? limit.id} ${messages.limitRange(formatFiat(locale, limit.min, currency), formatFiat(locale, limit.max, currency))}`,
              )
              .join(' · ')}
          </p>
        )}
      </div>
      <div className="kit-amount-card" aria-live="polite" aria-busy={quoting || undefined}>
        <span className="kit-label">{messages.youGet}</span>
        <div className="kit-quote">
          {quoting ? (
            <span className="kit-inline">
              <Spinner /> <span className="kit-hint">{messages.quoteLoading}</span>
            </span>
          ) : (
            <span>{received}</span>
          )}
          <span>{onramp.purchaseCurrency.symbol}</span>
        </div>
        {single && onramp.error && !onramp.quotesLoading && (
          <p className="kit-error-text">{messages.onRampError(onramp.error)}</p>
        )}
        {quotesError && <p className="kit-error-text">{quotesError}</p>}
      </div>
      <ul className="kit-list">
        <li>
          <Row
            icon={<IconBox>{onramp.purchaseCurrency.symbol.slice(0, 1)}</IconBox>}
            label={messages.purchaseCurrency}
            description={`${onramp.purchaseCurrency.name} (${onramp.purchaseCurrency.symbol})`}
            trailing={<ChevronRightIcon />}
            onClick={() => kit.router.push('OnRampTokenSelect')}
          />
        </li>
        <li>
          <Row
            icon={<IconBox>{currency.slice(0, 1)}</IconBox>}
            label={messages.paymentCurrency}
            description={currency}
            trailing={<ChevronRightIcon />}
            onClick={() => kit.router.push('OnRampFiatSelect')}
          />
        </li>
      </ul>
      <h3 className="kit-section-title">{messages.providersHeading}</h3>
      {!single ? (
        valid &&
        quotes.value && (
          <div aria-busy={quoting || undefined}>
            <OnRampQuotesList
              quotes={quotes.value}
              purchase={{
                purchaseCurrency: onramp.purchaseCurrency,
                paymentCurrency: onramp.paymentCurrency,
                amount: String(amount),
                network,
              }}
            />
          </div>
        )
      ) : providers.length === 0 ? (
        <p className="kit-prose">{messages.noProviders}</p>
      ) : (
        <ul className="kit-list">
          {providers.map((provider) => (
            <li key={provider.name}>
              <Row
                icon={<IconBox>{provider.label.slice(0, 1)}</IconBox>}
                label={provider.label}
                description={messages.providerFees(provider.feeRange)}
                disabled={!valid}
                trailing={
                  <>
                    <ExternalIcon />
                    <span className="kit-sr-only">{messages.openInNewTab}</span>
                  </>
                }
                onClick={() => choose(provider)}
              />
            </li>
          ))}
        </ul>
      )}
    </View>
  )
}
