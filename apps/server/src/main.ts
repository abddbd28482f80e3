import { createServer } from './server.js'
import { generateMasterKey } from './config.js'

const { url } = await createServer({
  port: Number(process.env.KIT_SERVER_PORT ?? 8787),
  masterKey: generateMasterKey(),
})
console.log(`Kit server listening on ${url}`)
