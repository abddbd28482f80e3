// The same root layout as Kit's page.
export { default, metadata } from './layout.kit'
