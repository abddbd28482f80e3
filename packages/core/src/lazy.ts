/**
 * The named function of a module that loads on the first call: `lazy(() => import('./x.js'), 'verbNoun')`. Code
 * that only a step the visitor starts needs stays out of the first load, and an editor still follows the call.
 * A module that fails to load rejects that call; the next call tries again.
 */
export function lazy<module, name extends keyof module>(
  load: () => Promise<module>,
  name: name,
): module[name] extends (...args: infer args) => infer result
  ? (...args: args) => Promise<Awaited<result>>
  : never {
  const call = async (...args: unknown[]) =>
    ((await load())[name] as (...args: unknown[]) => unknown)(...args)
  return call as never
}
