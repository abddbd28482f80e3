import type { Server } from 'node:net'
import { InvalidDevnetOptionError, PortInUseError } from './errors.js'

/** Every devnet service binds here and nowhere else: the devnet is for this machine only. */
export const DEVNET_HOST = '127.0.0.1'

/** Throws unless `port` is an integer from 0 (pick a free port) to 65535. */
export function assertPort(option: string, port: unknown): asserts port is number {
  if (typeof port !== 'number' || !Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new InvalidDevnetOptionError(option, port, 'an integer port from 0 to 65535')
  }
}

/**
 * Starts `server` on 127.0.0.1:`port` and resolves with the port actually bound (useful with port 0).
 * A taken port becomes a {@link PortInUseError} naming the service.
 */
export function listen(server: Server, port: number, service: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening)
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(service, port, { cause: error }) : error)
    }
    const onListening = () => {
      server.off('error', onError)
      const address = server.address()
      resolve(typeof address === 'object' && address ? address.port : port)
    }
    server.once('error', onError)
    server.once('listening', onListening)
    server.listen(port, DEVNET_HOST)
  })
}

/** Closes a server, ending open keep-alive connections so close() cannot hang. */
export function closeServer(server: Server & { closeAllConnections?: () => void }): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve()
    server.close(() => resolve())
    server.closeAllConnections?.()
  })
}
