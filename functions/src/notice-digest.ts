// The daily digest's entry: the notices service mails each traveller their waiting notices. Shared by
// the scheduled function (index.ts) and the local stack's `npm run digest` (docs/deployment.md).

export interface DigestReport {
  /** travellers who got a digest */
  users: number
  /** mails queued */
  mails: number
}

interface DigestSender {
  sendDigests(now: Date): Promise<DigestReport>
}

/** Calls `services.notices.sendDigests(now)`; a build without the notices service says so. */
export function sendNoticeDigests(services: object, now: Date): Promise<DigestReport> {
  const notices = (services as { notices?: Partial<DigestSender> }).notices
  if (typeof notices?.sendDigests !== 'function') {
    return Promise.reject(new Error('The notices service (services.notices.sendDigests) is missing.'))
  }
  return notices.sendDigests(now)
}
