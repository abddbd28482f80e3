import { describe, expect, it } from 'vitest'
import { UnsupportedChainError } from '../errors/send.js'
import { SendAmountError, SendReceiverError } from '../errors/sendInput.js'
import { createTestKit } from '../test-utils.js'
import { sendInputProblem } from './sendInputProblem.js'
import { sendInputProblems } from './sendInputProblems.js'

const EVM_RECEIVER = '0x2222222222222222222222222222222222222222'
const SOLANA_RECEIVER = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' as const
const KUSD = {
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  symbol: 'kUSD',
  quantity: { decimals: '6', numeric: '2.5' },
}

/** Each field's English text, as a form without translations shows it. */
const texts = (problems: ReturnType<typeof sendInputProblems>) => ({
  chain: problems.chain?.shortMessage,
  amount: problems.amount?.error.shortMessage,
  receiver: problems.receiver?.error.shortMessage,
})

describe('sendInputProblems', () => {
  it('an amount above zero and an address of the network have no problem', () => {
    const kit = createTestKit()
    kit.send.setTokenAmount('0.5')
    kit.send.setReceiverAddress(` ${EVM_RECEIVER} `)
    expect(sendInputProblems(kit.getState())).toEqual({})
  })

  it('a bad address and too large an amount: both problems at once, each naming its field', () => {
    const kit = createTestKit()
    kit.send.setToken(KUSD)
    kit.send.setTokenAmount('7')
    kit.send.setReceiverAddress('0x1234')
    const problems = sendInputProblems(kit.getState())
    expect(texts(problems)).toEqual({
      chain: undefined,
      amount: 'Amount exceeds your balance of 2.5 kUSD',
      receiver: 'Enter a valid receiver address',
    })
    expect(problems.amount).toMatchObject({ reason: 'exceedsBalance', balance: '2.5', symbol: 'kUSD' })
    expect(problems.amount?.error).toBeInstanceOf(SendAmountError)
    expect(problems.receiver).toMatchObject({ reason: 'invalidAddress', namespace: 'eip155' })
    expect(problems.receiver?.error).toBeInstanceOf(SendReceiverError)
    // The send's single problem keeps the order amount, balance, receiver and the words it had.
    expect(sendInputProblem(kit.getState())).toMatchObject({ field: 'balance' })
    expect(sendInputProblem(kit.getState())?.error.shortMessage).toBe('Insufficient balance')
  })

  it('an empty form: the amount and the receiver are both asked for', () => {
    const kit = createTestKit()
    expect(texts(sendInputProblems(kit.getState()))).toEqual({
      chain: undefined,
      amount: 'Enter an amount greater than 0',
      receiver: 'Enter a valid receiver address',
    })
  })

  it.each([
    ['0', 'Enter an amount greater than 0'],
    ['0.000', 'Enter an amount greater than 0'],
    ['abc', 'Enter an amount greater than 0'],
    ['-1', 'Enter an amount greater than 0'],
    ['1e3', 'Enter an amount greater than 0'],
    ['1.0000001', 'Enter an amount with at most 6 decimals'],
  ])('the amount %j reads %j', (amount, text) => {
    const kit = createTestKit()
    kit.send.setToken(KUSD)
    kit.send.setReceiverAddress(EVM_RECEIVER)
    kit.send.setTokenAmount(amount)
    const problems = sendInputProblems(kit.getState())
    expect(texts(problems)).toEqual({ chain: undefined, amount: text, receiver: undefined })
  })

  it('the native currency is measured against the account balance and named by its symbol', () => {
    const kit = createTestKit()
    kit.account.setBalance('1.25', 'POL')
    kit.send.setReceiverAddress(EVM_RECEIVER)
    kit.send.setTokenAmount('1.25')
    expect(sendInputProblems(kit.getState())).toEqual({})
    kit.send.setTokenAmount('1.26')
    expect(sendInputProblems(kit.getState()).amount?.error.shortMessage).toBe(
      'Amount exceeds your balance of 1.25 POL',
    )
  })

  it('on Solana: a Solana address is asked for; the send keeps the spec words', () => {
    const kit = createTestKit()
    kit.network.setActive(SOLANA_DEVNET)
    kit.send.setTokenAmount('0.0000000001') // 10 decimals; SOL has 9
    kit.send.setReceiverAddress(EVM_RECEIVER)
    const problems = sendInputProblems(kit.getState())
    expect(texts(problems)).toEqual({
      chain: undefined,
      amount: 'Enter an amount with at most 9 decimals',
      receiver: 'Enter a valid Solana address',
    })
    expect(problems.receiver).toMatchObject({ reason: 'invalidAddress', namespace: 'solana' })
    const problem = sendInputProblem(kit.getState())
    expect(problem?.field).toBe('amount')
    expect(problem?.error.shortMessage).toBe('Please enter a valid amount and receiver address')
    expect(problem?.error.details).toBe('Enter an amount with at most 9 decimals')
    kit.send.setTokenAmount('1')
    kit.send.setReceiverAddress(SOLANA_RECEIVER)
    expect(sendInputProblems(kit.getState())).toEqual({})
  })

  it.each<[string, `eip155:${string}` | `solana:${string}`]>([
    ['vitalik.eth', 'eip155:80002'],
    ['alice.base.eth', 'eip155:80002'],
    ['bonfida.sol', SOLANA_DEVNET],
  ])('a name (%s) is said to be unresolved, not an invalid address', (name, network) => {
    const kit = createTestKit()
    kit.network.setActive(network)
    kit.send.setTokenAmount('1')
    kit.send.setReceiverAddress(name)
    const problems = sendInputProblems(kit.getState())
    expect(problems.receiver).toMatchObject({ reason: 'unresolvedName', name })
    expect(problems.receiver?.error.shortMessage).toBe(`${name} cannot be resolved. Enter an address.`)
    expect(problems.amount).toBeUndefined()
  })

  it('a wallet on an unknown network: the chain problem beside the fields', () => {
    const kit = createTestKit()
    kit.send.setTokenAmount('0')
    kit.network.reportWalletNetwork('eip155:424242')
    const problems = sendInputProblems(kit.getState())
    expect(problems.chain).toBeInstanceOf(UnsupportedChainError)
    expect(texts(problems)).toEqual({
      chain: 'Unsupported chain',
      amount: 'Enter an amount greater than 0',
      receiver: 'Enter a valid receiver address',
    })
  })
})
