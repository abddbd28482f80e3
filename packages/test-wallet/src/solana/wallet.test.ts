import { ed25519 } from '@noble/curves/ed25519'
import { Keypair, PublicKey, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import { describe, expect, it, vi } from 'vitest'
import { createTestWallet } from '../createTestWallet.js'
import { solanaDevKeypair } from './devKeys.js'

function solanaWallet(policy: 'approve' | 'reject' | 'ask' = 'approve') {
  const wallet = createTestWallet({ policy, solana: { rpcUrl: 'http://127.0.0.1:1' } })
  if (!wallet.solana) throw new Error('no solana wallet')
  return { wallet, solana: wallet.solana.wallet }
}

function transferMessage(from: PublicKey) {
  return new VersionedTransaction(
    new TransactionMessage({
      payerKey: from,
      recentBlockhash: '11111111111111111111111111111111',
      instructions: [
        SystemProgram.transfer({ fromPubkey: from, toPubkey: Keypair.generate().publicKey, lamports: 1 }),
      ],
    }).compileToV0Message(),
  )
}

describe('Solana wallet-standard wallet', () => {
  it('is a wallet-standard wallet on solana:localnet with the required features', () => {
    const { solana } = solanaWallet()
    expect(solana.version).toBe('1.0.0')
    expect(solana.name).toBe('Kit Test Wallet')
    expect(solana.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(solana.chains).toEqual(['solana:localnet'])
    expect(Object.keys(solana.features).sort()).toEqual([
      'solana:signAndSendTransaction',
      'solana:signMessage',
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ])
  })

  it('connect shares the devnet dev accounts (stable objects) and emits change; disconnect clears them', async () => {
    const { solana } = solanaWallet()
    const change = vi.fn()
    const off = solana.features['standard:events'].on('change', change)
    expect(solana.accounts).toEqual([])
    const { accounts } = await solana.features['standard:connect'].connect()
    expect(accounts.map((account) => account.address)).toEqual(
      [0, 1, 2, 3, 4].map((index) => solanaDevKeypair(String(index)).publicKey.toBase58()),
    )
    expect(solana.accounts[0]).toBe(accounts[0])
    expect(change).toHaveBeenCalledWith({ accounts })
    await solana.features['standard:disconnect'].disconnect()
    expect(solana.accounts).toEqual([])
    expect(change).toHaveBeenLastCalledWith({ accounts: [] })
    off()
  })

  it('a silent connect never prompts and shares nothing before authorisation', async () => {
    const { wallet, solana } = solanaWallet('ask')
    await expect(solana.features['standard:connect'].connect({ silent: true })).resolves.toEqual({
      accounts: [],
    })
    expect(wallet.pendingRequests).toEqual([])
  })

  it('a rejected connect yields 4001', async () => {
    const { solana } = solanaWallet('reject')
    await expect(solana.features['standard:connect'].connect()).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
  })

  it('signMessage produces an ed25519 signature of the message', async () => {
    const { solana } = solanaWallet()
    const { accounts } = await solana.features['standard:connect'].connect()
    const account = accounts[0]
    if (!account) throw new Error('no account')
    const message = new TextEncoder().encode('hello solana')
    const [output] = await solana.features['solana:signMessage'].signMessage({ account, message })
    expect(output?.signedMessage).toEqual(message)
    expect(
      ed25519.verify(output?.signature ?? new Uint8Array(), message, account.publicKey as Uint8Array),
    ).toBe(true)
  })

  it('signTransaction signs a v0 transaction for its account', async () => {
    const { solana } = solanaWallet()
    const { accounts } = await solana.features['standard:connect'].connect()
    const account = accounts[0]
    if (!account) throw new Error('no account')
    const transaction = transferMessage(new PublicKey(account.address))
    const [output] = await solana.features['solana:signTransaction'].signTransaction({
      account,
      transaction: transaction.serialize(),
      chain: 'solana:localnet',
    })
    const signed = VersionedTransaction.deserialize(output?.signedTransaction ?? new Uint8Array())
    expect(
      ed25519.verify(
        signed.signatures[0] ?? new Uint8Array(),
        signed.message.serialize(),
        account.publicKey as Uint8Array,
      ),
    ).toBe(true)
  })

  it('refuses accounts it does not hold (4100), other chains (-32602) and rejections (4001)', async () => {
    const { wallet, solana } = solanaWallet()
    const { accounts } = await solana.features['standard:connect'].connect()
    const account = accounts[0]
    if (!account) throw new Error('no account')
    const stranger = { ...account, address: Keypair.generate().publicKey.toBase58() }
    const message = new Uint8Array([1])
    await expect(
      solana.features['solana:signMessage'].signMessage({ account: stranger, message }),
    ).rejects.toMatchObject({ code: 4100 })
    const transaction = transferMessage(new PublicKey(account.address)).serialize()
    await expect(
      solana.features['solana:signTransaction'].signTransaction({
        account,
        transaction,
        chain: 'solana:mainnet',
      }),
    ).rejects.toMatchObject({ code: -32602 })
    wallet.setPolicy('reject')
    await expect(
      solana.features['solana:signMessage'].signMessage({ account, message }),
    ).rejects.toMatchObject({ code: 4001 })
  })

  it('signing before connect fails with 4100', async () => {
    const { solana } = solanaWallet()
    const account = { address: solanaDevKeypair('0').publicKey.toBase58() } as never
    await expect(
      solana.features['solana:signMessage'].signMessage({ account, message: new Uint8Array([1]) }),
    ).rejects.toMatchObject({
      code: 4100,
    })
  })
})
