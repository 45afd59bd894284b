// The Nu HTML Checker (the W3C validator's engine, https://validator.github.io/validator/) from the vnu-jar
// package, run by the system's Java: the package's own Java downloader is not allowed to run (package.json).
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { promisify } from 'node:util'
import { z } from 'zod'

const VNU_JAR = 'node_modules/vnu-jar/build/dist/vnu.jar'

const NuReportSchema = z.object({
  messages: z.array(
    z.object({
      type: z.string(),
      url: z.string().optional(),
      lastLine: z.number().optional(),
      message: z.string(),
      extract: z.string().optional(),
    }),
  ),
})

export interface CheckedDocument {
  /** How a problem names the document, e.g. its path. */
  name: string
  html: string
}

// Proves the run read the documents: the checker passes over a file it cannot find without a word.
const CONTROL = { file: 'control.html', html: '<!doctype html><html lang="hu"><title>x</title><p><div></div></p>' }

/**
 * Every error the checker finds in the documents, as `name:line: message (extract)`; its warnings and notes are
 * left out. All documents go through one run, since the JVM takes seconds to start.
 */
export async function nuHtmlErrors(documents: readonly CheckedDocument[]): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'patikachat-nu-'))
  try {
    const names = new Map(documents.map((document, index) => [`page-${index + 1}.html`, document.name]))
    await Promise.all(documents.map((document, index) => writeFile(join(dir, `page-${index + 1}.html`), document.html)))
    await writeFile(join(dir, CONTROL.file), CONTROL.html)
    const files = [...names.keys(), CONTROL.file].map((file) => join(dir, file))
    const { stdout } = await promisify(execFile)(
      'java',
      ['-jar', VNU_JAR, '--format', 'json', '--errors-only', '--exit-zero-always', '--stdout', ...files],
      { maxBuffer: 32 * 1024 * 1024, timeout: 60_000 },
    ).catch((error: unknown) => {
      throw new Error('the Nu HTML Checker did not run; it needs Java (Debian: apt-get install default-jre-headless)', {
        cause: error,
      })
    })
    const problems = NuReportSchema.parse(JSON.parse(stdout)).messages.filter((message) => message.type !== 'info')
    const fileOf = (url: string | undefined) => (url === undefined ? '' : basename(new URL(url).pathname))
    if (!problems.some((problem) => fileOf(problem.url) === CONTROL.file))
      throw new Error('the Nu HTML Checker reported nothing on its control document, so it checked nothing')
    return problems
      .filter((problem) => fileOf(problem.url) !== CONTROL.file)
      .map((problem) => {
        const where = `${names.get(fileOf(problem.url)) ?? problem.url ?? 'the run'}:${problem.lastLine ?? '?'}`
        const extract = problem.extract ? ` (${problem.extract.replace(/\s+/g, ' ').trim()})` : ''
        return `${where}: ${problem.message}${extract}`
      })
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
