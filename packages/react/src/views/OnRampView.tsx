'use client'
import { useEffect, useState } from 'react'
import { loadOnRampOptions } from '../flows/onramp.js'
import { useKitState } from '../hooks/useKitState.js'
import { formatAmount, formatMoney } from '../internal/format.js'
import { paymentRange } from '../internal/limits.js'
import { ChevronRightIcon, ExternalIcon } from '../modal/icons.js'
import { IconBox, Row, Spinner, TextField, useModalContext, View } from '../modal/ui.js'

/** Preset amounts in the payment currency. */
const PRESETS = [100, 250, 500, 1000]

/** How long typing must pause before a quote is asked for. */
const QUOTE_DEBOUNCE_MS = 400

/**
 * Buy: the amount (typed or a preset) in the payment currency, a live quote of the purchase currency, both
 * currency pickers, the payment limits (shown and enforced: no quote and no provider outside them), and the
 * providers that serve the active network.
 */
export default function OnRampView() {
  const { kit, messages, tasks } = useModalContext()
  const onramp = useKitState((state) => state.onramp)
  const namespace = useKitState(
    (state) =>
      state.network.networks.find((network) => network.caipNetworkId === state.network.active)
        ?.chainNamespace,
  )
  const [text, setText] = useState(() =>
    onramp.paymentAmount === undefined ? '' : String(onramp.paymentAmount),
  )

  useEffect(() => loadOnRampOptions(kit, tasks), [kit, tasks])

  const currency = onramp.paymentCurrency.id
  const amount = text.trim() === '' ? undefined : Number(text)
  const range = paymentRange(onramp.paymentCurrency)
  const limitError =
    amount === undefined || Number.isNaN(amount) || !range
      ? undefined
      : amount < range.min
        ? messages.belowMinimum(formatMoney(range.min, currency))
        : amount > range.max
          ? messages.aboveMaximum(formatMoney(range.max, currency))
          : undefined
  const valid = amount !== undefined && Number.isFinite(amount) && amount > 0 && !limitError

  // Each settled amount (or currency change) asks for one quote; core cancels a quote a newer one supersedes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a currency change must ask for a new quote too.
  useEffect(() => {
    if (!valid) {
      kit.onramp.setPaymentAmount(amount !== undefined && Number.isFinite(amount) ? amount : undefined)
      kit.onramp.setPurchaseAmount(undefined)
      return
    }
    const timer = setTimeout(() => {
      kit.onramp.setPaymentAmount(amount)
      void kit.onramp.getQuote()
    }, QUOTE_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [kit, amount, valid, onramp.purchaseCurrency.id, onramp.paymentCurrency.id])

  const providers = onramp.providers.filter(
    (provider) => namespace === undefined || provider.supportedNamespaces.includes(namespace),
  )
  const choose = (provider: (typeof providers)[number]) => {
    kit.onramp.setSelectedProvider(provider)
    const url = kit.getState().onramp.selectedProvider?.url
    if (url) window.open(url, '_blank', 'noopener,noreferrer')
    kit.router.push('BuyInProgress')
  }

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
              aria-label={messages.presetAmount(formatMoney(preset, currency))}
              onClick={() => setText(String(preset))}
            >
              {formatMoney(preset, currency).replace(/\.00$/, '')}
            </button>
          ))}
        </div>
        {range && (
          <p className="kit-hint">
            {messages.limits}:{' '}
            {onramp.paymentCurrency.payment_method_limits
              .map(
                (limit) =>
                  `${messages.limitMethodNames[limit.id] ?? limit.id} ${messages.limitRange(formatMoney(limit.min, currency), formatMoney(limit.max, currency))}`,
              )
              .join(' · ')}
          </p>
        )}
      </div>
      <div className="kit-amount-card" aria-live="polite" aria-busy={onramp.quotesLoading || undefined}>
        <span className="kit-label">{messages.youGet}</span>
        <div className="kit-quote">
          {onramp.quotesLoading ? (
            <span className="kit-inline">
              <Spinner /> <span className="kit-hint">{messages.quoteLoading}</span>
            </span>
          ) : (
            <span>
              {valid && onramp.purchaseAmount !== undefined
                ? `≈ ${formatAmount(onramp.purchaseAmount)}`
                : '—'}
            </span>
          )}
          <span>{onramp.purchaseCurrency.symbol}</span>
        </div>
        {onramp.error && !onramp.quotesLoading && (
          <p className="kit-error-text">{messages.onRampError(onramp.error)}</p>
        )}
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
      {providers.length === 0 ? (
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
