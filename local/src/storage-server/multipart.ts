// The body of a multipart upload (small files): `multipart/related` with a JSON metadata part
// followed by the file part, exactly as the SDK's multipartUpload() builds it.
export interface MultipartBody {
  metadataText: string
  fileContentType: string | undefined
  data: Buffer
}

export function boundaryOf(contentType: string | undefined): string | undefined {
  if (!contentType || !/^multipart\/related\s*;/i.test(contentType)) return undefined
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType)
  return match?.[1] ?? match?.[2]
}

interface Part {
  headers: Record<string, string>
  body: Buffer
}

function parseParts(body: Buffer, boundary: string): Part[] | undefined {
  const delimiter = Buffer.from(`--${boundary}`)
  const nextDelimiter = Buffer.from(`\r\n--${boundary}`)
  let position = body.indexOf(delimiter)
  if (position < 0) return undefined
  const parts: Part[] = []
  for (;;) {
    position += delimiter.length
    if (body.subarray(position, position + 2).toString() === '--') return parts
    if (body.subarray(position, position + 2).toString() !== '\r\n') return undefined
    position += 2
    const end = body.indexOf(nextDelimiter, position)
    if (end < 0) return undefined
    const part = body.subarray(position, end)
    const headerEnd = part.indexOf('\r\n\r\n')
    const headerText =
      headerEnd < 0 ? part.toString('latin1') : part.subarray(0, headerEnd).toString('latin1')
    const headers: Record<string, string> = {}
    for (const line of headerText.split('\r\n')) {
      const colon = line.indexOf(':')
      if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
    }
    parts.push({ headers, body: headerEnd < 0 ? Buffer.alloc(0) : part.subarray(headerEnd + 4) })
    position = end + 2
  }
}

export function parseMultipart(body: Buffer, boundary: string): MultipartBody | undefined {
  const parts = parseParts(body, boundary)
  if (!parts || parts.length !== 2) return undefined
  const [metadata, file] = parts as [Part, Part]
  return {
    metadataText: metadata.body.toString('utf8'),
    fileContentType: file.headers['content-type'],
    data: file.body,
  }
}
