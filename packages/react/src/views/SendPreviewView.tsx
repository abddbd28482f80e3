'use client'
import {
  loadSendFee,
  selectActiveNetwork,
  selectSendFee,
  selectSendToken,
  submitSend,
  tasks,
} from '@kit/core/actions'
import { useEffect } from 'react'
import { useKitState } from '../hooks/useKitState.js'
import { truncateAddress } from '../internal/format.js'
import { formatAmount } from '../locales/formatAmount.js'
import { formatUnits } from '../internal/units.js'
import { Button, NothingToShow, useModalContext, View } from '../modal/ui.js'
import { useTask } from '../hooks/useTask.js'

/** Review send: amount, receiver, network and the network fee; then send. */
export default function SendPreviewView() {
  const { kit, messages, locale } = useModalContext()
  const token = useKitState(selectSendToken)
  const send = useKitState((state) => state.send)
  const network = useKitState(selectActiveNetwork)
  const fee = useKitState(selectSendFee)
  const task = useTask(tasks.send)
  // biome-ignore lint/correctness/useExhaustiveDependencies: another network needs its own gas price.
  useEffect(() => loadSendFee(kit), [kit, network])
  if (!token || !network) return <NothingToShow />

  // Solana's base fee is exact; an EVM fee is an estimate from the gas price.
  const approximate = network.chainNamespace === 'eip155' ? '≈ ' : ''
  const feeText =
    fee === undefined
      ? messages.feeUnknown
      : `${approximate}${formatAmount(locale, formatUnits(fee, network.nativeCurrency.decimals), {
          maximumFractionDigits: 6,
        })} ${network.nativeCurrency.symbol}`
  return (
    <View>
      <div className="kit-hero">
        <p className="kit-label">{messages.reviewSending}</p>
        <p className="kit-hero-title">
          {formatAmount(locale, send.sendTokenAmount, { maximumFractionDigits: 18 })} {token.symbol}
        </p>
      </div>
      <dl className="kit-summary">
        <div className="kit-summary-row">
          <dt>{messages.to}</dt>
          <dd title={send.receiverAddress}>
            {send.receiverAddress ? truncateAddress(send.receiverAddress, 6, 6) : '—'}
          </dd>
        </div>
        <div className="kit-summary-row">
          <dt>{messages.network}</dt>
          <dd>{network.name}</dd>
        </div>
        <div className="kit-summary-row">
          <dt>{messages.networkFee}</dt>
          <dd>{feeText}</dd>
        </div>
      </dl>
      <div className="kit-button-row">
        <Button onClick={() => kit.router.goBackOrClose()} disabled={task.status === 'pending'}>
          {messages.cancel}
        </Button>
        <Button
          variant="primary"
          loading={task.status === 'pending' || send.loading}
          onClick={() => void submitSend(kit)}
        >
          {task.status === 'pending' ? messages.sending : messages.sendNow}
        </Button>
      </div>
    </View>
  )
}
