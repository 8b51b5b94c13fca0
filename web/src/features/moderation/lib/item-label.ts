// What a reported item is called in the moderator's dialogs and messages: an event's title, a traveller's
// name, or the event a check-in, photo or suggested edit belongs to; the key when the item has gone.
import type { ModerationQueueItemDto } from '@travel/domain'

export function itemLabel({ item, key }: Pick<ModerationQueueItemDto, 'item' | 'key'>): string {
  if (!item) return key
  switch (item.type) {
    case 'event':
      return item.event.title
    case 'user':
      return item.user.username
    case 'checkin':
    case 'photo':
      return `${item.checkin.user.username} · ${item.event.title}`
    case 'suggestion':
      return `${item.suggestion.by.username} · ${item.event.title}`
  }
}
