/**
 * The header by which the secure frame's own server proves itself to the Kit server (a shared token), so the
 * server can give the frame's server-side calls their own rate-limit class.
 */
export const FRAME_SERVER_TOKEN_HEADER = 'x-kit-frame-server-token'
