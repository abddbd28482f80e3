import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { InvalidParamsError } from '../errors.js'
import { readTypedDataV1 } from './typedDataV1.js'

// Vectors from MetaMask's eth-sig-util tests (sign-typed-data.test.ts and its snapshots): `typedSignatureHash` of
// one field named "message", and a V1 signature with their test key.
const vectors: [type: string, value: string | number | boolean, digest: string][] = [
  ['string', 'Hello!', '0x77273fe101105a2ee5b7404e3510b6dce57a614f9b71a21ca56f1ef045f938dd'],
  ['string', '😁', '0xa71914f88ee19b3e0108d7495053a591858052850cebd62120ea2ccfefb7c651'],
  [
    'address',
    '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB',
    '0x04c21f11808f1da08fcc268b752f1b27ff3398234a08c4e4ec3350518c03555d',
  ],
  ['bool', true, '0x4401c8323e5bef2e92610abb1fdec4b8d6672a233a3ab50c621a62193e7c998d'],
  ['bool', false, '0x5611bafe7fef082941c84a60b14c9c9bc65e75b6c3a8bdde354ea7c19224133c'],
  ['bytes', '0x10', '0xc7aadc43dcbb4f7fd58f426049c2fa422d065883e967ec01f256d58567167b11'],
  ['bytes1', '0x10', '0x5c2842cbfc7e0add14e27be5d2c6d30c411315c6871b22fcc7069615918547ed'],
  ['bytes32', '0x10', '0x069f13801896fb0f05589f2a15923974e0264816a616cb34b02f2282dfb12709'],
  ['int', '0', '0x686fb61f0afb05d69bd879972afed7426967a5e91003e083d5eafb2cb1ccd6ee'],
  ['int', '0x0', '0x686fb61f0afb05d69bd879972afed7426967a5e91003e083d5eafb2cb1ccd6ee'],
  ['int', 9007199254740991, '0x5329c4b59ad6f387865835702708bf22942655839fcf5b253d6078f7b2cfc19b'],
  ['int', -9007199254740991, '0x5f606ed3c7828a019719fbca5bc370d928a62d9075ee530511445a2ba1c0e74d'],
  ['int8', 0, '0x83a255171acdbdc915af829b403e5e99bdd55d0c2029f8b257575d7e4cbf2afc'],
  ['int256', -9007199254740991, '0x0258bedb71140dbb942d7249f9eee22ecf400a98d5efb6d700ce67a7522ea5c6'],
  ['uint', '0', '0xf57c2405e30bca7599fa9475502c7dc1fa363a71c8d7472d614dcfd1cde00b1a'],
  ['uint', 9007199254740991, '0x7366b92e80656a5c9fed18f245a6db941e7e2835c2a99ea453c0fcd141e0f8a2'],
  ['uint8', 255, '0xaba3a954e6f9a8ad5fe36dff7559301ac22d643e8a6101f66631ac6b1b63d4bb'],
  ['uint8', '0x0', '0xce16fba9359f3d8139c16d981c2690f124268cb440abb068c102c65e30385cef'],
]

const refused = (fields: { type: string; name: string; value: unknown }[]) => {
  try {
    readTypedDataV1(fields)
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidParamsError)
    expect((error as InvalidParamsError).code).toBe(-32602)
    return (error as InvalidParamsError).shortMessage
  }
  throw new Error('test: the typed data was accepted')
}

describe('legacy typed data (eth_signTypedData, v1)', () => {
  it.each(vectors)(
    'hashes a %s field (%s) as eth-sig-util’s typedSignatureHash does',
    (type, value, digest) => {
      expect(readTypedDataV1([{ type, name: 'message', value }]).digest).toBe(digest)
    },
  )

  it('hashes several fields, and its signature is eth-sig-util’s V1 signature with the same key', async () => {
    const { digest } = readTypedDataV1([
      { type: 'string', name: 'message', value: 'Hi, Alice!' },
      { type: 'uint8', name: 'value', value: 10 },
    ])
    expect(digest).toBe('0xf7ad23226db5c1c00ca0ca1468fd49c8f8bbc1489bc1c382de5adc557a69c229')
    // Signed raw: no EIP-191 prefix.
    const account = privateKeyToAccount('0x4af1bceebf7f3634ec3cff8a2c38e51178d5d4ce585c52d6043e5e2cc3418bb0')
    const single = readTypedDataV1([{ type: 'string', name: 'message', value: 'Hi, Alice!' }])
    expect(await account.sign({ hash: single.digest })).toBe(
      '0x49e75d475d767de7fcc67f521e0d86590723d872e6111e51c393e8c1e2f21d032dfaf5833af158915f035db6af4f37bf2d5d29781cd81f28a44c5cb4b9d241531b',
    )
  })

  it('keeps each field as read for the card: numbers in decimal, addresses checksummed, bytesN padded', () => {
    expect(
      readTypedDataV1([
        { type: 'uint32', name: 'A number', value: '0x539' },
        { type: 'address', name: 'To', value: '0xbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb' },
        { type: 'bytes2', name: 'Tag', value: '0x10' },
        { type: 'int', name: 'Debt', value: '-5' },
      ]).fields,
    ).toEqual([
      { type: 'uint32', name: 'A number', value: '1337' },
      { type: 'address', name: 'To', value: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
      { type: 'bytes2', name: 'Tag', value: '0x1000' },
      { type: 'int', name: 'Debt', value: '-5' },
    ])
  })

  it('refuses what has no one meaning, with -32602: where eth-sig-util bends a value, the card would not match', () => {
    const one = (type: string, value: unknown) => refused([{ type, name: 'x', value }])
    // eth-sig-util reads the string "false" as true.
    expect(one('bool', 'false')).toContain('not true or false')
    // eth-sig-util wraps 255 into int8 and takes a negative uint's absolute value.
    expect(one('int8', 255)).toContain('out of range for int8')
    expect(one('int8', '256')).toContain('out of range')
    expect(one('uint8', -1)).toContain('out of range')
    expect(one('uint256', 1.5)).toContain('not a whole number')
    expect(one('uint256', 2 ** 53)).toContain('not a whole number')
    expect(one('uint256', '1e18')).toContain('not a whole number')
    // eth-sig-util pads "0x0" to an address and cuts an over-long one.
    expect(one('address', '0x0')).toContain('not a valid address')
    expect(one('address', 'bBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB')).toContain('not a valid address')
    expect(one('address', '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbb')).toContain('not a valid address')
    expect(one('bytes1', '0x1010')).toContain('at most 1 bytes')
    expect(one('bytes1', 'a')).toContain('not hex')
    expect(one('bytes', 'text')).toContain('not hex bytes')
    expect(one('string', 10)).toContain('not text')
    expect(one('uint256[]', ['1'])).toContain('Arrays are not supported')
    for (const type of ['jocker', 'function', 'fixed', 'uint7', 'uint264', 'bytes33', 'int08'])
      expect(one(type, '1'), type).toMatch(/not supported|not a Solidity type/)
    expect(refused([])).toContain('no fields')
    expect(refused([{ type: 'string', name: '', value: 'x' }])).toContain('needs a name')
  })
})
