// The bridge's errors and their messages, with no schema code: what a host needs before the frame is loaded.
// Every name here is locked by the exports snapshot test.
export {
  FrameError,
  FrameLoadError,
  FrameNotSetError,
  FrameParentNotSetError,
  FrameReloadedError,
  FrameTimeoutError,
  frameErrorMessages,
  InvalidFrameOptionsError,
  InvalidFrameRequestError,
  InvalidFrameResponseError,
  RequestAbortedError,
  RequestMaybeSentError,
  RpcNotAllowedError,
  UnsupportedFrameRequestError,
} from '../errors.js'
