import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import http2 from 'node:http2'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { selfSignedCertificate } from './selfSignedCertificate.mjs'
import { CONFIG_MARKER, chooseEncoding, serveBuiltPages } from './servePages.mjs'

let distDir
beforeAll(() => {
  distDir = mkdtempSync(path.join(tmpdir(), 'kit-serve-'))
  mkdirSync(path.join(distDir, 'assets'))
  writeFileSync(path.join(distDir, 'index.html'), '<html><head></head><body>page</body></html>')
  writeFileSync(path.join(distDir, 'assets', 'app.js'), 'export {}')
  writeFileSync(
    path.join(distDir, 'head.html'),
    `<html><head>${CONFIG_MARKER}<script src="/kit.js"></script></head><body>page</body></html>`,
  )
})
afterAll(() => rmSync(distDir, { recursive: true, force: true }))

it('serves the page with its config, assets as immutable, and the page for an unknown path', async () => {
  const server = await serveBuiltPages({ distDir, packageName: 'test', config: { apiUrl: '</script>' } })
  try {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
    const page = await fetch(server.url)
    const html = await page.text()
    expect(html).toContain('window.__KIT_DEMO_CONFIG__={"apiUrl":"\\u003c/script>"}</script></head>')
    expect(page.headers.get('cache-control')).toBe('no-store')
    const asset = await fetch(new URL('assets/app.js', server.url))
    expect(await asset.text()).toBe('export {}')
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await (await fetch(new URL('some/route', server.url))).text()).toContain('page')
    // A path through a file (ENOTDIR) is an unknown path too, not a crash.
    expect(await (await fetch(new URL('assets/app.js/more', server.url))).text()).toContain('page')
    expect((await fetch(new URL('%E0%A4%A', server.url))).status).toBe(400)
  } finally {
    await server.close()
  }
})

it("puts the config where a page marks it, before the page's own <head> scripts", async () => {
  const server = await serveBuiltPages({ distDir, packageName: 'test', config: { apiUrl: 'http://api' } })
  try {
    const html = await (await fetch(new URL('head.html', server.url))).text()
    expect(html).toBe(
      '<html><head><script>window.__KIT_DEMO_CONFIG__={"apiUrl":"http://api"}</script><script src="/kit.js"></script></head><body>page</body></html>',
    )
  } finally {
    await server.close()
  }
})

it('refuses to start on a folder that was not built', async () => {
  await expect(
    serveBuiltPages({ distDir: path.join(distDir, 'assets'), packageName: '@kit/x' }),
  ).rejects.toThrow('@kit/x is not built')
})

it('serves HTTP/2 over TLS, still answers HTTP/1.1 there, and closes while a session is open', async () => {
  const tls = selfSignedCertificate()
  const server = await serveBuiltPages({ distDir, packageName: 'test', tls })
  expect(server.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/$/)
  const session = http2.connect(server.url, { ca: tls.cert })
  const status = await new Promise((resolve, reject) => {
    const request = session.request({ ':path': '/assets/app.js' })
    request.on('response', (headers) => resolve(headers[':status']))
    request.on('error', reject)
    request.resume()
  })
  expect(status).toBe(200)
  const overHttp1 = await new Promise((resolve, reject) => {
    https
      .get(server.url, { ca: tls.cert }, (response) => {
        let body = ''
        response.on('data', (chunk) => {
          body += chunk
        })
        response.on('end', () => resolve({ version: response.httpVersion, body }))
      })
      .on('error', reject)
  })
  expect(overHttp1).toMatchObject({ version: '1.1', body: expect.stringContaining('page') })
  // The client keeps its session open: close() must not wait for it.
  await server.close()
  session.destroy()
})

it('closes within its grace period while a client keeps a stream open', async () => {
  const tls = selfSignedCertificate()
  const server = await serveBuiltPages({ distDir, packageName: 'test', tls })
  const session = http2.connect(server.url, { ca: tls.cert })
  session.on('error', () => undefined)
  // The request is answered, but the client never ends its side: a graceful close alone would wait forever.
  const stream = session.request({ ':path': '/assets/app.js', ':method': 'POST' }, { endStream: false })
  stream.on('error', () => undefined)
  await new Promise((resolve) => stream.once('response', resolve))
  const started = performance.now()
  await server.close()
  expect(performance.now() - started).toBeLessThan(5_000)
  session.destroy()
})

it('sends scripts compressed as production static hosting does: brotli, else gzip, else as they are', async () => {
  const script = `export const text = ${JSON.stringify('compressible '.repeat(200))}\n`
  writeFileSync(path.join(distDir, 'assets', 'big.js'), script)
  const server = await serveBuiltPages({ distDir, packageName: 'test' })
  const get = (encoding) =>
    new Promise((resolve, reject) => {
      http
        .get(
          new URL('assets/big.js', server.url),
          { headers: { 'accept-encoding': encoding } },
          (response) => {
            const chunks = []
            response.on('data', (chunk) => chunks.push(chunk))
            response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }))
          },
        )
        .on('error', reject)
    })
  try {
    const brotli = await get('gzip, deflate, br')
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers.vary).toBe('Accept-Encoding')
    expect(brotliDecompressSync(brotli.body).toString()).toBe(script)
    expect(brotli.body.length).toBeLessThan(script.length / 10)
    const gzip = await get('gzip, br;q=0')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(script)
    const plain = await get('identity')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(script)
    // A rebuild in place is sent as it now is, not from the cache.
    writeFileSync(path.join(distDir, 'assets', 'big.js'), `${script}// rebuilt\n`)
    expect(brotliDecompressSync((await get('br')).body).toString()).toBe(`${script}// rebuilt\n`)
  } finally {
    await server.close()
  }
})

it('chooses the encoding from Accept-Encoding', () => {
  expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br')
  expect(chooseEncoding('gzip;q=1.0, br;q=0')).toBe('gzip')
  expect(chooseEncoding('BR')).toBe('br')
  expect(chooseEncoding('deflate')).toBeUndefined()
  expect(chooseEncoding(undefined)).toBeUndefined()
})
