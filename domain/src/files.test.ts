// The stored file names the upload policy accepts: the site's own names, never one that a program
// unpacking a download would read as a way out of its folder.
import { describe, expect, it } from 'vitest'
import { decideUpload, isSafeFileName, storageFileName } from './files'

describe('isSafeFileName', () => {
  it("accepts the site's own names, whatever the traveller's file was called", () => {
    for (const original of ['lake.jpg', 'Jazero pri Štrbe.jpeg', '..\\..\\x.jpg', '../../etc/passwd', '..'])
      expect(isSafeFileName(storageFileName(original, 1700000000000)), original).toBe(true)
  })

  it('refuses dot names, backslashes and control characters', () => {
    for (const name of ['.', '..', '..\\..\\tmp\\x.jpg', 'a\u0000b.jpg', 'line\nbreak.jpg', 'del\u007f.jpg'])
      expect(isSafeFileName(name), JSON.stringify(name)).toBe(false)
  })
})

describe('decideUpload', () => {
  const upload = (path: string) =>
    decideUpload({ path, uid: 'u1', size: 1024, contentType: 'image/jpeg', contentDisposition: null })

  it('refuses a name that climbs out of its folder, in every upload folder', () => {
    for (const folder of ['events', 'checkins', 'profiles']) {
      expect(upload(`${folder}/u1/..\\..\\tmp\\x.jpg`)).toMatchObject({
        allowed: false,
        reason: 'unauthorized',
      })
      expect(upload(`${folder}/u1/a\u0001b.jpg`)).toMatchObject({ allowed: false })
      expect(upload(`${folder}/u1/1700000000000_x.jpg`)).toEqual({ allowed: true })
    }
  })
})
