// Public surface of `@kit/frame-bridge/testing`: the fake page-and-iframe seam every package tests the bridge on.
// Framework-free (it never imports a test runner). Every name here is locked by the testing exports snapshot test.
export {
  createRecordingLogger,
  createWindowPair,
  EVIL_ORIGIN,
  FakeWindow,
  FakeWindowProxy,
  FRAME_ORIGIN,
  FRAME_URL,
  flush,
  HOST_ORIGIN,
  type RecordedPost,
  type WindowPair,
  type WindowPairOptions,
} from '../testing/windowPair.js'
