// jsdom's Blob (and File) lacks arrayBuffer(), text() and stream(); without stream() Node's fetch, which the
// Firebase SDK uses under jsdom, sends a Blob as "[object Blob]". These fill the gap from jsdom's own
// FileReader, so uploads in screen tests send the file's real bytes.
function readAll(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(reader.result as ArrayBuffer)
    reader.onerror = () => reject(reader.error ?? new Error('the Blob could not be read'))
    reader.readAsArrayBuffer(blob)
  })
}

const proto = Blob.prototype as Partial<Blob>

if (typeof proto.arrayBuffer !== 'function') {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return readAll(this)
  }
}

if (typeof proto.text !== 'function') {
  Blob.prototype.text = async function text(this: Blob) {
    return new TextDecoder().decode(await readAll(this))
  }
}

if (typeof proto.stream !== 'function') {
  Blob.prototype.stream = function stream(this: Blob) {
    const read = () => readAll(this)
    return new ReadableStream<Uint8Array<ArrayBuffer>>({
      async start(controller) {
        controller.enqueue(new Uint8Array(await read()))
        controller.close()
      },
    })
  }
}

// jsdom has no object URLs: a unique address per Blob is enough for an <img> that is never drawn.
let objectUrls = 0
if (typeof URL.createObjectURL !== 'function') {
  URL.createObjectURL = () => `blob:jsdom/${++objectUrls}`
  URL.revokeObjectURL = () => undefined
}
