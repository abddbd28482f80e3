// Public surface of @kit/accounts. Every name here is locked by the exports snapshot test.
export {
  DETERMINISTIC_DEPLOYER_ADDRESS,
  ENTRY_POINT_ADDRESS,
  KIT_ACCOUNT_FACTORY_ADDRESS,
  KIT_ACCOUNT_IMPLEMENTATION_ADDRESS,
  KIT_ACCOUNTS_SALT,
  KIT_DELEGATED_ACCOUNT_ADDRESS,
} from '../addresses.js'
export { kitAccountAbi, kitAccountBytecode } from '../artifacts/kitAccount.js'
export { kitAccountFactoryAbi, kitAccountFactoryBytecode } from '../artifacts/kitAccountFactory.js'
export { kitDelegatedAccountAbi, kitDelegatedAccountBytecode } from '../artifacts/kitDelegatedAccount.js'
export { callTargets } from '../callTargets.js'
export { deployKitAccounts, type KitAccountsDeployment } from '../deployKitAccounts.js'
export {
  type AccountCall,
  decodeErc7821Calls,
  ERC7821_BATCH_MODE,
  encodeErc7821Calls,
} from '../erc7821Calls.js'
export { InvalidAccountCallsError, InvalidSponsorshipError, KitAccountsDeploymentError } from '../errors.js'
export { kitAccountAddress } from '../kitAccountAddress.js'
export { decodePaymasterData, encodePaymasterData, paymasterStubData } from '../paymasterData.js'
export {
  KIT_PAYMASTER_EIP712,
  type PaymasterTypedDataParameters,
  paymasterTypedData,
  type SponsoredUserOperation,
  signPaymasterData,
  userOperationRequestTypes,
} from '../paymasterTypedData.js'
export { assertSponsorshipWindow, type SponsorshipWindow } from '../sponsorshipWindow.js'
export { STUB_SIGNATURE } from '../stubSignature.js'
export { toKitAccount } from '../toKitAccount.js'
export { toKitDelegatedAccount } from '../toKitDelegatedAccount.js'
