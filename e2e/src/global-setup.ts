import type { TestProject } from 'vitest/node'
import { startStack, type StackUrls } from './stack.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackUrls
  }
}

/** Starts the stack once for all specs and stops it when the run ends. */
export default async function setup(project: TestProject) {
  const { stop, ...urls } = await startStack()
  project.provide('stack', urls)
  return stop
}
