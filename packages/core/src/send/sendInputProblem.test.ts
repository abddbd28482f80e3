import { describe, expect, it } from 'vitest'
import { InsufficientBalanceError, SendInputError, UnsupportedChainError } from '../errors/send.js'
import { createTestKit } from '../test-utils.js'
import { isAddressOf, sendInputProblem } from './sendInputProblem.js'

const EVM_RECEIVER = '0x2222222222222222222222222222222222222222'
const SOLANA_RECEIVER = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

describe('sendInputProblem', () => {
  it('an amount above zero and an address of the network can be sent', () => {
    const kit = createTestKit()
    kit.send.setTokenAmount('0.5')
    kit.send.setReceiverAddress(EVM_RECEIVER)
    expect(sendInputProblem(kit.getState())).toBeUndefined()
  })

  it('on Solana a missing or invalid amount or receiver reads "Please enter a valid amount and receiver address"', () => {
    const kit = createTestKit()
    kit.network.setActive(SOLANA_DEVNET)
    const check = () => sendInputProblem(kit.getState())
    expect(check()).toMatchObject({ field: 'amount' })
    kit.send.setTokenAmount('0')
    expect(check()).toMatchObject({ field: 'amount' })
    kit.send.setTokenAmount('0.0000000001') // 10 decimals; SOL has 9
    expect(check()).toMatchObject({ field: 'amount' })
    kit.send.setTokenAmount('1')
    expect(check()).toMatchObject({ field: 'receiver' })
    kit.send.setReceiverAddress(EVM_RECEIVER)
    const problem = check()
    expect(problem?.field).toBe('receiver')
    expect(problem?.error).toBeInstanceOf(SendInputError)
    expect(problem?.error.shortMessage).toBe('Please enter a valid amount and receiver address')
    kit.send.setReceiverAddress(SOLANA_RECEIVER)
    expect(check()).toBeUndefined()
  })

  it('a wallet on a network the app did not configure reads "Unsupported chain"', async () => {
    const kit = createTestKit()
    kit.send.setTokenAmount('1')
    kit.send.setReceiverAddress(EVM_RECEIVER)
    kit.network.reportWalletNetwork('eip155:424242')
    const problem = sendInputProblem(kit.getState())
    expect(problem?.field).toBe('chain')
    expect(problem?.error).toBeInstanceOf(UnsupportedChainError)
    expect(problem?.error.shortMessage).toBe('Unsupported chain')
  })

  it('more than the known balance is "Insufficient balance"; an unknown balance does not block', () => {
    const kit = createTestKit()
    kit.send.setReceiverAddress(EVM_RECEIVER)
    kit.send.setToken({
      address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      symbol: 'kUSD',
      quantity: { decimals: '6', numeric: '2.5' },
    })
    kit.send.setTokenAmount('2.5')
    expect(sendInputProblem(kit.getState())).toBeUndefined()
    kit.send.setTokenAmount('2.500001')
    const problem = sendInputProblem(kit.getState())
    expect(problem?.field).toBe('balance')
    expect(problem?.error).toBeInstanceOf(InsufficientBalanceError)
    expect(problem?.error.shortMessage).toBe('Insufficient balance')
    kit.send.setToken({ symbol: 'kUSD', quantity: { decimals: '6' } })
    expect(sendInputProblem(kit.getState())).toBeUndefined()
  })

  it('isAddressOf knows EVM hex and Solana base58 only', () => {
    expect(isAddressOf('eip155', EVM_RECEIVER)).toBe(true)
    expect(isAddressOf('eip155', SOLANA_RECEIVER)).toBe(false)
    expect(isAddressOf('solana', SOLANA_RECEIVER)).toBe(true)
    expect(isAddressOf('solana', 'O0Il'.repeat(10))).toBe(false)
    expect(isAddressOf('bip122', EVM_RECEIVER)).toBe(false)
  })
})
