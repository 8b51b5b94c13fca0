// A camp published through the API by a journey's own account: the event a journey then visits.
import { eventFilePath, storageFileName, todayIso, type EventDto, type EventPayload } from '@travel/domain'
import { callApi, UserSession } from '@travel/local/seed'
import type { Account } from './accounts'
import { stackEndpoints, type E2eEnvironment } from './environment'
import { landscapePhoto } from './test-files'

export async function publishCamp(
  env: E2eEnvironment,
  owner: Account,
  title: string,
  country: string,
  /** fields that differ from the meadow by the river (facts, another position) */
  fields: Partial<EventPayload> = {},
): Promise<EventDto> {
  const session = await UserSession.signIn(stackEndpoints(env), owner.email, owner.password)
  try {
    const image = await session.upload(
      eventFilePath(session.uid, storageFileName('camp.jpg')),
      landscapePhoto('camp.jpg', title).buffer,
      'image/jpeg',
    )
    return await callApi<EventDto>(stackEndpoints(env), 'POST', '/api/events', {
      token: await session.idToken(),
      body: {
        title,
        description: 'A meadow by the river with room for three caravans.',
        image,
        thumbnail: null,
        gpxFile: null,
        map: null,
        coordinates: [46.3601, 13.7031],
        access: 0,
        date: todayIso(),
        section: { main: 'camp', sub: 'natural' },
        country,
        ...fields,
      },
    })
  } finally {
    await session.close()
  }
}
