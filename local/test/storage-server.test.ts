// The local storage server, driven by the real Firebase JS SDK (as the web app uses it) with real users
// of the Auth emulator: the policy table, reads, deletes, task states, cut-off and resumed uploads,
// persistence across restarts, and the API's folder deletion.
import { createHash } from 'node:crypto'
import { mkdtemp, readdir, rm, appendFile, writeFile } from 'node:fs/promises'
import http from 'node:http'
import net from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  deleteObject,
  getBytes,
  getDownloadURL,
  getMetadata,
  listAll,
  ref,
  uploadBytesResumable,
  type StorageError,
  type UploadTask,
} from 'firebase/storage'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MB } from '@travel/domain'
import { createLocalFileStore, startStorageServer, type StorageServer } from '../src/storage-server'
import { caseBytes, caseDisposition, patternBytes, uploadCases, type Who } from './storage-cases'
import { BUCKET, closeClients, storageClient, type StorageClient } from './storage-clients'

let dataDir: string
let server: StorageServer
let port: number
let owner: StorageClient
let other: StorageClient
let visitor: StorageClient
const clients: StorageClient[] = []

function md5(bytes: Uint8Array | ArrayBuffer): string {
  return createHash('md5')
    .update(bytes instanceof ArrayBuffer ? new Uint8Array(bytes) : bytes)
    .digest('hex')
}

function errorCode(error: unknown): string {
  return (error as StorageError).code
}

/** The SDK's upload task (a thenable: awaiting it waits for the upload to end). */
function upload(
  client: StorageClient,
  path: string,
  bytes: Uint8Array,
  contentType: string,
  contentDisposition?: string,
): UploadTask {
  return uploadBytesResumable(ref(client.storage, path), bytes, {
    contentType,
    ...(contentDisposition ? { contentDisposition } : {}),
  })
}

/** Bytes of `size` that start like a `contentType` file, as the server checks. */
const fileBytes = (size: number, contentType: string, seed?: number) => {
  const bytes = caseBytes({ size, contentType })
  if (seed === undefined) return bytes
  const varied = patternBytes(size, seed)
  varied.set(bytes.subarray(0, 32))
  return varied
}
const GPX_DISPOSITION = 'attachment; filename="route.gpx"'

function clientFor(who: Who): StorageClient {
  return who === 'owner' ? owner : who === 'other' ? other : visitor
}

function objectUrl(path: string, query = ''): string {
  return `${server.url}/v0/b/${encodeURIComponent(BUCKET)}/o/${encodeURIComponent(path)}${query}`
}

async function startResumable(path: string, declaredSize: number, token: string, contentType = 'image/jpeg') {
  const res = await fetch(
    `${server.url}/v0/b/${encodeURIComponent(BUCKET)}/o?name=${encodeURIComponent(path)}`,
    {
      method: 'POST',
      headers: {
        Authorization: `Firebase ${token}`,
        'X-Goog-Upload-Protocol': 'resumable',
        'X-Goog-Upload-Command': 'start',
        'X-Goog-Upload-Header-Content-Length': String(declaredSize),
        'X-Goog-Upload-Header-Content-Type': contentType,
        'Content-Type': 'application/json; charset=utf-8',
      },
      body: JSON.stringify({ name: path, contentType }),
    },
  )
  expect(res.status).toBe(200)
  expect(res.headers.get('x-goog-upload-status')).toBe('active')
  const sessionUrl = res.headers.get('x-goog-upload-url')
  expect(sessionUrl).toBeTruthy()
  return new URL(sessionUrl ?? '')
}

function sendChunk(sessionUrl: URL, token: string, command: string, offset: number, body: Uint8Array) {
  return fetch(sessionUrl, {
    method: 'POST',
    headers: {
      Authorization: `Firebase ${token}`,
      'X-Goog-Upload-Command': command,
      'X-Goog-Upload-Offset': String(offset),
    },
    body: new Uint8Array(body),
  })
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'storage-server-'))
  server = await startStorageServer({
    port: 0,
    dataDir,
    bucket: BUCKET,
    corsOrigins: ['http://localhost:5173'],
  })
  port = Number(new URL(server.url).port)
  const host = { host: '127.0.0.1', port }
  ;[owner, other, visitor] = await Promise.all([
    storageClient(host, true),
    storageClient(host, true),
    storageClient(host, false),
  ])
  clients.push(owner, other, visitor)
})

afterAll(async () => {
  await closeClients(clients)
  await server?.stop()
  await rm(dataDir, { recursive: true, force: true })
})

describe('the upload policy (one table, the real Firebase JS SDK)', () => {
  it.each(uploadCases)('$title', async (uploadCase) => {
    const { path: pathOf, who, size, contentType, outcome } = uploadCase
    const path = pathOf(owner.uid ?? '')
    const bytes = caseBytes(uploadCase)
    const task = upload(
      clientFor(who),
      path,
      bytes,
      contentType,
      caseDisposition(uploadCase, owner.uid ?? ''),
    )
    const store = createLocalFileStore(dataDir)
    if (outcome === 'allowed') {
      const { metadata } = await task
      expect(metadata).toMatchObject({ fullPath: path, size, contentType, bucket: BUCKET })
      const stored = await store.get(path)
      expect(stored?.size).toBe(size)
      expect(md5(await store.read(stored!))).toBe(md5(bytes))
    } else {
      const error = await task.then(
        () => undefined,
        (e: unknown) => e,
      )
      expect(errorCode(error)).toBe(who === 'visitor' ? 'storage/unauthenticated' : 'storage/unauthorized')
      expect(await store.get(path)).toBeUndefined()
    }
  })
})

describe('reading files', () => {
  const name = '1700000001000_reading.jpg'
  let path: string
  let bytes: Uint8Array

  beforeAll(async () => {
    path = `events/${owner.uid}/${name}`
    bytes = fileBytes(300 * 1024, 'image/jpeg', 11)
    await upload(owner, path, bytes, 'image/jpeg')
  })

  it('a visitor reads the stored metadata of an event image', async () => {
    const metadata = await getMetadata(ref(visitor.storage, path))
    expect(metadata).toMatchObject({
      bucket: BUCKET,
      name,
      fullPath: path,
      size: bytes.byteLength,
      contentType: 'image/jpeg',
    })
    expect(Date.parse(metadata.timeCreated)).toBeGreaterThan(Date.now() - 60_000)
    expect(metadata.updated).toBe(metadata.timeCreated)
  })

  it('a visitor downloads the file through its download URL (alt=media and the token)', async () => {
    const url = await getDownloadURL(ref(owner.storage, path))
    expect(url).toMatch(new RegExp(`^${server.url}/v0/b/.+/o/.+\\?alt=media&token=[0-9a-f-]{36}$`))
    const res = await fetch(url)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/jpeg')
    expect(md5(await res.arrayBuffer())).toBe(md5(bytes))
    expect(md5(await getBytes(ref(visitor.storage, path)))).toBe(md5(bytes))
  })

  it('a download link with a wrong token is refused', async () => {
    const res = await fetch(objectUrl(path, '?alt=media&token=not-the-token'))
    expect(res.status).toBe(403)
  })

  it('a missing file is storage/object-not-found', async () => {
    const missing = ref(visitor.storage, `events/${owner.uid}/no-such-file.jpg`)
    await expect(getMetadata(missing)).rejects.toMatchObject({ code: 'storage/object-not-found' })
    await expect(getDownloadURL(missing)).rejects.toMatchObject({ code: 'storage/object-not-found' })
  })

  it("lists a user's event folder, and nothing outside the upload folders", async () => {
    const listing = await listAll(ref(visitor.storage, `events/${owner.uid}`))
    expect(listing.items.map((item) => item.fullPath)).toContain(path)
    await expect(listAll(ref(visitor.storage, 'events'))).rejects.toMatchObject({
      code: 'storage/unauthenticated',
    })
  })
})

describe('deleting files', () => {
  it("a visitor and another user cannot delete someone else's file; the owner can", async () => {
    const path = `events/${owner.uid}/1700000002000_delete-me.jpg`
    await upload(owner, path, fileBytes(1024, 'image/jpeg'), 'image/jpeg')
    await expect(deleteObject(ref(visitor.storage, path))).rejects.toMatchObject({
      code: 'storage/unauthenticated',
    })
    await expect(deleteObject(ref(other.storage, path))).rejects.toMatchObject({
      code: 'storage/unauthorized',
    })
    await expect(getMetadata(ref(visitor.storage, path))).resolves.toMatchObject({ fullPath: path })
    await deleteObject(ref(owner.storage, path))
    await expect(getMetadata(ref(visitor.storage, path))).rejects.toMatchObject({
      code: 'storage/object-not-found',
    })
    await expect(deleteObject(ref(owner.storage, path))).rejects.toMatchObject({
      code: 'storage/object-not-found',
    })
  })

  it("the API's folder deletion removes one user's files and nobody else's", async () => {
    const mine = [
      `events/${other.uid}/1_a.jpg`,
      `events/${other.uid}/2_b.gpx`,
      `profiles/${other.uid}/3_me.png`,
    ]
    await upload(other, mine[0]!, fileBytes(100, 'image/jpeg'), 'image/jpeg')
    await upload(
      other,
      mine[1]!,
      fileBytes(100, 'application/gpx+xml'),
      'application/gpx+xml',
      GPX_DISPOSITION,
    )
    await upload(other, mine[2]!, fileBytes(100, 'image/png'), 'image/png')
    const ownersFile = `events/${owner.uid}/1700000002001_keep.jpg`
    await upload(owner, ownersFile, fileBytes(100, 'image/jpeg'), 'image/jpeg')

    const store = createLocalFileStore(dataDir)
    await store.deleteFolder(`events/${other.uid}`)
    await store.deleteFolder(`profiles/${other.uid}/`)
    for (const path of mine) expect(await store.get(path)).toBeUndefined()
    expect(await store.get(ownersFile)).toBeDefined()
    await expect(store.deleteFolder('')).rejects.toThrow('deleteFolder needs a folder')
  })
})

describe('upload task states (spec §4)', () => {
  it('runs, pauses, resumes and succeeds with whole-percent progress', async () => {
    const bytes = fileBytes(3 * MB, 'image/jpeg', 3)
    const path = `events/${owner.uid}/1700000003000_pause.jpg`
    const task: UploadTask = uploadBytesResumable(ref(owner.storage, path), bytes, {
      contentType: 'image/jpeg',
    })
    const seen: string[] = []
    const percents: number[] = []
    let paused = false
    task.on('state_changed', (snapshot) => {
      seen.push(snapshot.state)
      percents.push(Math.round((snapshot.bytesTransferred / snapshot.totalBytes) * 100))
      if (!paused && snapshot.state === 'running' && snapshot.bytesTransferred > 0) {
        paused = true
        expect(task.pause()).toBe(true)
      }
      if (snapshot.state === 'paused') setTimeout(() => task.resume(), 50)
    })
    const { metadata } = await task
    expect(seen).toContain('paused')
    expect(seen.indexOf('running')).toBeLessThan(seen.indexOf('paused'))
    expect(seen.lastIndexOf('running')).toBeGreaterThan(seen.indexOf('paused'))
    expect(percents.at(-1)).toBe(100)
    expect(metadata.size).toBe(bytes.byteLength)
    expect(md5(await getBytes(ref(visitor.storage, path)))).toBe(md5(bytes))
  })

  it('a canceled upload ends as storage/canceled and stores nothing', async () => {
    const path = `events/${owner.uid}/1700000003001_cancel.jpg`
    const task = uploadBytesResumable(ref(owner.storage, path), fileBytes(4 * MB, 'image/jpeg'), {
      contentType: 'image/jpeg',
    })
    task.on('state_changed', (snapshot) => {
      if (snapshot.bytesTransferred > 0 && snapshot.state === 'running') task.cancel()
    })
    await expect(task).rejects.toMatchObject({ code: 'storage/canceled' })
    expect(task.snapshot.state).toBe('canceled')
    expect(await createLocalFileStore(dataDir).get(path)).toBeUndefined()
  })
})

describe('cut-off uploads', () => {
  it('a 10 MB file sent into a session declared at 1 MB is cut off mid-upload and stores nothing', async () => {
    const path = `events/${owner.uid}/1700000004000_liar.jpg`
    const sessionUrl = await startResumable(path, 1 * MB, owner.idToken!)
    // http.request, not fetch: it shows the answer the server gives while the client is still sending.
    let sent = 0
    const answer = await new Promise<{ status: number; sentBeforeAnswer: number }>((resolve, reject) => {
      const req = http.request(sessionUrl, {
        method: 'POST',
        headers: {
          Authorization: `Firebase ${owner.idToken}`,
          'X-Goog-Upload-Command': 'upload, finalize',
          'X-Goog-Upload-Offset': '0',
          'Content-Length': String(10 * MB),
        },
      })
      req.on('response', (res) => {
        const sentBeforeAnswer = sent
        res.resume()
        resolve({ status: res.statusCode ?? 0, sentBeforeAnswer })
      })
      req.on('error', reject)
      const piece = patternBytes(256 * 1024)
      const pump = () => {
        while (sent < 10 * MB) {
          sent += piece.byteLength
          if (!req.write(piece)) return void req.once('drain', pump)
        }
        req.end()
      }
      pump()
    })
    expect(answer.status).toBe(400)
    expect(answer.sentBeforeAnswer).toBeLessThan(10 * MB)
    expect(await createLocalFileStore(dataDir).get(path)).toBeUndefined()
    const query = await fetch(sessionUrl, {
      method: 'POST',
      headers: { Authorization: `Firebase ${owner.idToken}`, 'X-Goog-Upload-Command': 'query' },
    })
    expect(query.status).toBe(404)
  })

  it('an upload whose connection is cut mid-chunk resumes and stores the exact bytes', async () => {
    // A TCP proxy between the SDK and a server configured with the proxy's origin (as a server behind a
    // proxy is) drops the connection once, in the middle of a chunk.
    let forwarded = 0
    let cut = false
    let upstreamPort = 0
    const proxy = net.createServer((client) => {
      const upstream = net.connect(upstreamPort, '127.0.0.1')
      client.on('data', (data: Buffer) => {
        forwarded += data.byteLength
        if (!cut && forwarded > 1.6 * MB) {
          cut = true
          client.destroy()
          upstream.destroy()
          return
        }
        upstream.write(data)
      })
      upstream.pipe(client)
      client.on('error', () => upstream.destroy())
      upstream.on('error', () => client.destroy())
      client.on('close', () => upstream.destroy())
    })
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
    const proxyPort = (proxy.address() as net.AddressInfo).port
    const behindProxy = await startStorageServer({
      port: 0,
      dataDir,
      bucket: BUCKET,
      corsOrigins: [],
      origin: `http://127.0.0.1:${proxyPort}`,
    })
    upstreamPort = Number(new URL(behindProxy.url).port)
    const viaProxy = await storageClient({ host: '127.0.0.1', port: proxyPort }, true)
    clients.push(viaProxy)
    try {
      const bytes = fileBytes(4 * MB, 'image/jpeg', 5)
      const path = `events/${viaProxy.uid}/1700000004001_resumed.jpg`
      const { metadata } = await uploadBytesResumable(ref(viaProxy.storage, path), bytes, {
        contentType: 'image/jpeg',
      })
      expect(cut).toBe(true)
      expect(metadata.size).toBe(bytes.byteLength)
      expect(md5(await getBytes(ref(visitor.storage, path)))).toBe(md5(bytes))
    } finally {
      proxy.close()
      await behindProxy.stop()
    }
  }, 30_000)

  it('a session survives a server restart and a crash in the middle of writing a chunk', async () => {
    const path = `events/${owner.uid}/1700000004002_restart.jpg`
    const bytes = fileBytes(1 * MB, 'image/jpeg', 9)
    const token = owner.idToken!
    const sessionUrl = await startResumable(path, bytes.byteLength, token)
    const first = await sendChunk(sessionUrl, token, 'upload', 0, bytes.subarray(0, 256 * 1024))
    expect(first.headers.get('x-goog-upload-status')).toBe('active')

    // Bytes that never got committed (as if the process died while appending them).
    const uploads = join(dataDir, 'storage', 'uploads')
    const part = (await readdir(uploads)).find(
      (file) => file.startsWith(sessionUrl.searchParams.get('upload_id')!) && file.endsWith('.part'),
    )
    await appendFile(join(uploads, part!), patternBytes(1000, 99))

    await server.stop()
    server = await startStorageServer({ port, dataDir, bucket: BUCKET, corsOrigins: [] })
    const query = await sendChunk(sessionUrl, token, 'query', 0, new Uint8Array())
    expect(query.headers.get('x-goog-upload-size-received')).toBe(String(256 * 1024))
    // The chunk is sent again from an earlier offset (its answer was lost): only the new bytes count.
    const rest = await sendChunk(
      sessionUrl,
      token,
      'upload, finalize',
      128 * 1024,
      bytes.subarray(128 * 1024),
    )
    expect(rest.status).toBe(200)
    expect(rest.headers.get('x-goog-upload-status')).toBe('final')
    expect(await rest.json()).toMatchObject({ name: path, size: String(bytes.byteLength) })
    const store = createLocalFileStore(dataDir)
    expect(md5(await store.read((await store.get(path))!))).toBe(md5(bytes))
  })

  it('files stay after a restart', async () => {
    const path = `profiles/${owner.uid}/1700000004003_me.png`
    const bytes = fileBytes(5000, 'image/png', 4)
    await upload(owner, path, bytes, 'image/png')
    await server.stop()
    server = await startStorageServer({ port, dataDir, bucket: BUCKET, corsOrigins: [] })
    expect(md5(await getBytes(ref(visitor.storage, path)))).toBe(md5(bytes))
  })

  it('a restart clears what a killed write left behind and keeps every stored file', async () => {
    const path = `profiles/${owner.uid}/1700000004004_kept.png`
    const bytes = fileBytes(5000, 'image/png', 5)
    await upload(owner, path, bytes, 'image/png')
    // Half-written temporary files, as a process killed mid-write leaves them (this and earlier versions).
    const objects = join(dataDir, 'storage', 'objects')
    const uploads = join(dataDir, 'storage', 'uploads')
    const [stored] = (await readdir(objects)).filter((name) => name.endsWith('.json'))
    const leftovers = [
      join(objects, `${stored}.tmp-2b0c6a1e-killed`),
      join(objects, `${stored}.5f0e2d4c.tmp`),
      join(uploads, `${'a'.repeat(32)}.json.tmp-killed`),
    ]
    for (const file of leftovers) await writeFile(file, '{"half":')
    await server.stop()
    server = await startStorageServer({ port, dataDir, bucket: BUCKET, corsOrigins: [] })
    const remaining = [...(await readdir(objects)), ...(await readdir(uploads))]
    expect(remaining.filter((name) => name.includes('.tmp'))).toEqual([])
    expect(md5(await getBytes(ref(visitor.storage, path)))).toBe(md5(bytes))
  })
})

describe('what it sends cannot run as a page, and uploads continue where it says', () => {
  it('every answer says nosniff; images are shown, route files are saved', async () => {
    const image = `events/${owner.uid}/1700000006000_shown.jpg`
    await upload(owner, image, fileBytes(2000, 'image/jpeg'), 'image/jpeg')
    const shown = await fetch(await getDownloadURL(ref(owner.storage, image)))
    expect(shown.headers.get('x-content-type-options')).toBe('nosniff')
    expect(shown.headers.get('content-disposition')).toMatch(/^inline/)

    const route = `events/${owner.uid}/1700000006001_saved.gpx`
    await upload(owner, route, fileBytes(2000, 'application/gpx+xml'), 'application/gpx+xml', GPX_DISPOSITION)
    const saved = await fetch(await getDownloadURL(ref(owner.storage, route)))
    expect(saved.headers.get('x-content-type-options')).toBe('nosniff')
    expect(saved.headers.get('content-disposition')).toMatch(/^attachment/)

    // A route file stored before attachments were required, with an inline disposition and an XML type
    // a browser would render, is still only ever saved.
    const legacy = `events/${owner.uid}/1700000006002_legacy.gpx`
    const stored = await createLocalFileStore(dataDir).putBytes(
      BUCKET,
      legacy,
      { contentType: 'text/xml', contentDisposition: 'inline' },
      new TextEncoder().encode(
        '<?xml version="1.0"?><gpx><script xmlns="http://www.w3.org/1999/xhtml">alert(1)</script></gpx>',
      ),
    )
    const old = await fetch(objectUrl(legacy, `?alt=media&token=${stored.downloadTokens}`))
    expect(old.status).toBe(200)
    expect(old.headers.get('content-disposition')).toBe(
      'attachment; filename="1700000006002_legacy.gpx"; filename*=UTF-8\'\'1700000006002_legacy.gpx',
    )
    expect(old.headers.get('x-content-type-options')).toBe('nosniff')
    const denied = await fetch(`${server.url}/v0/b/other-bucket/o/x`)
    expect(denied.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it("the resumable upload URL is on the server's own origin, whatever Host the request names", async () => {
    const path = `events/${owner.uid}/1700000006003_host.jpg`
    const answer = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const req = http.request(
        `${server.url}/v0/b/${encodeURIComponent(BUCKET)}/o?name=${encodeURIComponent(path)}`,
        {
          method: 'POST',
          headers: {
            Host: 'attacker.example:8443',
            Authorization: `Firebase ${owner.idToken}`,
            'X-Goog-Upload-Protocol': 'resumable',
            'X-Goog-Upload-Command': 'start',
            'X-Goog-Upload-Header-Content-Length': '300000',
            'Content-Type': 'application/json',
          },
        },
      )
      req.on('response', resolve)
      req.on('error', reject)
      req.end(JSON.stringify({ contentType: 'image/jpeg' }))
    })
    answer.resume()
    expect(answer.statusCode).toBe(200)
    const sessionUrl = String(answer.headers['x-goog-upload-url'])
    expect(new URL(sessionUrl).origin).toBe(server.url)
    expect(sessionUrl).not.toContain('attacker.example')
  })
})

describe('the browser can talk to it (CORS)', () => {
  it('answers the preflight of an upload and lets the SDK read the X-Goog-Upload-* headers', async () => {
    await server.stop()
    server = await startStorageServer({
      port,
      dataDir,
      bucket: BUCKET,
      corsOrigins: ['http://localhost:5173'],
    })
    const preflight = await fetch(`${server.url}/v0/b/${BUCKET}/o?name=x`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,x-goog-upload-command,x-goog-upload-protocol',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-goog-upload-command')
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')

    const start = await fetch(
      `${server.url}/v0/b/${BUCKET}/o?name=${encodeURIComponent(`events/${owner.uid}/1_cors.jpg`)}`,
      {
        method: 'POST',
        headers: {
          Origin: 'http://localhost:5173',
          Authorization: `Firebase ${owner.idToken}`,
          'X-Goog-Upload-Protocol': 'resumable',
          'X-Goog-Upload-Command': 'start',
          'X-Goog-Upload-Header-Content-Length': '300000',
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ contentType: 'image/jpeg' }),
      },
    )
    expect(start.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(start.headers.get('access-control-expose-headers')).toMatch(
      /X-Goog-Upload-URL.*X-Goog-Upload-Status/,
    )

    const stranger = await fetch(`${server.url}/`, { headers: { Origin: 'https://evil.example' } })
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('bad requests get a 4xx with a reason, never a 5xx', () => {
  const post = (query: string, headers: Record<string, string>, body: string) =>
    fetch(`${server.url}/v0/b/${encodeURIComponent(BUCKET)}/o${query}`, { method: 'POST', headers, body })

  it.each([
    [
      'a forged ID token',
      () =>
        post(
          `?name=events/x/1.jpg`,
          {
            Authorization: 'Firebase forged',
            'X-Goog-Upload-Protocol': 'multipart',
            'Content-Type': 'multipart/related; boundary=b',
          },
          '',
        ),
      401,
    ],
    [
      'a multipart body without its parts',
      () =>
        post(
          `?name=events/${owner.uid}/1.jpg`,
          {
            Authorization: `Firebase ${owner.idToken}`,
            'X-Goog-Upload-Protocol': 'multipart',
            'Content-Type': 'multipart/related; boundary=b',
          },
          'nonsense',
        ),
      400,
    ],
    [
      'metadata that is not JSON',
      () =>
        post(
          `?name=events/${owner.uid}/1.jpg`,
          {
            Authorization: `Firebase ${owner.idToken}`,
            'X-Goog-Upload-Protocol': 'resumable',
            'X-Goog-Upload-Command': 'start',
            'X-Goog-Upload-Header-Content-Length': '10',
          },
          '{not json',
        ),
      400,
    ],
    [
      'a resumable start without the file size',
      () =>
        post(
          `?name=events/${owner.uid}/1.jpg`,
          {
            Authorization: `Firebase ${owner.idToken}`,
            'X-Goog-Upload-Protocol': 'resumable',
            'X-Goog-Upload-Command': 'start',
          },
          '{}',
        ),
      400,
    ],
    [
      'no upload protocol',
      () => post(`?name=events/${owner.uid}/1.jpg`, { Authorization: `Firebase ${owner.idToken}` }, 'x'),
      400,
    ],
    [
      'an unknown upload session',
      () =>
        post(
          `?upload_id=0123456789abcdef0123456789abcdef`,
          { Authorization: `Firebase ${owner.idToken}`, 'X-Goog-Upload-Command': 'query' },
          '',
        ),
      404,
    ],
    ['a path climbing out with ..', () => fetch(objectUrl('events/../../etc/passwd')), 400],
    ['another bucket', () => fetch(`${server.url}/v0/b/other-bucket/o/x`), 404],
  ])('%s', async (_name, request, status) => {
    const res = await request()
    expect(res.status).toBe(status)
    const body = (await res.json()) as { error: { code: number; message: string } }
    expect(body.error.code).toBe(status)
    expect(body.error.message.length).toBeGreaterThan(10)
  })

  it('a session cannot be continued by someone else', async () => {
    const sessionUrl = await startResumable(
      `events/${owner.uid}/1700000005000_mine.jpg`,
      1000,
      owner.idToken!,
    )
    const res = await sendChunk(sessionUrl, other.idToken!, 'upload, finalize', 0, patternBytes(1000))
    expect(res.status).toBe(403)
    const noToken = await fetch(sessionUrl, { method: 'POST', headers: { 'X-Goog-Upload-Command': 'query' } })
    expect(noToken.status).toBe(401)
  })
})
