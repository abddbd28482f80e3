'use client'
import { type FormEvent, useState } from 'react'
import { tokenForSend } from '../flows/send.js'
import { useKitState } from '../hooks/useKitState.js'
import { formatAmount } from '../internal/format.js'
import { isAddressOf } from '../internal/units.js'
import { ChevronRightIcon } from '../modal/icons.js'
import { Button, ConnectorIcon, NothingToShow, Row, TextField, useModalContext, View } from '../modal/ui.js'

/** Send: the token (native by default), the amount (with Max), the receiver; checked before the preview. */
export default function SendView() {
  const { kit, messages } = useModalContext()
  const token = useKitState(tokenForSend)
  const amount = useKitState((state) => state.send.sendTokenAmount ?? '')
  const receiver = useKitState((state) => state.send.receiverAddress ?? '')
  const namespace = useKitState(
    (state) =>
      state.network.networks.find((network) => network.caipNetworkId === state.network.active)
        ?.chainNamespace,
  )
  const [touched, setTouched] = useState({ amount: false, receiver: false })
  if (!token || !namespace) return <NothingToShow />

  const balance = token.quantity.numeric === undefined ? undefined : Number(token.quantity.numeric)
  const value = Number(amount)
  const amountError =
    amount.trim() === '' || !Number.isFinite(value) || value <= 0
      ? messages.invalidAmount
      : balance !== undefined && value > balance
        ? messages.insufficientBalance
        : undefined
  const receiverError = isAddressOf(namespace, receiver.trim()) ? undefined : messages.invalidReceiver

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched({ amount: true, receiver: true })
    if (amountError || receiverError) return
    if (!kit.getState().send.token) kit.send.setToken(token)
    kit.send.setReceiverAddress(receiver.trim())
    kit.router.push('WalletSendPreview')
  }

  return (
    <View>
      <form onSubmit={submit} noValidate className="kit-form">
        <Row
          icon={<ConnectorIcon name={token.symbol} icon={token.iconUrl} />}
          label={token.symbol}
          description={
            balance !== undefined ? messages.balanceOf(formatAmount(token.quantity.numeric)) : token.name
          }
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
          onChange={(event) => kit.send.setTokenAmount(event.target.value.replace(',', '.'))}
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
