// Runs before every test file of @kit/react.
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Testing Library unmounts automatically only with vitest globals; this project keeps globals off.
afterEach(() => cleanup())

// React's act() warnings need this flag in non-Jest runners.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
