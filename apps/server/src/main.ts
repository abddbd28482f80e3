import { createServer } from './server.js'

const { url } = await createServer({ port: Number(process.env.KIT_SERVER_PORT ?? 8787) })
console.log(`Kit server listening on ${url}`)
