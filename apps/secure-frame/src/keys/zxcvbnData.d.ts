// Two data files of @zxcvbn-ts/language-common, imported one by one (its index also bundles a CC BY 3.0 word list);
// the package types only its index.
declare module '@zxcvbn-ts/language-common/dist/adjacencyGraphs.json.mjs' {
  import type { OptionsGraph } from '@zxcvbn-ts/core'
  const graphs: OptionsGraph
  export default graphs
}
declare module '@zxcvbn-ts/language-common/dist/passwords.json.mjs' {
  const passwords: string[]
  export default passwords
}
