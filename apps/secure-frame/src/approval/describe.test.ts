import { describe, expect, it } from 'vitest'
import { encodeBase58 } from '../wallet/base58.js'
import { type ApprovalContext, describeRequest, networkInfo } from './describe.js'

const eoa = '0x1111111111111111111111111111111111111111'
const context: ApprovalContext = {
  origin: 'https://shop.example',
  appName: 'Shop',
  account: { address: eoa, type: 'eoa' },
  caipNetworkId: 'eip155:80002',
}
const hex = (text: string) =>
  `0x${[...new TextEncoder().encode(text)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
const row = (view: ReturnType<typeof describeRequest>, label: string) =>
  view.rows.find((entry) => entry.label === label)?.value

describe('describing a request for approval', () => {
  it('names the app by its claimed name and its verified origin', () => {
    const view = describeRequest({ method: 'personal_sign', params: [hex('hi'), eoa] }, context)
    expect(view.intro).toBe('Shop (https://shop.example) asks you to sign this message.')
    expect(
      describeRequest(
        { method: 'personal_sign', params: [hex('hi'), eoa] },
        { ...context, appName: undefined },
      ).intro,
    ).toBe('https://shop.example asks you to sign this message.')
  })

  it('personal_sign: readable text as text; binary, control and bidi-override characters as hex', () => {
    expect(
      row(
        describeRequest({ method: 'personal_sign', params: [hex('Log in to Shop\nNonce 7'), eoa] }, context),
        'Message',
      ),
    ).toBe('Log in to Shop\nNonce 7')
    expect(
      row(describeRequest({ method: 'personal_sign', params: ['0x00ff10', eoa] }, context), 'Message'),
    ).toBe('0x00ff10')
    const spoof = hex('pay \u202Eevil')
    expect(row(describeRequest({ method: 'personal_sign', params: [spoof, eoa] }, context), 'Message')).toBe(
      spoof,
    )
  })

  it('eth_sendTransaction: recipient, amount in the native currency, data, sender and network', () => {
    const view = describeRequest(
      {
        method: 'eth_sendTransaction',
        params: [
          {
            from: eoa,
            to: '0x2222222222222222222222222222222222222222',
            value: '0xde0b6b3a7640000',
            data: '0xa9059cbb00',
          },
        ],
      },
      context,
    )
    expect(view.title).toBe('Approve transaction')
    expect(view.approveLabel).toBe('Send')
    expect(row(view, 'Amount')).toBe('1 POL')
    expect(row(view, 'Data')).toBe('5 bytes, function 0xa9059cbb')
    expect(row(view, 'From')).toBe(eoa)
    expect(row(view, 'Network')).toBe('Polygon Amoy')
  })

  it('says when a smart account’s first transaction creates it', () => {
    const smart = { ...context, account: { address: eoa, type: 'smartAccount' as const } }
    const request = {
      method: 'eth_sendTransaction' as const,
      params: [{ to: eoa, value: '0x1' }] as [{ to: string; value: string }],
    }
    expect(row(describeRequest(request, { ...smart, smartAccountDeployed: false }), 'Note')).toContain(
      'creates your smart account',
    )
    expect(row(describeRequest(request, { ...smart, smartAccountDeployed: true }), 'Note')).toBeUndefined()
    expect(row(describeRequest(request, smart), 'From (smart account)')).toBe(eoa)
    expect(describeRequest(request, smart).warning).toContain('the account that owns your smart account')
  })

  it('eth_signTypedData_v4: domain, primary type and the data', () => {
    const typed = {
      domain: { name: 'Permit2', version: '1', chainId: 80002, verifyingContract: eoa },
      primaryType: 'PermitSingle',
      types: {},
      message: { spender: eoa, amount: '1000' },
    }
    const view = describeRequest(
      { method: 'eth_signTypedData_v4', params: [eoa, JSON.stringify(typed)] },
      context,
    )
    expect(row(view, 'Domain')).toBe(`Permit2, version 1, chain 80002, contract ${eoa}`)
    expect(row(view, 'Type')).toBe('PermitSingle')
    expect(row(view, 'Data')).toContain('"amount": "1000"')
  })

  it('wallet_sendCalls: every call', () => {
    const view = describeRequest(
      {
        method: 'wallet_sendCalls',
        params: [
          {
            calls: [
              { to: eoa, value: '0x1' },
              { to: eoa, data: '0x12345678' },
            ],
          },
        ],
      },
      context,
    )
    expect(view.title).toBe('Approve 2 calls')
    expect(row(view, 'Call 2')).toContain('function 0x12345678')
  })

  it('Solana: message text, and what signing a transaction means', () => {
    const solana = {
      ...context,
      caipNetworkId: 'solana:localnet',
      account: { address: 'So1ana', type: 'eoa' as const },
    }
    const message = encodeBase58(new TextEncoder().encode('Sign in to Shop'))
    expect(
      row(
        describeRequest(
          { method: 'solana_signMessage', params: { message, pubkey: '11111111111111111111111111111111' } },
          solana,
        ),
        'Message',
      ),
    ).toBe('Sign in to Shop')
    const send = describeRequest(
      { method: 'solana_signAndSendTransaction', params: { transaction: '3xyz' } },
      solana,
    )
    expect(send.approveLabel).toBe('Send')
    expect(send.intro).toContain('send it to Solana Localnet')
    expect(
      describeRequest(
        { method: 'solana_signAllTransactions', params: { transactions: ['2a', '3b'] } },
        solana,
      ).title,
    ).toBe('Approve 2 transactions')
  })

  it('knows the networks Kit ships, and falls back for others', () => {
    expect(networkInfo('eip155:80002')).toEqual({ name: 'Polygon Amoy', symbol: 'POL', decimals: 18 })
    expect(networkInfo('eip155:999999')).toEqual({ name: 'Chain 999999', symbol: 'ETH', decimals: 18 })
  })
})
