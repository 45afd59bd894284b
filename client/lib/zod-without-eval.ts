// Zod 4 probes `new Function('')` on first use to decide whether it may compile fast parsers, and the browser
// reports that probe as a Content-Security-Policy violation (our script-src has no 'unsafe-eval'). Jitless mode
// skips the probe. Imported first by the browser entry, before any schema runs.
import { config } from 'zod'

config({ jitless: true })
