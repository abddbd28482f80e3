export { version } from '@kit/chains'
