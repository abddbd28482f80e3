// @kit/core/testing: helpers for testing Kit and services that speak its API. Framework-free: it never imports a
// test runner (the contract suite takes the runner's `describe` and `it`). The blockchain-API mock needs msw.
export {
  type BlockchainApiContractOptions,
  type BlockchainApiContractRunner,
  type BlockchainApiContractTarget,
  describeBlockchainApiContract,
} from './blockchainApiContract.js'
export {
  type ConformanceProvider,
  describeEip1193Conformance,
  type Eip1193ConformanceRunner,
  type Eip1193ConformanceTarget,
} from './eip1193Conformance.js'
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
export { restoreNodeTypedArrays } from './nodeTypedArrays.js'
