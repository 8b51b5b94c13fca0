// The official Cloud Firestore emulator, found where it is installed and started on a port of our choosing:
// its JAR directly (firebase-tools refuses Java 17, on which it runs), in its own process group so that
// stopping it stops the JVM too (docs/local-stack.md).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { homedir } from 'node:os'
import { dirname, join } from 'node:path'
import { waitForHttp } from './wait'

/** How to install it, for the message of whoever has none. */
export const FIRESTORE_EMULATOR_INSTALL_HINT =
  "install the Google Cloud CLI's Firestore emulator (Debian/Ubuntu: `apt-get install google-cloud-cli-firestore-emulator` from Google's Cloud SDK apt repository, or `gcloud components install cloud-firestore-emulator`), or point FIRESTORE_EMULATOR_BINARY_PATH at a cloud-firestore-emulator JAR"

export interface FirestoreEmulatorInstall {
  jar: string
  /** gcloud's JAR has no Main-Class and is started by class name; firebase-tools' JAR with -jar */
  mainClass: string | null
  /** where it was found, for the log */
  source: string
  version: string | null
}

const GCLOUD_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore'
const GCLOUD_JAR = 'platform/cloud-firestore-emulator/cloud-firestore-emulator.jar'

function run(command: string, args: string[]): string | null {
  const result = spawnSync(command, args, { encoding: 'utf8', timeout: 20_000 })
  return result.status === 0 ? result.stdout.trim() : null
}

function gcloudVersion(sdkRoot: string): string | null {
  try {
    const snapshot = JSON.parse(
      readFileSync(join(sdkRoot, '.install/cloud-firestore-emulator.snapshot.json'), 'utf8'),
    ) as { components?: { id?: string; version?: { version_string?: string } }[] }
    const component = snapshot.components?.find((c) => c.id === 'cloud-firestore-emulator')
    return component?.version?.version_string ?? null
  } catch {
    return null
  }
}

function fromGcloudSdk(sdkRoot: string, source: string): FirestoreEmulatorInstall | null {
  const jar = join(sdkRoot, GCLOUD_JAR)
  if (!existsSync(jar)) return null
  return { jar, mainClass: GCLOUD_MAIN_CLASS, source, version: gcloudVersion(sdkRoot) }
}

function fromJarPath(jar: string, source: string): FirestoreEmulatorInstall {
  // gcloud's layout (…/platform/cloud-firestore-emulator/…) is started by class name; firebase-tools'
  // download (cloud-firestore-emulator-v1.x.y.jar) has a Main-Class.
  const gcloudLayout = jar.endsWith(GCLOUD_JAR.split('/').slice(-2).join('/'))
  const version = /cloud-firestore-emulator-v?(\d+\.\d+\.\d+)\.jar$/.exec(jar)?.[1] ?? null
  return { jar, mainClass: gcloudLayout ? GCLOUD_MAIN_CLASS : null, source, version }
}

/**
 * The first emulator found, in this order: FIRESTORE_EMULATOR_BINARY_PATH (a JAR, or gcloud's
 * `cloud_firestore_emulator` launcher beside its JAR); the Google Cloud CLI's installation
 * (`gcloud info`); the Debian package google-cloud-cli-firestore-emulator (dpkg); firebase-tools'
 * download cache (~/.cache/firebase/emulators). Null when there is none.
 */
export function findFirestoreEmulator(env: NodeJS.ProcessEnv = process.env): FirestoreEmulatorInstall | null {
  const explicit = env.FIRESTORE_EMULATOR_BINARY_PATH
  if (explicit) {
    const jar = explicit.endsWith('.jar') ? explicit : join(dirname(explicit), 'cloud-firestore-emulator.jar')
    if (!existsSync(jar)) {
      throw new Error(`FIRESTORE_EMULATOR_BINARY_PATH=${explicit}: no emulator JAR at ${jar}`)
    }
    return fromJarPath(jar, 'FIRESTORE_EMULATOR_BINARY_PATH')
  }

  const sdkRoot = run('gcloud', ['info', '--format=value(installation.sdk_root)'])
  const viaGcloud = sdkRoot ? fromGcloudSdk(sdkRoot, `the Google Cloud CLI at ${sdkRoot}`) : null
  if (viaGcloud) return viaGcloud

  const dpkgFiles = run('dpkg', ['-L', 'google-cloud-cli-firestore-emulator'])
  const dpkgJar = dpkgFiles?.split('\n').find((line) => line.endsWith(GCLOUD_JAR))
  if (dpkgJar && existsSync(dpkgJar)) {
    const root = dpkgJar.slice(0, -GCLOUD_JAR.length)
    return fromGcloudSdk(root, 'the Debian package google-cloud-cli-firestore-emulator')
  }

  const cache = join(env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'firebase', 'emulators')
  const cached = existsSync(cache)
    ? readdirSync(cache)
        .filter((name) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(name))
        .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
        .pop()
    : undefined
  if (cached) return fromJarPath(join(cache, cached), "firebase-tools' download cache")
  return null
}

export interface FirestoreEmulator {
  /** host:port, the value of FIRESTORE_EMULATOR_HOST */
  host: string
  install: FirestoreEmulatorInstall
  /** writes every project's data to `dir` (the emulator's export format) */
  exportTo(projectId: string, dir: string): Promise<void>
  stop(): Promise<void>
}

export interface FirestoreEmulatorOptions {
  install: FirestoreEmulatorInstall
  port: number
  /** a project's data to start with: a folder written by exportTo */
  importFrom?: { projectId: string; dir: string }
  /** a rules file to enforce on client access (firestore.rules) */
  rules?: string
  /** print the emulator's own log */
  verbose?: boolean
}

const EXPORT_NAME = 'firestore_export'

function exportMetadata(dir: string): string {
  return join(dir, EXPORT_NAME, `${EXPORT_NAME}.overall_export_metadata`)
}

export async function startFirestoreEmulator({
  install,
  port,
  importFrom,
  rules,
  verbose = false,
}: FirestoreEmulatorOptions): Promise<FirestoreEmulator> {
  const host = `127.0.0.1:${port}`
  const args = ['-Duser.language=en']
  args.push(...(install.mainClass ? ['-cp', install.jar, install.mainClass, 'start'] : ['-jar', install.jar]))
  args.push('--host=127.0.0.1', `--port=${port}`)
  if (rules) args.push(`--rules=${rules}`)
  if (importFrom && existsSync(exportMetadata(importFrom.dir))) {
    args.push(`--seed_from_export=${exportMetadata(importFrom.dir)}`, `--project_id=${importFrom.projectId}`)
  }

  // detached: a process group of its own, so stop() can signal the JVM and anything it starts
  const child: ChildProcess = spawn(process.env.JAVA ?? 'java', args, {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000)
    if (verbose) process.stdout.write(chunk)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  let exited: string | undefined
  const exit = new Promise<void>((resolve) => {
    child.once('error', (error) => {
      exited = `the Firestore emulator could not start (${error.message})`
      resolve()
    })
    child.once('exit', (code, signal) => {
      exited = `the Firestore emulator exited (${signal ?? code}):\n${output}`
      resolve()
    })
  })
  // a test runner interrupted with Ctrl-C must not leave a JVM behind
  const killGroup = () => {
    if (child.pid && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        // already gone
      }
    }
  }
  process.once('exit', killGroup)

  const stop = async () => {
    process.off('exit', killGroup)
    if (!child.pid || child.exitCode !== null || child.signalCode !== null) return
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      return
    }
    const timer = setTimeout(killGroup, 10_000)
    await exit
    clearTimeout(timer)
  }

  try {
    await waitForHttp(`http://${host}/`, { abort: () => exited })
  } catch (error) {
    await stop()
    throw error
  }

  return {
    host,
    install,
    async exportTo(projectId, dir) {
      // The emulator writes <dir>/<name>/…; it is written beside the previous export and swapped in, so
      // a failed export never leaves half a copy in place of the data.
      const staging = `${dir}.next`
      rmSync(staging, { recursive: true, force: true })
      mkdirSync(staging, { recursive: true })
      const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}:export`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          database: `projects/${projectId}/databases/(default)`,
          export_directory: staging,
          export_name: EXPORT_NAME,
        }),
      })
      if (!response.ok) {
        rmSync(staging, { recursive: true, force: true })
        throw new Error(`the Firestore emulator's export failed: ${response.status} ${await response.text()}`)
      }
      rmSync(dir, { recursive: true, force: true })
      renameSync(staging, dir)
    },
    stop,
  }
}
