// @kit/chains/wire: the formats and codecs that cross a boundary (host, core, frame, server), written once. A
// subpath of its own: the code that checks them loads lazily, and a host's first load, which imports the network
// data, never reaches them (esbuild places every module its entry can reach in the first load's shared chunks).
export { type CompactU16Problem, encodeCompactU16, readCompactU16 } from '../solana/compactU16.js'
export {
  BASE58_PATTERN,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  EVM_ADDRESS_PATTERN,
  HASH32_PATTERN,
  isEmailAddress,
  isEvmAddress,
  SIGNATURE_PATTERN,
  SOLANA_ADDRESS_PATTERN,
} from '../wire/formats.js'
export { FRAME_SERVER_TOKEN_HEADER } from '../wire/frameServer.js'
export {
  readShareHeader,
  SHARE_FORMAT_VERSION,
  SHARE_HEADER_BYTES,
  SHARE_MAX_SECRET_BYTES,
  SHARE_MIN_SHAMIR_BYTES,
  SHARE_ROLE_CODES,
  SHARE_SPLIT_ID_BYTES,
  type ShareHeaderReading,
  type ShareRole,
} from '../wire/shareHeader.js'
