'use client'
import { useEffect } from 'react'
import { GAS_TASK, SEND_TASK, submitSend, tokenForSend } from '../flows/send.js'
import { useKitState } from '../hooks/useKitState.js'
import { formatAmount, truncateAddress } from '../internal/format.js'
import { formatUnits } from '../internal/units.js'
import { Button, NothingToShow, useModalContext, useTask, View } from '../modal/ui.js'

/** Gas an EVM transfer uses, for the fee estimate: a native transfer, and a typical ERC-20 transfer. */
const NATIVE_TRANSFER_GAS = 21_000n
const TOKEN_TRANSFER_GAS = 65_000n
/** A Solana transfer's base fee: 5 000 lamports per signature. */
const SOLANA_BASE_FEE = '0.000005'

/** Review send: amount, receiver, network and the network fee; then send. */
export default function SendPreviewView() {
  const { kit, messages, tasks } = useModalContext()
  const token = useKitState(tokenForSend)
  const send = useKitState((state) => state.send)
  const network = useKitState((state) =>
    state.network.networks.find((candidate) => candidate.caipNetworkId === state.network.active),
  )
  const task = useTask(SEND_TASK)
  const evm = network?.chainNamespace === 'eip155'
  useEffect(() => {
    if (evm && network) tasks.once(`${GAS_TASK}:${network.caipNetworkId}`, () => kit.send.loadGasPrice())
  }, [kit, tasks, evm, network])
  if (!token || !network) return <NothingToShow />

  const fee = evm
    ? send.gasPrice !== undefined
      ? `≈ ${formatAmount(
          formatUnits(
            send.gasPrice * (token.address ? TOKEN_TRANSFER_GAS : NATIVE_TRANSFER_GAS),
            network.nativeCurrency.decimals,
          ),
          6,
        )} ${network.nativeCurrency.symbol}`
      : messages.feeUnknown
    : `${SOLANA_BASE_FEE} ${network.nativeCurrency.symbol}`
  return (
    <View>
      <div className="kit-hero">
        <p className="kit-label">{messages.reviewSending}</p>
        <p className="kit-hero-title">
          {send.sendTokenAmount} {token.symbol}
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
          <dd>{fee}</dd>
        </div>
      </dl>
      <div className="kit-button-row">
        <Button onClick={() => kit.router.goBackOrClose()} disabled={task.status === 'pending'}>
          {messages.cancel}
        </Button>
        <Button
          variant="primary"
          loading={task.status === 'pending' || send.loading}
          onClick={() => void tasks.run(SEND_TASK, () => submitSend(kit))}
        >
          {task.status === 'pending' ? messages.sending : messages.sendNow}
        </Button>
      </div>
    </View>
  )
}
