'use client'
import { continueSend, selectSendToken } from '@kit/core/actions'
import { type SendInputProblem, sendInputProblem } from '@kit/core/utils'
import { type FormEvent, useState } from 'react'
import { useKitState } from '../hooks/useKitState.js'
import { formatAmount } from '../locales/formatAmount.js'
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

/**
 * Send: the token (native by default), the amount (with Max), the receiver. Core's send rule checks them as the
 * user types and the form shows core's words ('Please enter a valid amount and receiver address', 'Unsupported
 * chain') before the preview.
 */
export default function SendView() {
  const { kit, messages, locale } = useModalContext()
  const token = useKitState(selectSendToken)
  const amount = useKitState((state) => state.send.sendTokenAmount ?? '')
  const receiver = useKitState((state) => state.send.receiverAddress ?? '')
  const problem = useKitState(sendInputProblem, sameProblem)
  const [touched, setTouched] = useState({ amount: false, receiver: false })
  if (!token) return <NothingToShow />

  const balance = token.quantity.numeric
  const problemText = problem ? errorText(problem.error, messages) : undefined
  const amountError = problem?.field === 'amount' || problem?.field === 'balance' ? problemText : undefined
  const receiverError = problem?.field === 'receiver' ? problemText : undefined

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched({ amount: true, receiver: true })
    continueSend(kit)
  }

  return (
    <View>
      <form onSubmit={submit} noValidate className="kit-form">
        {problem?.field === 'chain' && (
          <p className="kit-error-text" role="alert">
            {problemText}
          </p>
        )}
        <Row
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
          error={touched.amount ? amountError : undefined}
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
          error={touched.receiver ? receiverError : undefined}
        />
        <Button type="submit" variant="primary">
          {messages.preview}
        </Button>
      </form>
    </View>
  )
}
