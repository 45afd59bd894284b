/**
 * Below this size a response or static file is sent as it is: compressing it saves less than it costs. The
 * compression plugin (server/app.ts) and the build's precompressed copies (scripts/precompress.ts) share it.
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024
