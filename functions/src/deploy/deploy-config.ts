// What a deployment must be configured with before it may start, checked by the functions predeploy
// (scripts/check-deploy-config.ts): Firebase deploys a function's environment from functions/.env and
// functions/.env.<project>, not from the shell that runs the deploy, so those files are what is read.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { siteOriginOf } from '../pages/site-origin'

/** KEY=VALUE lines of a dotenv file (comments, blank lines and optional quotes as Firebase reads them). */
export function parseDotenv(text: string): Record<string, string> {
  const values: Record<string, string> = {}
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line)
    if (!match?.[1]) continue
    let value = match[2] ?? ''
    const quoted = /^(['"])(.*)\1$/.exec(value)
    if (quoted) value = quoted[2] ?? ''
    else value = value.replace(/\s+#.*$/, '')
    values[match[1]] = value
  }
  return values
}

/**
 * The environment Firebase would deploy for `project` from `functionsDir`: .env, then .env.<project>
 * over it; a file that does not exist adds nothing.
 */
export function deployedEnvironment(
  functionsDir: string,
  project: string | undefined,
): Record<string, string> {
  const files = ['.env', ...(project ? [`.env.${project}`] : [])]
  const env: Record<string, string> = {}
  for (const file of files) {
    const path = join(functionsDir, file)
    if (existsSync(path)) Object.assign(env, parseDotenv(readFileSync(path, 'utf8')))
  }
  return env
}

/** What is wrong with the deployed configuration, or an empty list. */
export function deployConfigProblems(env: Record<string, string>): string[] {
  const site = siteOriginOf(env.SITE_ORIGIN)
  return site.ok ? [] : [site.problem]
}
