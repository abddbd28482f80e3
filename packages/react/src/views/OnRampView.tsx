'use client'
import {
  chooseOnRampProvider,
  loadOnRampOptions,
  onRampAmountProblem,
  paymentRange,
  selectOnRampProviders,
  setOnRampAmount,
} from '@kit/core/actions'
import { useEffect, useState } from 'react'
import { useKitState } from '../hooks/useKitState.js'
import { formatAmount, formatMoney } from '../internal/format.js'
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
  const { kit, messages } = useModalContext()
  const onramp = useKitState((state) => state.onramp)
  const providers = useKitState(selectOnRampProviders)
  const [text, setText] = useState(() =>
    onramp.paymentAmount === undefined ? '' : String(onramp.paymentAmount),
  )

  useEffect(() => loadOnRampOptions(kit), [kit])

  const currency = onramp.paymentCurrency.id
  const amount = text.trim() === '' ? undefined : Number(text)
  const problem = useKitState((state) =>
    amount === undefined || Number.isNaN(amount) ? undefined : onRampAmountProblem(state, amount),
  )
  const limitError = problem
    ? (problem.kind === 'min' ? messages.belowMinimum : messages.aboveMaximum)(
        formatMoney(problem.limit, currency),
      )
    : undefined
  const valid = amount !== undefined && Number.isFinite(amount) && amount > 0 && !problem

  // Typing settles before core is told (one quote per settled amount or currency change); core applies the limits.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a currency change must ask for a new quote too.
  useEffect(() => {
    const timer = setTimeout(() => setOnRampAmount(kit, amount), QUOTE_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [kit, amount, onramp.purchaseCurrency.id, onramp.paymentCurrency.id])

  const choose = (provider: (typeof providers)[number]) => chooseOnRampProvider(kit, provider)

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
        {paymentRange(onramp.paymentCurrency) && (
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
