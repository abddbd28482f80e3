// Public surface of this package. Every name here is locked by the exports snapshot test.
export { version } from '@kit/chains'
