import { privateKeyToAccount } from 'viem/accounts'
import { getContractAddress, hashMessage, parseErc6492Signature, recoverAddress, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  CREATE2_DEPLOYER,
  counterfactualSignature,
  deploymentTransaction,
  executeCalldata,
  replaySafeHash,
  SMART_ACCOUNT_SALT,
  smartAccountAddress,
  smartAccountInitCode,
} from './smartAccount.js'

const owner = privateKeyToAccount(`0x${'11'.repeat(32)}`)
const other = privateKeyToAccount(`0x${'22'.repeat(32)}`)

describe('smart account', () => {
  it('has one CREATE2 address per owner, derived from the deployer, the salt and the init code', () => {
    const address = smartAccountAddress(owner.address)
    expect(address).toBe(
      getContractAddress({
        opcode: 'CREATE2',
        from: CREATE2_DEPLOYER,
        salt: SMART_ACCOUNT_SALT,
        bytecode: smartAccountInitCode(owner.address),
      }),
    )
    expect(smartAccountAddress(owner.address)).toBe(address)
    expect(smartAccountAddress(other.address)).not.toBe(address)
    expect(address.toLowerCase()).not.toBe(owner.address.toLowerCase())
  })

  it('deploys through the deterministic deployer with salt ++ init code', () => {
    const tx = deploymentTransaction(owner.address)
    expect(tx.to).toBe(CREATE2_DEPLOYER)
    expect(tx.data.startsWith(SMART_ACCOUNT_SALT)).toBe(true)
    expect(tx.data.endsWith(owner.address.slice(2).toLowerCase())).toBe(true)
  })

  it('encodes one call as execute and several as executeBatch', () => {
    const call = { to: other.address, value: 5n, data: '0x' as const }
    expect(executeCalldata([call]).slice(0, 10)).toBe('0xb61d27f6') // execute(address,uint256,bytes)
    expect(executeCalldata([call, call]).slice(0, 10)).not.toBe('0xb61d27f6')
  })

  it('binds signatures to the chain and the account', async () => {
    const hash = hashMessage('hello')
    const account = smartAccountAddress(owner.address)
    const digest = replaySafeHash(80002, account, hash)
    expect(digest).not.toBe(replaySafeHash(31337, account, hash))
    expect(digest).not.toBe(replaySafeHash(80002, smartAccountAddress(other.address), hash))
    const signature = await owner.sign({ hash: digest })
    expect(await recoverAddress({ hash: digest, signature })).toBe(owner.address)
  })

  it('wraps signatures of undeployed accounts per ERC-6492', async () => {
    const signature = await owner.sign({ hash: hashMessage(toHex('x')) })
    const wrapped = counterfactualSignature(owner.address, signature)
    const parsed = parseErc6492Signature(wrapped)
    expect(parsed.address?.toLowerCase()).toBe(CREATE2_DEPLOYER)
    expect(parsed.data).toBe(deploymentTransaction(owner.address).data)
    expect(parsed.signature).toBe(signature)
  })
})
