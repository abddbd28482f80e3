export * from '@kit/frame-bridge'
export { W3M_COMPAT_VERSION } from '../../shared.js'
