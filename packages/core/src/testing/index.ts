// @kit/core/testing: helpers for testing Kit and services that speak its API. Needs vitest and msw.
export {
  type BlockchainApiContractOptions,
  type BlockchainApiContractTarget,
  describeBlockchainApiContract,
} from './blockchainApiContract.js'
export {
  createFakeConnector,
  createFakeSendExecutor,
  createSiweTestBackend,
  FAKE_EVM_ADDRESS,
  type FakeConnector,
  type FakeConnectorOptions,
  type FakeSendExecutor,
  type SiweTestBackend,
} from './fakes.js'
export {
  type BlockchainApiMock,
  type BlockchainApiMockOptions,
  createBlockchainApiMock,
  MOCK_PAYMENT_CURRENCIES,
  MOCK_PURCHASE_CURRENCIES,
  type MockNameRecord,
} from './handlers.js'
