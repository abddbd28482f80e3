import { InvalidCaipIdError } from './errors.js'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from './types.js'

// CAIP-2: namespace [-a-z0-9]{3,8}, reference [-_a-zA-Z0-9]{1,32}. CAIP-10 adds an address of up to 128 characters.
const NAMESPACE = /^[-a-z0-9]{3,8}$/
const REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/
const ADDRESS = /^[-.%a-zA-Z0-9]{1,128}$/
const SUPPORTED: readonly string[] = ['eip155', 'solana'] satisfies ChainNamespace[]

/** A parsed CAIP-2 network id. */
export type ParsedCaipNetworkId = { namespace: ChainNamespace; reference: string }

/** A parsed CAIP-10 account id. */
export type ParsedCaipAddress = ParsedCaipNetworkId & { address: string; caipNetworkId: CaipNetworkId }

function isSupportedNamespace(value: string): value is ChainNamespace {
  return SUPPORTED.includes(value)
}

/**
 * Parses a CAIP-2 id such as `eip155:80002`.
 * @throws {InvalidCaipIdError} when the id is malformed or its namespace is not eip155 or solana.
 */
export function parseCaipNetworkId(value: string): ParsedCaipNetworkId {
  const parts = typeof value === 'string' ? value.split(':') : []
  const [namespace, reference] = parts
  if (
    parts.length !== 2 ||
    !namespace ||
    !reference ||
    !NAMESPACE.test(namespace) ||
    !REFERENCE.test(reference)
  )
    throw new InvalidCaipIdError(String(value), 'CAIP-2')
  if (!isSupportedNamespace(namespace)) throw new InvalidCaipIdError(value, 'CAIP-2')
  if (namespace === 'eip155' && !/^[1-9][0-9]*$/.test(reference))
    throw new InvalidCaipIdError(value, 'CAIP-2')
  return { namespace, reference }
}

/** Formats a CAIP-2 id from a namespace and a reference (an EVM chain id or a Solana genesis prefix). */
export function formatCaipNetworkId(namespace: ChainNamespace, reference: string | number): CaipNetworkId {
  const id = `${namespace}:${reference}` as CaipNetworkId
  parseCaipNetworkId(id)
  return id
}

/**
 * Parses a CAIP-10 account id such as `eip155:1:0xab…`.
 * @throws {InvalidCaipIdError} when the id is malformed.
 */
export function parseCaipAddress(value: string): ParsedCaipAddress {
  const parts = typeof value === 'string' ? value.split(':') : []
  const [namespace, reference, address] = parts
  if (parts.length !== 3 || !namespace || !reference || !address || !ADDRESS.test(address))
    throw new InvalidCaipIdError(String(value), 'CAIP-10')
  let network: ParsedCaipNetworkId
  try {
    network = parseCaipNetworkId(`${namespace}:${reference}`)
  } catch {
    throw new InvalidCaipIdError(value, 'CAIP-10')
  }
  return { ...network, address, caipNetworkId: `${network.namespace}:${network.reference}` as CaipNetworkId }
}

/** Formats a CAIP-10 account id from a CAIP-2 network id and an address. */
export function formatCaipAddress(caipNetworkId: CaipNetworkId, address: string): CaipAddress {
  const id = `${caipNetworkId}:${address}` as CaipAddress
  parseCaipAddress(id)
  return id
}
