// One check-in in an event's list: who, when, what they found, their stars, text and photos; the author
// also gets Edit and Delete (Delete asks first).
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AccessCode, CheckinDto } from '@travel/domain'
import { ConfirmDialog } from '@/components/feedback/confirm-dialog'
import { useOnline } from '@/hooks/use-online'
import { currentLanguage } from '@/i18n'
import { formatDate } from '@/utils/format-date'
import { useDeleteCheckin } from '../api/delete-checkin'
import { CheckinPhotos } from './checkin-photos'
import { LazyCheckinDialog } from './lazy-checkin-dialog'
import { CheckinFacts } from './checkin-facts'
import { HiddenBadge, HiddenPhotosNote, ReportButton } from '@/features/moderation'

interface CheckinItemProps {
  checkin: CheckinDto
  eventAccess: AccessCode
  /** the reader wrote it */
  own: boolean
}

export function CheckinItem({ checkin, eventAccess, own }: CheckinItemProps) {
  const { t, i18n } = useTranslation('checkins')
  const online = useOnline()
  const [editing, setEditing] = useState(false)
  const remove = useDeleteCheckin()
  const when = formatDate(checkin.visitDate, i18n.language, 'long')
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="l3" p="4">
      <Stack gap="2">
        <Flex gap="3" justify="space-between" wrap="wrap" align="baseline">
          <Flex gap="1" align="center" wrap="wrap">
            <Text fontWeight="semibold">{checkin.user.username}</Text>
            {own ? null : (
              <ReportButton
                target={{ type: 'user', id: checkin.user._id }}
                label={t('reports:labels.user', { username: checkin.user.username })}
                iconOnly
              />
            )}
            {checkin.hidden ? <HiddenBadge /> : null}
          </Flex>
          <Text fontSize="sm" color="fg.muted">
            {t('item.visited')} <time dateTime={checkin.visitDate}>{when}</time>
          </Text>
        </Flex>
        <CheckinFacts checkin={checkin} />
        {checkin.text && checkin.language && checkin.language !== currentLanguage(i18n) ? (
          // check-ins are not translated: a reader of the other language is told which one it is in
          <Text fontSize="sm" color="fg.muted">
            {t(`item.writtenIn.${checkin.language}`)}
          </Text>
        ) : null}
        {checkin.photos.length ? (
          <CheckinPhotos
            photos={checkin.photos}
            author={checkin.user.username}
            checkinId={checkin._id}
            own={own}
          />
        ) : null}
        {checkin.hiddenPhotos?.length ? <HiddenPhotosNote count={checkin.hiddenPhotos.length} /> : null}
        {own ? null : (
          <Flex justify="flex-end">
            <ReportButton
              target={{ type: 'checkin', id: checkin._id }}
              label={t('reports:labels.checkin', { username: checkin.user.username })}
            />
          </Flex>
        )}
        {own ? (
          <Flex gap="2" wrap="wrap">
            <Button size="sm" variant="outline" disabled={!online} onClick={() => setEditing(true)}>
              {t('item.edit')}
            </Button>
            <ConfirmDialog
              trigger={
                <Button size="sm" variant="outline" colorPalette="red" disabled={!online}>
                  {t('item.delete')}
                </Button>
              }
              title={t('delete.title')}
              description={t('delete.question', { date: when })}
              confirmLabel={t('delete.confirm')}
              confirmingLabel={t('delete.deleting')}
              destructive
              onConfirm={async () => {
                await remove.mutateAsync({ eventId: checkin.eventID, checkinId: checkin._id })
              }}
            />
          </Flex>
        ) : null}
      </Stack>
      <LazyCheckinDialog
        eventId={checkin.eventID}
        eventAccess={eventAccess}
        checkin={checkin}
        open={editing}
        onOpenChange={setEditing}
      />
    </Box>
  )
}
