// A suggested edit reported over HTTP with real ID tokens (docs/moderation.md, docs/suggestions.md): three
// reporters hide it from the event author's inbox, its suggester still sees it marked hidden, and a
// moderator finds it in the queue with the item and removes it.
import request from 'supertest'
import { expect, it } from 'vitest'
import { HIDE_AFTER_REPORTERS, type ModerationQueueItemDto, type SuggestionDto } from '@travel/domain'
import { fileTestApp, signedInModerator, signedInUsers, type User } from './http-test'
import { bearer, eventBody, queuedVersion, signedInUser } from './test-app'

let author: User
let suggester: User
let moderator: User
const others: User[] = []

const t = fileTestApp(async ({ app }) => {
  ;[author, suggester] = await signedInUsers(app, ['rsauthor', 'rssuggester'])
  moderator = await signedInModerator(app, 'rsmira')
  for (const name of ['rsreporta', 'rsreportb']) others.push(await signedInUser(app, name))
})

const as = (req: request.Test, user: User, language = 'en') =>
  req.set(bearer(user.idToken)).set('Accept-Language', language)

const mine = async (user: User) =>
  (await as(request(t.app).get('/api/suggestions/mine'), user)).body.data as {
    received: { suggestions: SuggestionDto[] }
    sent: { suggestions: SuggestionDto[] }
  }

const report = (id: string, user: User, body: object = {}, language = 'en') =>
  as(request(t.app).post('/api/reports'), user, language).send({
    target: { type: 'suggestion', id },
    reason: 'abusive',
    ...body,
  })

async function queueItem(key: string): Promise<ModerationQueueItemDto | undefined> {
  const res = await as(request(t.app).get('/api/moderation/queue'), moderator)
  expect(res.status).toBe(200)
  return (res.body.data.items as ModerationQueueItemDto[]).find((i) => i.key === key)
}

it('hides an abusive suggestion from its event author once three report it; a moderator removes it', async () => {
  const created = await as(request(t.app).post('/api/events'), author).send(
    eventBody(author, { title: 'Camp at the quarry' }),
  )
  expect(created.status).toBe(201)
  const eventId = created.body.data._id as string
  const sent = await as(request(t.app).post(`/api/events/${eventId}/suggestions`), suggester).send({
    changes: { title: 'Camp of a clueless owner' },
    reason: 'Whoever wrote this is a fool.',
  })
  expect(sent.status).toBe(201)
  const id = (sent.body.data as SuggestionDto).id
  const key = `suggestion:${id}`
  expect((await mine(author)).received.suggestions.map((s) => s.id)).toEqual([id])

  // its suggester cannot report it: a report of their own would only count towards hiding it
  const own = await report(id, suggester, {}, 'sk')
  expect(own.status).toBe(403)
  expect(own.body.code).toBe('report_own_item')

  const first = await report(id, author, { text: 'Insults in the reason.' })
  expect(first.status).toBe(201)
  expect(first.body.data).toEqual({ key, reason: 'abusive', hidden: false })
  expect((await report(id, others[0] as User)).body.data.hidden).toBe(false)
  expect(HIDE_AFTER_REPORTERS).toBe(3)
  const third = await report(id, others[1] as User, { reason: 'spam' })
  expect(third.status).toBe(201)
  expect(third.body.data.hidden).toBe(true)

  // out of the author's inbox and the event's list; the suggester still has it, marked hidden
  expect((await mine(author)).received.suggestions).toEqual([])
  const ofEvent = await as(request(t.app).get(`/api/events/${eventId}/suggestions`), author)
  expect(ofEvent.body.data.suggestions).toEqual([])
  const sentList = (await mine(suggester)).sent.suggestions
  expect(sentList.map((s) => [s.id, s.state, s.hidden])).toEqual([[id, 'open', true]])
  // nobody else is told it is hidden, and it cannot be accepted while it is
  const accept = await as(request(t.app).post(`/api/suggestions/${id}/decision`), author).send({
    action: 'accept',
    fields: ['title'],
  })
  expect(accept.status).toBe(404)
  expect(accept.body.code).toBe('suggestion_not_found')
  const event = await request(t.app).get(`/api/events/${eventId}`)
  expect(event.body.data.title).toBe('Camp at the quarry')
  // nor replaced by a new one while it is reviewed: that would bring the same words back to the author
  const again = await as(request(t.app).post(`/api/events/${eventId}/suggestions`), suggester, 'sk').send({
    changes: { title: 'Camp of a clueless owner!' },
    reason: 'Still a fool.',
  })
  expect(again.status).toBe(409)
  expect(again.body.code).toBe('suggestion_under_review')
  expect(again.body.message).toContain('posudzujú moderátori')
  expect((await mine(author)).received.suggestions).toEqual([])

  const queued = await queueItem(key)
  expect(queued).toMatchObject({
    key,
    hidden: true,
    reporters: 3,
    reasons: [
      { reason: 'spam', count: 1 },
      { reason: 'abusive', count: 2 },
    ],
    texts: ['Insults in the reason.'],
    item: {
      type: 'suggestion',
      event: { _id: eventId, title: 'Camp at the quarry' },
      suggestion: {
        id,
        reason: 'Whoever wrote this is a fool.',
        by: { _id: suggester.uid },
        changes: [{ field: 'title', before: 'Camp at the quarry', after: 'Camp of a clueless owner' }],
      },
    },
  })
  // the queue's `hidden` says it; the suggestion in it is as the event's author would read it
  expect(queued?.item?.type === 'suggestion' ? queued.item.suggestion.hidden : 'none').toBeUndefined()

  const removed = await as(request(t.app).post(`/api/moderation/items/${key}/decision`), moderator).send({
    action: 'remove',
    reason: 'abusive',
    version: await queuedVersion(t.app, moderator.idToken, key),
  })
  expect(removed.status).toBe(200)
  expect(removed.body.data).toEqual({ key, action: 'remove', removed: true, hidden: false })
  expect((await mine(suggester)).sent.suggestions).toEqual([])
  expect(await queueItem(key)).toBeUndefined()
  // the suggester is told under the bell
  const notices = await as(request(t.app).get('/api/user/notices'), suggester)
  expect(notices.status).toBe(200)
  expect(JSON.stringify(notices.body.data)).toContain(key)
})
