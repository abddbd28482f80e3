import { setFlagsFromString } from 'node:v8'

/**
 * litesvm 0.8.0's native code leaves V8's allocation-site pretenuring bookkeeping unusable once a transaction
 * has run certain SBF programs (the associated-token-account program reliably): the next full GC aborts
 * the whole process with `std::bad_alloc` in `PretenuringHandler::ProcessPretenuringFeedback`. Turning
 * pretenuring off (a GC heuristic only: no behavioural change) avoids it. The flag is process-wide and can be
 * set at any time before the first such GC; setting it twice is harmless.
 */
export function disableV8PretenuringForLiteSvm(): void {
  setFlagsFromString('--no-allocation-site-pretenuring')
}
