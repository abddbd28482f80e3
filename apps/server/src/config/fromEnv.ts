import { devnetPortProblems, localStack } from '../devnetConfig.js'
import { ServerConfigError } from '../errors.js'
import { type Env, envProblems, readEnv } from './envFields.js'
import { type ServerConfig, serverConfigEnv } from './index.js'
import { refuseRemovedVariables } from './removed.js'

/**
 * Checks every variable of the table on its own, so one start shows every problem, each in one sentence that
 * names the variable.
 * @throws {ServerConfigError} listing each problem.
 */
export function checkEnv(env: Env = process.env): void {
  const problems = [...envProblems(serverConfigEnv, env), ...devnetPortProblems(env)]
  if (problems.length === 1) throw new ServerConfigError(problems[0] as string)
  if (problems.length > 1)
    throw new ServerConfigError(`The environment has ${problems.length} problems`, {
      metaMessages: problems.map((problem) => `- ${problem}`),
    })
}

/**
 * Reads the server configuration from environment variables (documented in apps/server/README.md), walking the
 * table of each feature (`serverConfigEnv`). `KIT_DEV=1` turns development mode on: unset variables then default to
 * the local stack (the devnet's ports and token, the demo project and its origins, the local frame origins, the
 * public development master key, SMTP to the devnet's catcher). Without it nothing defaults to a stand-in:
 * `KIT_MASTER_KEY` is required, and only the chains, projects and origins given are used. `NODE_ENV` decides nothing.
 * @throws {ServerConfigError} naming the variable to set or fix.
 */
export function configFromEnv(env: Env = process.env): ServerConfig {
  checkEnv(env)
  refuseRemovedVariables(env)
  // The table is typed field by field against ServerConfig (EnvTable), so what it reads is one.
  return readEnv(serverConfigEnv, env, env.KIT_DEV === '1' ? localStack : undefined) as ServerConfig
}
