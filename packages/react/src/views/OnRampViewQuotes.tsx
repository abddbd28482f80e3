'use client'
import type { KitMessages } from '../messages.js'
import type { OnRampProviderQuote, OnRampQuotes, OpenOnRampCheckoutParameters } from '@kit/core/actions'
import { describeOnRampFailure, onRampCheckoutTask, openOnRampCheckout } from '@kit/core/actions'
import { useTask } from '../hooks/useTask.js'
import { formatFiat } from '../locales/formatFiat.js'
import { ExternalIcon } from '../modal/icons.js'
import { errorText, IconBox, Row, Spinner, Tag, useModalContext } from '../modal/ui.js'

/** A crypto amount in the visitor's language, up to 6 decimals (`97.9`, `1 234,5`). */
export function formatCrypto(locale: string, amount: string | number): string {
  const value = Number(amount)
  if (!Number.isFinite(value)) return String(amount)
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(value)
}

/** Why a request failed, in the server's words when it gave them. */
export function onRampReason(error: unknown, messages: KitMessages): string {
  return describeOnRampFailure(error).reason || errorText(error, messages)
}

/** The fees of a quote in the payment currency: the provider's and the network's, added when both are given. */
function feesOf(quote: OnRampProviderQuote): { amount: number; currency: string } | undefined {
  const fees = [quote.providerFee, quote.networkFee].filter((fee) => fee !== undefined)
  const first = fees[0]
  if (!first || fees.some((fee) => fee.currency !== first.currency)) return undefined
  return { amount: fees.reduce((sum, fee) => sum + Number(fee.amount), 0), currency: first.currency }
}

/** One provider's quote: what you get, its fees and limits; choosing it opens its checkout. */
function QuoteRow({
  quote,
  best,
  purchase,
}: {
  quote: OnRampProviderQuote
  best: boolean
  purchase: Omit<OpenOnRampCheckoutParameters, 'provider' | 'label'>
}) {
  const { kit, messages, locale } = useModalContext()
  const checkout = useTask(onRampCheckoutTask(quote.provider))
  const opening = checkout.status === 'pending'
  const fees = feesOf(quote)
  const paymentCurrency = fees?.currency ?? quote.paymentTotal?.currency
  const limits = quote.paymentMethods
    .map(
      (limit) =>
        `${messages.limitMethodNames[limit.id] ?? limit.id} ${messages.limitRange(
          formatFiat(locale, limit.min, paymentCurrency ?? 'USD'),
          formatFiat(locale, limit.max, paymentCurrency ?? 'USD'),
        )}`,
    )
    .join(' · ')
  return (
    <li data-testid={`onramp-quote-${quote.provider}`}>
      <Row
        className="kit-quote-row"
        icon={<IconBox>{quote.label.slice(0, 1)}</IconBox>}
        label={
          <>
            {quote.label} {best && <Tag tone="success">{messages.bestQuote}</Tag>}
          </>
        }
        description={
          <>
            <span>
              {messages.quoteReceive(
                `${formatCrypto(locale, quote.purchaseAmount.amount)} ${quote.purchaseAmount.currency}`,
              )}
            </span>
            {fees && (
              <>
                {' · '}
                <span>{messages.providerFees(formatFiat(locale, fees.amount, fees.currency))}</span>
              </>
            )}
            {limits && (
              <>
                <br />
                <span>
                  {messages.limits}: {limits}
                </span>
              </>
            )}
          </>
        }
        disabled={opening}
        aria-busy={opening || undefined}
        trailing={
          opening ? (
            <Spinner label={messages.openingCheckout} />
          ) : (
            <>
              <ExternalIcon />
              <span className="kit-sr-only">{messages.openInNewTab}</span>
            </>
          )
        }
        onClick={() =>
          void openOnRampCheckout(kit, { ...purchase, provider: quote.provider, label: quote.label })
        }
      />
      {checkout.status === 'error' && (
        <p className="kit-error-text" role="alert">
          {messages.checkoutError(onRampReason(checkout.error, messages))}
        </p>
      )}
    </li>
  )
}

/**
 * Every enabled provider's quote side by side, best first (what the visitor gets), each with its fees and limits,
 * and the providers that could not quote with the reason each gave.
 */
export function OnRampQuotesList({
  quotes,
  purchase,
}: {
  quotes: OnRampQuotes
  purchase: Omit<OpenOnRampCheckoutParameters, 'provider' | 'label'>
}) {
  const { messages } = useModalContext()
  return (
    <>
      {quotes.quotes.length > 0 && (
        <ul className="kit-list">
          {quotes.quotes.map((quote, index) => (
            <QuoteRow
              key={quote.provider}
              quote={quote}
              best={index === 0 && quotes.quotes.length > 1}
              purchase={purchase}
            />
          ))}
        </ul>
      )}
      {quotes.unavailable.map((line) => (
        <p key={line.provider} className="kit-hint" data-testid={`onramp-unavailable-${line.provider}`}>
          {messages.providerUnavailable(line.label, line.error.shortMessage)}
        </p>
      ))}
    </>
  )
}
