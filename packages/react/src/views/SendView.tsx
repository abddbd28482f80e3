'use client'
import { continueSend, selectSendToken } from '@kit/core/actions'
import {
  type SendAmountProblem,
  type SendInputProblem,
  type SendInputProblems,
  type SendReceiverProblem,
  sendInputProblem,
  sendInputProblems,
} from '@kit/core/utils'
import { type FormEvent, useState } from 'react'
import { useKitState } from '../hooks/useKitState.js'
import { formatAmount } from '../locales/formatAmount.js'
import type { KitMessages } from '../messages.js'
import { ChevronRightIcon } from '../modal/icons.js'
import {
  Button,
  ConnectorIcon,
  errorText,
  NothingToShow,
  Row,
  TextField,
  useModalContext,
  View,
} from '../modal/ui.js'

const sameProblem = (a: SendInputProblem | undefined, b: SendInputProblem | undefined) =>
  a?.field === b?.field && a?.error.shortMessage === b?.error.shortMessage

const sameProblems = (a: SendInputProblems, b: SendInputProblems) =>
  a.chain?.shortMessage === b.chain?.shortMessage &&
  a.amount?.error.shortMessage === b.amount?.error.shortMessage &&
  a.receiver?.error.shortMessage === b.receiver?.error.shortMessage

/** The amount's problem in the visitor's language, the balance in their digits (exact: it is the limit). */
function amountProblemText(problem: SendAmountProblem, messages: KitMessages, locale: string): string {
  switch (problem.reason) {
    case 'notPositive':
      return messages.amountNotPositive
    case 'tooManyDecimals':
      return messages.amountDecimals(problem.decimals)
    case 'exceedsBalance':
      return messages.amountExceedsBalance(
        formatAmount(locale, problem.balance, { maximumFractionDigits: 18 }),
        problem.symbol,
      )
  }
}

function receiverProblemText(problem: SendReceiverProblem, messages: KitMessages): string {
  if (problem.reason === 'unresolvedName') return messages.receiverUnresolvedName(problem.name)
  return problem.namespace === 'solana' ? messages.receiverInvalidSolana : messages.receiverInvalid
}

/**
 * Send: the token (native by default), the amount (with Max), the receiver. Core's send rule checks each field as
 * the user types, and each field shows its own problem under it (once touched, or all after "Preview send"): a bad
 * receiver and too large an amount both at once. A refused "Preview send" also says the send's own words at the top
 * ('Please enter a valid amount and receiver address'); 'Unsupported chain' shows there whenever it holds.
 */
export default function SendView() {
  const { kit, messages, locale } = useModalContext()
  const token = useKitState(selectSendToken)
  const amount = useKitState((state) => state.send.sendTokenAmount ?? '')
  const receiver = useKitState((state) => state.send.receiverAddress ?? '')
  const problems = useKitState(sendInputProblems, sameProblems)
  const refusal = useKitState(sendInputProblem, sameProblem)
  const [touched, setTouched] = useState({ amount: false, receiver: false, submitted: false })
  if (!token) return <NothingToShow />

  const balance = token.quantity.numeric
  const summary =
    refusal?.field === 'chain' || (touched.submitted && refusal)
      ? errorText(refusal.error, messages)
      : undefined
  const amountError =
    touched.amount && problems.amount ? amountProblemText(problems.amount, messages, locale) : undefined
  const receiverError =
    touched.receiver && problems.receiver ? receiverProblemText(problems.receiver, messages) : undefined

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched({ amount: true, receiver: true, submitted: true })
    continueSend(kit)
  }

  return (
    <View>
      <form onSubmit={submit} noValidate className="kit-form">
        {summary && (
          <p className="kit-error-text" role="alert">
            {summary}
          </p>
        )}
        <Row
          className="kit-send-token kit-figures-row"
          icon={<ConnectorIcon name={token.symbol} icon={token.iconUrl} />}
          label={token.symbol}
          description={balance !== undefined ? messages.balanceOf(formatAmount(locale, balance)) : token.name}
          trailing={
            <>
              {messages.selectToken}
              <ChevronRightIcon />
            </>
          }
          onClick={() => kit.router.push('WalletSendSelectToken')}
        />
        <TextField
          label={messages.amount}
          size="lg"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={amount}
          onChange={(event) => kit.send.setTokenAmount(event.target.value)}
          onBlur={() => setTouched((current) => ({ ...current, amount: true }))}
          error={amountError}
          adornment={
            balance !== undefined ? (
              <button
                type="button"
                className="kit-button"
                data-size="sm"
                onClick={() => kit.send.setTokenAmount(token.quantity.numeric)}
              >
                {messages.max}
              </button>
            ) : undefined
          }
        />
        <TextField
          label={messages.receiver}
          placeholder={messages.receiverPlaceholder}
          autoComplete="off"
          spellCheck={false}
          // An address reads left to right in every language: right to left, a long one would show its end first.
          dir="ltr"
          value={receiver}
          onChange={(event) => kit.send.setReceiverAddress(event.target.value)}
          onBlur={() => setTouched((current) => ({ ...current, receiver: true }))}
          error={receiverError}
        />
        <Button type="submit" variant="primary">
          {messages.preview}
        </Button>
      </form>
    </View>
  )
}
