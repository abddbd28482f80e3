// Kit's default sends, through the connected wallet (no executor set).
import { describe, expect, it } from 'vitest'
import { ConnectorError } from '../errors/wallet.js'
import { KitValidationError } from '../errors/kit.js'
import { SendFailedError } from '../errors/send.js'
import { connectFake, createTestKit } from '../test-utils.js'
import { FAKE_EVM_ADDRESS } from '../testing/index.js'
import { erc20TransferData } from './evmSend.js'

const RECEIVER = '0x2222222222222222222222222222222222222222'
const TOKEN = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const HASH = `0x${'ab'.repeat(32)}`

/** A connected kit whose wallet answers eth_chainId with `chainId` and records what it is asked to send. */
async function setup(chainId = '0x13882', answer: unknown = HASH) {
  const kit = createTestKit()
  const connector = await connectFake(kit)
  const sent: unknown[] = []
  connector.getProvider = async () => ({
    request: async ({ method, params }: { method: string; params?: unknown }) => {
      if (method === 'eth_chainId') return chainId
      sent.push({ method, params })
      return answer
    },
  })
  kit.send.setGasPrice(7n)
  kit.send.setReceiverAddress(RECEIVER)
  return { kit, sent }
}

describe('EVM sends through the wallet', () => {
  it('encodes ERC-20 transfer(to, amount)', () => {
    expect(erc20TransferData(RECEIVER, 12_500_000n)).toBe(
      `0xa9059cbb${'0'.repeat(24)}${RECEIVER.slice(2)}${'0'.repeat(58)}bebc20`,
    )
    expect(() => erc20TransferData('0x12', 1n)).toThrow(KitValidationError)
    expect(() => erc20TransferData(RECEIVER, -1n)).toThrow(KitValidationError)
  })

  it('a native send is eth_sendTransaction with the value and the gas price in hex', async () => {
    const { kit, sent } = await setup()
    kit.send.setTokenAmount('1.5')
    await expect(kit.send.sendToken()).resolves.toBe(HASH)
    expect(sent).toEqual([
      {
        method: 'eth_sendTransaction',
        params: [{ from: FAKE_EVM_ADDRESS, to: RECEIVER, value: '0x14d1120d7b160000', gasPrice: '0x7' }],
      },
    ])
  })

  it('an ERC-20 send calls transfer on the token contract', async () => {
    const { kit, sent } = await setup()
    kit.send.setToken({ address: `eip155:80002:${TOKEN}`, symbol: 'kUSD', quantity: { decimals: '6' } })
    kit.send.setTokenAmount('12.5')
    await kit.send.sendToken()
    expect(sent).toEqual([
      {
        method: 'eth_sendTransaction',
        params: [{ from: FAKE_EVM_ADDRESS, to: TOKEN, data: erc20TransferData(RECEIVER, 12_500_000n) }],
      },
    ])
  })

  it('refuses while the wallet is on another chain than the send is for; nothing is sent', async () => {
    const { kit, sent } = await setup('0x1')
    kit.send.setTokenAmount('1')
    const failure = await kit.send.sendToken().catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(SendFailedError)
    expect((failure as SendFailedError).cause).toBeInstanceOf(ConnectorError)
    expect((failure as SendFailedError).cause).toMatchObject({
      shortMessage: 'The wallet is on another network',
    })
    expect(sent).toEqual([])
  })

  it('a wallet that answers without a transaction hash fails the send', async () => {
    const { kit } = await setup('0x13882', null)
    kit.send.setTokenAmount('1')
    await expect(kit.send.sendToken()).rejects.toMatchObject({ shortMessage: 'Something went wrong' })
  })

  it('an invalid receiver fails before the wallet is asked', async () => {
    const { kit, sent } = await setup()
    kit.send.setReceiverAddress('not-an-address')
    kit.send.setTokenAmount('1')
    await expect(kit.send.sendToken()).rejects.toMatchObject({
      shortMessage: 'Please enter a valid amount and receiver address',
    })
    expect(sent).toEqual([])
  })
})
