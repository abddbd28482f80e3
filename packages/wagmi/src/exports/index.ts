// The public surface of @kit/wagmi. Every name here is locked by the exports snapshot test.
export { type KitConnectorParameters, kitConnector } from '../kitConnector.js'
