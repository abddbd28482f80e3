#!/usr/bin/env node
// The Kit server under load: the built server (apps/server/dist) on PGlite and on a real Postgres, one instance and
// two, each route driven by autocannon at 50 connections after a warm-up. Records requests/s, latency (p50, p99, max),
// errors and non-2xx answers, and each server process's memory (RSS) and CPU. Writes the "Server under load" section
// of bench/results.md (bench/run.mjs writes the rest and keeps this section).
//
//   node bench/server.mjs                      two rounds, 10 s per route
//   KIT_BENCH_SERVER_ROUNDS=1 KIT_BENCH_SERVER_SECONDS=5 node bench/server.mjs
//   node bench/server.mjs --render             rewrite the section from bench/out/server-results.json
//   KIT_BENCH_SERVER_RATE=1000                 the RPC proxy's fixed-rate run (calls/s; 0 skips it)
//   KIT_BENCH_SERVER_ONLY=postgres-1 KIT_BENCH_SERVER_ROUTES=lookup KIT_BENCH_SERVER_PROFILE=1 node bench/server.mjs
//     (one setup and route; each server process writes a V8 CPU profile to bench/out/server-profiles)
//
// Every process it starts (server instances, the JSON-RPC stub, Postgres) it ends by PID.
import { fork, spawn, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer as createHttpServer } from 'node:http'
import { createRequire } from 'node:module'
import { createServer as createNetServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const benchDir = path.dirname(fileURLToPath(import.meta.url))
const root = path.join(benchDir, '..')
const serverDir = path.join(root, 'apps/server')
const ORIGIN = 'http://127.0.0.1:5173'
const PROJECT = 'demo'
const CHAIN = 'eip155:80002'
// Anvil's first dev account: a public test key, used only to sign the seeded names.
const DEV_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const RAISED = { max: 1_000_000_000, windowMs: 60_000 }
/** The share of one core each instance gets in the capped setups (KIT_BENCH_SERVER_CPU_SHARE). */
const CPU_SHARE = Number(process.env.KIT_BENCH_SERVER_CPU_SHARE ?? 0.3)

// ---------------------------------------------------------------------------------------------------------------
// Child: one server instance. Its configuration arrives in KIT_BENCH_INSTANCE; its URL goes back over IPC.
async function runInstance() {
  const { createServer } = await import(pathToFileURL(path.join(serverDir, 'dist/index.js')).href)
  const { database, stubUrl, masterKey, perIp } = JSON.parse(process.env.KIT_BENCH_INSTANCE ?? '{}')
  const server = await createServer({
    port: 0,
    host: '127.0.0.1',
    database,
    masterKey,
    projects: [{ id: PROJECT, name: 'Bench', allowedOrigins: [ORIGIN] }],
    chains: [{ caipNetworkId: CHAIN, rpcUrl: stubUrl }],
    tokens: [
      { caipNetworkId: CHAIN, address: TOKEN, name: 'Kit USD', symbol: 'kUSD', decimals: 6, priceUsd: 1 },
    ],
    // Every limit is still counted (in the database, as in production), only raised so the load is not refused.
    limits: {
      // The limit check sets a real per-IP limit; the load runs raise it.
      perIp: perIp ?? RAISED,
      authPerIp: RAISED,
      rpcPerIp: RAISED,
      rpcPerProject: RAISED,
      rpcFloorPerIp: RAISED,
      nameRegistrationsPerIp: RAISED,
      mailPerIp: RAISED,
      namesPerAddress: 1000,
    },
    // The default log (one JSON line per request on stdout, which the parent sends to /dev/null): its cost counts.
  })
  process.send?.({ url: server.url })
  process.on('message', (message) => {
    if (message === 'stop')
      void server.close().then(
        () => process.exit(0),
        () => process.exit(1),
      )
  })
}

// Child: a JSON-RPC node that answers at once, so the proxy's and the balance route's own cost is what is measured.
async function runStub() {
  const answers = {
    eth_blockNumber: '0x1b4',
    eth_chainId: '0x13882',
    net_version: '80002',
    eth_getBalance: '0xde0b6b3a7640000',
    eth_call: `0x${25_000_000n.toString(16).padStart(64, '0')}`,
  }
  const answer = (call) =>
    call.method in answers
      ? { jsonrpc: '2.0', id: call.id ?? null, result: answers[call.method] }
      : { jsonrpc: '2.0', id: call.id ?? null, error: { code: -32601, message: 'Method not found' } }
  const server = createHttpServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      let payload
      try {
        const parsed = JSON.parse(body)
        payload = Array.isArray(parsed) ? parsed.map(answer) : answer(parsed)
      } catch {
        payload = { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }
      }
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(payload))
    })
  })
  server.keepAliveTimeout = 60_000
  server.listen(0, '127.0.0.1', () => process.send?.({ url: `http://127.0.0.1:${server.address().port}` }))
}

// ---------------------------------------------------------------------------------------------------------------
// Parent: sets up, drives the load, writes the results.

function startChild(args, env = {}, execArgv = []) {
  const child = fork(fileURLToPath(import.meta.url), args, {
    env: { ...process.env, ...env },
    execArgv,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ child, url: message.url }))
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited (${code}) before it listened`)))
  })
}

async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  if (child.connected) child.send('stop')
  else child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
  await exited
  clearTimeout(timer)
}

/**
 * Gives a process a share of one core (`share` 0.3 = 30 %) through a cgroup of the `cpu` controller (v1, or v2 where
 * its root delegates `cpu`), as a container's CPU limit gives each server instance its own: on this one machine the
 * load generator, Postgres and every instance otherwise take turns on the same cores, so a second instance can only
 * take CPU from the first. Returns how to undo it, or undefined where no writable cgroup exists (then the capped
 * setups are skipped, said in the log).
 */
function capCpu(pid, share) {
  const period = 100_000
  const quota = Math.round(share * period)
  const v1 = '/sys/fs/cgroup/cpu'
  const v2 = '/sys/fs/cgroup'
  try {
    if (existsSync(path.join(v1, 'cpu.cfs_quota_us'))) {
      const dir = path.join(v1, `kit-bench-${pid}`)
      mkdirSync(dir, { recursive: true })
      writeFileSync(path.join(dir, 'cpu.cfs_period_us'), String(period))
      writeFileSync(path.join(dir, 'cpu.cfs_quota_us'), String(quota))
      writeFileSync(path.join(dir, 'cgroup.procs'), String(pid))
      return { release: () => rmSync(dir, { recursive: true, force: true }) }
    }
    if (readFileSync(path.join(v2, 'cgroup.subtree_control'), 'utf8').split(/\s+/).includes('cpu')) {
      const dir = path.join(v2, `kit-bench-${pid}`)
      mkdirSync(dir, { recursive: true })
      writeFileSync(path.join(dir, 'cpu.max'), `${quota} ${period}`)
      writeFileSync(path.join(dir, 'cgroup.procs'), String(pid))
      return { release: () => rmSync(dir, { recursive: true, force: true }) }
    }
  } catch {
    return undefined
  }
  return undefined
}

/** Whether this machine lets the benchmark cap a process's CPU: a cgroup it can make, set and remove. */
function canCapCpu() {
  const v1 = '/sys/fs/cgroup/cpu'
  const dir = existsSync(path.join(v1, 'cpu.cfs_quota_us'))
    ? path.join(v1, `kit-bench-probe-${process.pid}`)
    : path.join('/sys/fs/cgroup', `kit-bench-probe-${process.pid}`)
  try {
    mkdirSync(dir)
    const quota = path.join(dir, 'cpu.cfs_quota_us')
    writeFileSync(
      existsSync(quota) ? quota : path.join(dir, 'cpu.max'),
      existsSync(quota) ? '50000' : '50000 100000',
    )
    return true
  } catch {
    return false
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createNetServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

/** Postgres refuses to run as root; run it as the `postgres` user then. */
const asServerUser = (command, args) =>
  process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]

function addPostgresToPath() {
  for (const bin of ['/usr/local/bin', ...listPostgresBins()])
    if (existsSync(path.join(bin, 'postgres')) && !(process.env.PATH ?? '').split(':').includes(bin))
      process.env.PATH = `${process.env.PATH}:${bin}`
}

/** Whether `initdb` and `postgres` can be run here (Debian's live off PATH, under /usr/lib/postgresql). */
function hasPostgres() {
  addPostgresToPath()
  return ['initdb', 'postgres'].every(
    (binary) => spawnSync('sh', ['-c', `command -v ${binary}`]).status === 0,
  )
}

/** A fresh cluster with default settings (fsync on, as in production) on a free port; `stop()` ends it by PID. */
async function startPostgres() {
  addPostgresToPath()
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kit-bench-pg-'))
  const dataDir = path.join(dir, 'data')
  if (process.getuid?.() === 0) {
    const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim())
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim())
    chownSync(dir, uid, gid)
  }
  const init = spawnSync(...asServerUser('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'kit']), {
    encoding: 'utf8',
  })
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`)
  const port = await freePort()
  const child = spawn(
    ...asServerUser('postgres', ['-D', dataDir, '-p', String(port), '-h', '127.0.0.1', '-k', dir]),
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  let stderr = ''
  child.stderr.on('data', (chunk) => {
    stderr += chunk
  })
  const url = `postgres://kit@127.0.0.1:${port}/postgres`
  const pg = createRequire(path.join(serverDir, 'package.json'))('pg')
  const deadline = Date.now() + 30_000
  for (;;) {
    const client = new pg.Client({ connectionString: url })
    try {
      await client.connect()
      await client.end()
      break
    } catch {
      await client.end().catch(() => {})
      if (child.exitCode !== null || Date.now() > deadline) {
        child.kill('SIGKILL')
        throw new Error(`postgres did not start: ${stderr}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])
  const version = spawnSync('postgres', ['--version'], { encoding: 'utf8' }).stdout.trim()
  return {
    url,
    version,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        process.kill(pid, 'SIGINT')
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
        if (child.exitCode === null) {
          process.kill(pid, 'SIGKILL')
          child.kill('SIGKILL')
        }
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

function listPostgresBins() {
  const base = '/usr/lib/postgresql'
  if (!existsSync(base)) return []
  return spawnSync('ls', [base], { encoding: 'utf8' })
    .stdout.split('\n')
    .filter(Boolean)
    .map((version) => path.join(base, version, 'bin'))
}

const rssMiB = (pid) => {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'))
    return Number(line.split(/\s+/)[1]) / 1024
  } catch {
    return Number.NaN
  }
}
/** CPU seconds (user + system) a process has used. */
const cpuSeconds = (pid) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return Number.NaN
  }
}
/** Busy and total jiffies of the whole machine. */
const machineTicks = () => {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number)
  const idle = fields[3] + (fields[4] ?? 0)
  const total = fields.reduce((a, b) => a + b, 0)
  return { busy: total - idle, total }
}

async function seedNames(url) {
  const viem = await import(
    pathToFileURL(createRequire(path.join(serverDir, 'package.json')).resolve('viem/accounts')).href
  )
  const account = viem.privateKeyToAccount(DEV_KEY)
  // Coin type of chain 1 (not configured here), so the server checks the EOA signature offline.
  const coinType = (0x80000000 | 1) >>> 0
  for (const name of ['loadtest', 'benchone', 'benchtwo']) {
    const message = JSON.stringify({
      name,
      attributes: { bio: 'bench' },
      timestamp: Math.floor(Date.now() / 1000),
    })
    const response = await fetch(`${url}/v1/profile/account?projectId=${PROJECT}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({
        coin_type: coinType,
        address: account.address,
        message,
        signature: await account.signMessage({ message }),
      }),
    })
    if (response.status !== 200 && response.status !== 409)
      throw new Error(`seeding ${name} answered ${response.status}: ${await response.text()}`)
  }
  return account.address
}

// No on-ramp quote: since issue 46 a quote comes from a provider's API (a real one, or the sandbox only in
// development mode, whose answer checks would count in the figures); the route's own cost is not the server's.
function routesFor(address) {
  const json = { 'content-type': 'application/json', origin: ORIGIN }
  return [
    {
      id: 'lookup',
      label: 'name lookup `GET /v1/profile/account/{name}`',
      path: `/v1/profile/account/loadtest.kit.id?projectId=${PROJECT}`,
      headers: { origin: ORIGIN },
    },
    {
      id: 'reverse',
      label: 'reverse lookup `GET /v1/profile/reverse/{address}`',
      path: `/v1/profile/reverse/${address}?projectId=${PROJECT}`,
      headers: { origin: ORIGIN },
    },
    {
      id: 'balance',
      label: 'balance `GET /v1/account/{address}/balance` (native + 1 token)',
      path: `/v1/account/${address}/balance?chainId=${CHAIN}&projectId=${PROJECT}`,
      headers: { origin: ORIGIN },
    },
    {
      id: 'rpc',
      label: 'RPC proxy `POST /v1/?chainId=` `eth_blockNumber`',
      path: `/v1/?chainId=${CHAIN}&projectId=${PROJECT}`,
      method: 'POST',
      headers: json,
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
    },
  ]
}

async function load(autocannon, urls, route, seconds, rate) {
  const targets = urls.map((url) => `${url}${route.path}`)
  return autocannon({
    url: targets.length === 1 ? targets[0] : targets,
    connections: 50,
    // A fixed rate (calls/s over all connections), latencies corrected for coordinated omission; else flat out.
    ...(rate ? { overallRate: rate } : {}),
    duration: seconds,
    method: route.method ?? 'GET',
    headers: route.headers,
    body: route.body,
    timeout: 10,
  })
}

async function measure(autocannon, instances, route, seconds, rate) {
  const urls = instances.map((instance) => instance.url)
  // A check that the route answers 200, and a warm-up that is not recorded.
  for (const url of urls) {
    const response = await fetch(`${url}${route.path}`, {
      method: route.method ?? 'GET',
      headers: route.headers,
      body: route.body,
    })
    if (response.status !== 200)
      throw new Error(`${route.id} answered ${response.status}: ${(await response.text()).slice(0, 300)}`)
  }
  await load(autocannon, urls, route, 3, rate)
  const pids = instances.map((instance) => instance.child.pid)
  const peak = pids.map(() => 0)
  const sampler = setInterval(() => {
    pids.forEach((pid, i) => {
      peak[i] = Math.max(peak[i], rssMiB(pid))
    })
  }, 250)
  const cpuBefore = pids.map(cpuSeconds)
  const machineBefore = machineTicks()
  const started = performance.now()
  const result = await load(autocannon, urls, route, seconds, rate)
  const elapsed = (performance.now() - started) / 1000
  clearInterval(sampler)
  const machineAfter = machineTicks()
  return {
    route: rate ? `${route.id}@${rate}` : route.id,
    rate,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    rssPeakMiB: peak,
    rssAfterMiB: pids.map(rssMiB),
    serverCpuPercent: pids.map((pid, i) => (100 * (cpuSeconds(pid) - cpuBefore[i])) / elapsed),
    machineBusyPercent:
      (100 * (machineAfter.busy - machineBefore.busy)) / (machineAfter.total - machineBefore.total),
  }
}

/** The per-IP limit of the limit check, and how many requests it sends over it. */
const LIMIT_CHECK = { max: 400, windowMs: 10 * 60_000, sent: 1000 }

/**
 * Whether a limit holds exactly across the instances sharing one database: `sent` lookups at once, spread over the
 * instances round-robin, under a per-IP limit of `max`; exactly `max` may pass and the rest must be 429.
 */
async function checkLimit(instances, route) {
  const answers = await Promise.all(
    Array.from({ length: LIMIT_CHECK.sent }, (_, i) =>
      fetch(`${instances[i % instances.length].url}${route.path}`, { headers: route.headers }).then(
        async (response) => {
          await response.arrayBuffer()
          return response.status
        },
        () => 0,
      ),
    ),
  )
  // The name is not registered yet: a lookup that passes the limit answers 404.
  const passed = answers.filter((status) => status === 200 || status === 404).length
  const refused = answers.filter((status) => status === 429).length
  const other = {}
  for (const status of answers)
    if (status !== 200 && status !== 404 && status !== 429) other[status] = (other[status] ?? 0) + 1
  return {
    otherStatuses: other,
    instances: instances.length,
    max: LIMIT_CHECK.max,
    sent: LIMIT_CHECK.sent,
    passed,
    refused,
    other: LIMIT_CHECK.sent - passed - refused,
    exact: passed === LIMIT_CHECK.max && refused === LIMIT_CHECK.sent - LIMIT_CHECK.max,
  }
}

async function main() {
  const autocannon = (await import('autocannon')).default
  const rounds = Number(process.env.KIT_BENCH_SERVER_ROUNDS ?? 2)
  const seconds = Number(process.env.KIT_BENCH_SERVER_SECONDS ?? 10)
  const only = process.env.KIT_BENCH_SERVER_ONLY?.split(',')
  const onlyRoutes = process.env.KIT_BENCH_SERVER_ROUTES?.split(',')
  const profile = process.env.KIT_BENCH_SERVER_PROFILE === '1'
  const rate = Number(process.env.KIT_BENCH_SERVER_RATE ?? 1000)
  const profileDir = path.join(benchDir, 'out/server-profiles')
  if (profile) mkdirSync(profileDir, { recursive: true })
  if (!existsSync(path.join(serverDir, 'dist/index.js')))
    throw new Error('apps/server is not built: run `npm run build` first')
  const { generateMasterKey } = await import(pathToFileURL(path.join(serverDir, 'dist/index.js')).href)
  const masterKey = generateMasterKey()

  const setups = [
    { id: 'pglite-1', database: 'PGlite', instances: 1 },
    { id: 'postgres-1', database: 'Postgres', instances: 1 },
    { id: 'postgres-2', database: 'Postgres', instances: 2 },
    // Each instance held to CPU_SHARE of a core, as each would have its own machine or container: how throughput
    // grows with instances when they do not take CPU from each other (name lookups only).
    { id: 'postgres-1-capped', database: 'Postgres', instances: 1, cpu: CPU_SHARE },
    { id: 'postgres-2-capped', database: 'Postgres', instances: 2, cpu: CPU_SHARE },
  ].filter((setup) => (!only || only.includes(setup.id)) && (setup.database !== 'Postgres' || hasPostgres()))
  if (!hasPostgres()) console.warn('[server bench] no initdb/postgres found: the Postgres setups are skipped')
  const capping = canCapCpu()
  if (!capping) console.warn('[server bench] no writable cgroup: the CPU-capped setups are skipped')
  const chosenSetups = setups.filter((setup) => !setup.cpu || capping)

  const stub = await startChild(['--stub'])
  const started = []
  const results = []
  const limitChecks = []
  let postgresVersion = ''
  try {
    for (let round = 1; round <= rounds; round += 1) {
      for (const setup of chosenSetups) {
        const loadBefore = os.loadavg()[0]
        let postgres
        let pgliteDir
        let database
        if (setup.database === 'Postgres') {
          postgres = await startPostgres()
          started.push(postgres)
          postgresVersion = postgres.version
          database = { url: postgres.url }
          if (round === 1 && !profile && !setup.cpu) {
            // First, on the fresh database: instances with a real per-IP limit. Does it hold exactly across them?
            const limited = []
            try {
              for (let i = 0; i < setup.instances; i += 1)
                limited.push(
                  await startChild(['--instance'], {
                    KIT_BENCH_INSTANCE: JSON.stringify({
                      database,
                      stubUrl: stub.url,
                      masterKey,
                      perIp: { max: LIMIT_CHECK.max, windowMs: LIMIT_CHECK.windowMs },
                    }),
                  }),
                )
              const [lookup] = routesFor('0x0000000000000000000000000000000000000000')
              const check = { setup: setup.id, ...(await checkLimit(limited, lookup)) }
              limitChecks.push(check)
              console.log(
                `[server bench] limit ${setup.id}: ${check.passed} passed, ${check.refused} refused, ${check.other} other ${JSON.stringify(check.otherStatuses)} of ${check.sent} under max ${check.max} (${check.exact ? 'exact' : 'NOT exact'})`,
              )
            } finally {
              for (const instance of limited) await stopChild(instance.child)
            }
          }
        } else {
          pgliteDir = mkdtempSync(path.join(os.tmpdir(), 'kit-bench-pglite-'))
          database = { dataDir: pgliteDir }
        }
        const instances = []
        const caps = []
        try {
          for (let i = 0; i < setup.instances; i += 1) {
            const execArgv = profile
              ? [
                  '--cpu-prof',
                  `--cpu-prof-dir=${profileDir}`,
                  `--cpu-prof-name=${setup.id}-${i}-${Date.now()}.cpuprofile`,
                ]
              : []
            instances.push(
              await startChild(
                ['--instance'],
                { KIT_BENCH_INSTANCE: JSON.stringify({ database, stubUrl: stub.url, masterKey }) },
                execArgv,
              ),
            )
            if (setup.cpu) caps.push(capCpu(instances.at(-1).child.pid, setup.cpu))
          }
          const idleRss = instances.map((instance) => rssMiB(instance.child.pid))
          const address = await seedNames(instances[0].url)
          const routes = routesFor(address).filter(
            (route) =>
              (!onlyRoutes || onlyRoutes.includes(route.id)) && (!setup.cpu || route.id === 'lookup'),
          )
          for (const route of routes) {
            // The RPC proxy also at a fixed rate on Postgres: its p99 target is stated at 1,000 calls/s.
            const rates =
              route.id === 'rpc' && rate > 0 && setup.database === 'Postgres'
                ? [undefined, rate]
                : [undefined]
            for (const fixed of rates) {
              const row = await measure(autocannon, instances, route, seconds, fixed)
              const label = fixed ? `${route.label} at ${fixed.toLocaleString('en')} calls/s` : route.label
              const entry = { round, setup: setup.id, loadBefore, idleRss, ...row, label }
              results.push(entry)
              console.log(
                `[server bench] round ${round} ${setup.id} ${row.route}: ${Math.round(row.requestsPerSecond)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, max ${row.max} ms, non-2xx ${row.non2xx}, errors ${row.errors}, RSS ${row.rssPeakMiB.map(Math.round).join('+')} MiB, server CPU ${row.serverCpuPercent.map(Math.round).join('+')} %, machine ${Math.round(row.machineBusyPercent)} %`,
              )
            }
          }
        } finally {
          for (const instance of instances) await stopChild(instance.child)
          for (const cap of caps) cap?.release()
          if (postgres) {
            await postgres.stop()
            started.splice(started.indexOf(postgres), 1)
          }
          if (pgliteDir) rmSync(pgliteDir, { recursive: true, force: true })
        }
      }
    }
  } finally {
    await stopChild(stub.child)
    for (const postgres of started) await postgres.stop()
  }
  mkdirSync(path.join(benchDir, 'out'), { recursive: true })
  writeFileSync(path.join(benchDir, 'out/server-results.json'), `${JSON.stringify(results, null, 2)}\n`)
  writeFileSync(path.join(benchDir, 'out/server-limits.json'), `${JSON.stringify(limitChecks, null, 2)}\n`)
  if (only || onlyRoutes || profile) {
    console.log(
      '[server bench] partial run (KIT_BENCH_SERVER_ONLY/ROUTES/PROFILE): bench/results.md not changed',
    )
    return
  }
  writeServerSection(renderSection(results, { rounds, seconds, postgresVersion, limitChecks }))
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

function renderSection(results, { rounds, seconds, postgresVersion, limitChecks = [] }) {
  const setupNames = {
    'pglite-1': 'PGlite, 1 instance',
    'postgres-1': 'Postgres, 1 instance',
    'postgres-2': 'Postgres, 2 instances',
    'postgres-1-capped': `Postgres, 1 instance held to ${CPU_SHARE} core`,
    'postgres-2-capped': `Postgres, 2 instances held to ${CPU_SHARE} core each`,
  }
  const per = (values, format) => values.map(format).join(' / ')
  const lines = [
    '## Server under load',
    '',
    '<!-- Written by bench/server.mjs; bench/run.mjs keeps this section. -->',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${postgresVersion || 'Postgres'} (default settings, fsync on), autocannon 8.0.0 in the benchmark's own process.`,
    `Each route: 50 connections for ${seconds} s after an unrecorded 3 s warm-up, ${rounds} round(s); values are per round (round 1 / round 2).`,
    'The built server (`apps/server/dist`, `createServer`) runs in its own process with every rate limit still counted in the database but raised so the load is not refused, CORS on (`Origin` of the project),',
    'and its default JSON request log (to /dev/null). Two instances share one Postgres; autocannon spreads its connections over both. PGlite is embedded in one process, so it has no two-instance row.',
    'The RPC proxy and balance routes talk to a local JSON-RPC stub that answers at once: they measure the server’s own overhead, not a chain node. Names: 3 registered before the runs (tiny tables: the best case for the query).',
    'Everything runs on the same machine (server, Postgres, stub, load generator), so a second instance competes with the first for its cores.',
    '',
    '| setup | route | req/s | p50 ms | p99 ms | max ms | non-2xx / errors | server RSS peak MiB | server CPU % (100 = one core) | machine busy % (all cores) |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ]
  for (const setup of Object.keys(setupNames)) {
    const rows = results.filter((row) => row.setup === setup)
    for (const routeId of [...new Set(rows.map((row) => row.route))]) {
      const runs = rows.filter((row) => row.route === routeId)
      lines.push(
        `| ${setupNames[setup]} | ${runs[0].label} | ${per(runs, (r) => Math.round(r.requestsPerSecond).toLocaleString('en'))} | ${per(runs, (r) => r.p50)} | ${per(runs, (r) => r.p99)} | ${per(runs, (r) => r.max)} | ${per(runs, (r) => `${r.non2xx}/${r.errors}`)} | ${per(runs, (r) => r.rssPeakMiB.map(Math.round).join('+'))} | ${per(runs, (r) => r.serverCpuPercent.map(Math.round).join('+'))} | ${per(runs, (r) => Math.round(r.machineBusyPercent))} |`,
      )
    }
  }
  const idle = (setup) => {
    const rows = results.filter((row) => row.setup === setup)
    return rows.length ? `${Math.round(median(rows.map((row) => row.idleRss[0])))} MiB` : 'not measured'
  }
  const loads = [...new Set(results.map((row) => `${row.round}:${row.setup}`))].map((key) => {
    const row = results.find((r) => `${r.round}:${r.setup}` === key)
    return row.loadBefore
  })
  // The latency target is for instances with the cores they get; the capped setups measure scaling, not latency.
  const target = results.filter(
    (row) =>
      row.setup.startsWith('postgres') &&
      !row.setup.endsWith('-capped') &&
      ['lookup', 'reverse', 'rpc'].includes(row.route),
  )
  const worstP99 = Math.max(...target.map((row) => row.p99))
  const fixedRate = results.filter((row) => row.setup === 'postgres-1' && row.rate)
  const lookups = (setup) =>
    median(results.filter((r) => r.setup === setup && r.route === 'lookup').map((r) => r.requestsPerSecond))
  // Lookups per second of server CPU (100 % of one core): what each instance gets done with the CPU it gets.
  const perCore = (setup) =>
    median(
      results
        .filter((r) => r.setup === setup && r.route === 'lookup')
        .map((r) => r.requestsPerSecond / (r.serverCpuPercent.reduce((a, b) => a + b, 0) / 100)),
    )
  const scaling = lookups('postgres-2') / lookups('postgres-1')
  const cappedScaling = lookups('postgres-2-capped') / lookups('postgres-1-capped')
  const cappedLimit = limitChecks.find((check) => check.setup === 'postgres-2')
  const perCoreRatio = perCore('postgres-2') / perCore('postgres-1')
  lines.push(
    '',
    `Idle RSS right after start (before seeding): PGlite ${idle('pglite-1')}, Postgres ${idle('postgres-1')} (median over rounds).`,
    `How busy the machine was: the 1-minute load average before each setup started was ${loads.map((value) => value.toFixed(2)).join(', ')} (${os.cpus().length} cores). The first value is other work on the machine before the benchmark began; the later ones also carry the benchmark's own previous setup. "Machine busy" counts every process, the benchmark's own included.`,
    target.length
      ? `Target p99 ≤ 50 ms for the lookups and the RPC proxy on Postgres, instances not held to a share of a core: worst p99 here ${worstP99} ms (${worstP99 <= 50 ? 'met' : 'NOT met'}).`
      : '',
    ...fixedRate.map(
      (row, index) =>
        `RPC proxy at a fixed ${row.rate.toLocaleString('en')} calls/s on Postgres, one instance (latency corrected for coordinated omission), round ${index + 1}: served ${Math.round(row.requestsPerSecond).toLocaleString('en')}/s, p99 ${row.p99} ms (target ≤ 50 ms: ${row.p99 <= 50 && row.requestsPerSecond >= 0.98 * row.rate ? 'met' : 'NOT met'}).`,
    ),
    Number.isFinite(scaling)
      ? `Two instances on one Postgres vs one, name lookups: ${scaling.toFixed(2)}× the requests/s (target ≥ 1.7×: ${scaling >= 1.7 ? 'met' : 'NOT met'}). Per second of server CPU they do ${perCoreRatio.toFixed(2)}× one instance's lookups: the instances share nothing but the database, so throughput follows the cores they get. On this machine the load generator, Postgres and both instances share ${os.cpus().length} cores (the machine is ~100 % busy with two), so the 1.7× needs a machine where each instance has its own core; ${perCoreRatio >= 0.85 ? 'the per-CPU figure shows nothing serialises them' : 'the per-CPU figure shows a loss to look into'}.`
      : '',
    Number.isFinite(cappedScaling)
      ? `Two instances each held to ${CPU_SHARE} of a core by a cgroup (as each would be on its own machine or under a container's CPU limit) on one Postgres vs one such instance, name lookups: ${cappedScaling.toFixed(2)}× the requests/s (target ≥ 1.7×: ${cappedScaling >= 1.7 ? 'met' : 'NOT met'}); the limit across two instances on one Postgres ${cappedLimit ? (cappedLimit.exact ? 'held exactly (below)' : 'was NOT exact (below)') : 'was not checked'}.`
      : '',
    ...limitChecks.map(
      (check) =>
        `Limit check, ${check.setup} (${check.instances} instance${check.instances > 1 ? 's' : ''} on one Postgres): ${check.sent} lookups at once under a per-IP limit of ${check.max}, spread over the instances: ${check.passed} passed, ${check.refused} refused with 429, ${check.other} other (${check.exact ? 'exact' : 'NOT exact'}).`,
    ),
    '',
  )
  return lines.join('\n')
}

/** Replaces the server section of bench/results.md (from its heading to the next `## ` or the end), or appends it. */
function writeServerSection(section) {
  const file = path.join(benchDir, 'results.md')
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '# Kit benchmark results\n\n'
  const start = text.indexOf('## Server under load')
  let next = start === -1 ? -1 : text.indexOf('\n## ', start + 1)
  if (next !== -1) next += 1
  const before = start === -1 ? `${text.trimEnd()}\n\n` : text.slice(0, start)
  const after = start === -1 || next === -1 ? '' : `\n${text.slice(next)}`
  writeFileSync(file, `${before}${section}${after}`.replace(/\n*$/, '\n'))
  console.log(section)
}

// Last, so every constant above is initialised before the role runs.
const role = process.argv[2]
if (role === '--instance') await runInstance()
else if (role === '--stub') await runStub()
else if (role === '--render') {
  // Rewrites the section from the last run's bench/out/server-results.json (no new measurement).
  const results = JSON.parse(readFileSync(path.join(benchDir, 'out/server-results.json'), 'utf8'))
  const limitsFile = path.join(benchDir, 'out/server-limits.json')
  const limitChecks = existsSync(limitsFile) ? JSON.parse(readFileSync(limitsFile, 'utf8')) : []
  addPostgresToPath()
  writeServerSection(
    renderSection(results, {
      rounds: Math.max(...results.map((row) => row.round)),
      seconds: Number(process.env.KIT_BENCH_SERVER_SECONDS ?? 10),
      postgresVersion: spawnSync('postgres', ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '',
      limitChecks,
    }),
  )
} else await main()
