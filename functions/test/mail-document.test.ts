// The mail document as the Trigger Email extension reads it, and the digest's entry point: the extension
// sends only the document's top-level headers, so List-Unsubscribe is stored there.
import type { DocumentData, DocumentSnapshot } from 'firebase-admin/firestore'
import { describe, expect, it } from 'vitest'
import { mailDocumentOf, mailRecordOf } from '../src/store/mail/firestore'
import type { MailRecord } from '../src/store/mail/port'

const record: MailRecord = {
  id: 'm1',
  to: 'jana@example.com',
  createdAt: '2026-05-01T07:00:00.000Z',
  message: {
    subject: 'Daily digest',
    text: 'text',
    html: '<p>html</p>',
    headers: { 'List-Unsubscribe': '<https://example.com/u/t1>' },
  },
}

const snapshotOf = (id: string, data: DocumentData) =>
  ({ id, data: () => structuredClone(data) }) as unknown as DocumentSnapshot<DocumentData>

describe('the mail document', () => {
  it('keeps the headers beside the message, where the extension sends them from', () => {
    expect(mailDocumentOf(record)).toEqual({
      to: 'jana@example.com',
      createdAt: '2026-05-01T07:00:00.000Z',
      message: { subject: 'Daily digest', text: 'text', html: '<p>html</p>' },
      headers: { 'List-Unsubscribe': '<https://example.com/u/t1>' },
    })
  })

  it('reads back the same record, with the delivery the extension wrote', () => {
    const delivery = { state: 'SUCCESS', attempts: 1, endTime: null, error: null } as const
    expect(mailRecordOf(snapshotOf('m1', mailDocumentOf(record)))).toEqual(record)
    expect(mailRecordOf(snapshotOf('m1', { ...mailDocumentOf(record), delivery }))).toEqual({
      ...record,
      delivery,
    })
  })
})
