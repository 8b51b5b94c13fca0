// The top of a trip's page: its name, start date and vehicle; the owner edits them or deletes the trip.
import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TbPencil, TbTrash } from 'react-icons/tb'
import type { TripDto, Vehicle } from '@travel/domain'
import { ConfirmDialog } from '@/components/feedback/confirm-dialog'
import { formatDate } from '@/utils/format-date'
import { formatUnit } from '@/utils/format-number'
import { tripFormOf, type TripFormBody } from '../lib/trip-form-values'
import { TripForm } from './trip-form'

function useVehicleText(vehicle: Vehicle): string {
  const { t, i18n } = useTranslation('trips')
  const metres = (m: number) => formatUnit(m, i18n.language, 'meter', 2)
  const parts = [
    ...(vehicle.lengthM !== null ? [t('vehicle.length', { m: metres(vehicle.lengthM) })] : []),
    ...(vehicle.heightM !== null ? [t('vehicle.height', { m: metres(vehicle.heightM) })] : []),
    ...(vehicle.fourByFour ? [t('vehicle.fourByFour')] : []),
  ]
  return parts.length ? parts.join(' · ') : t('vehicle.none')
}

interface TripHeaderProps {
  trip: TripDto
  /** the owner's: edit and delete */
  onSave?: (body: TripFormBody) => Promise<unknown>
  onDelete?: () => Promise<void>
}

export function TripHeader({ trip, onSave, onDelete }: TripHeaderProps) {
  const { t, i18n } = useTranslation('trips')
  const [editing, setEditing] = useState(false)
  const vehicle = useVehicleText(trip.vehicle)
  return (
    <Stack gap="3">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} overflowWrap="anywhere">
        {trip.name}
      </Heading>
      <Stack gap="0.5" fontSize="sm">
        <Text>
          {trip.startDate
            ? t('header.starts', { date: formatDate(trip.startDate, i18n.language) })
            : t('header.noDate')}
        </Text>
        <Text>{t('header.vehicle', { vehicle })}</Text>
      </Stack>
      {onSave && onDelete ? (
        editing ? (
          <Stack borderWidth="1px" borderRadius="l3" p="4" maxW="xl">
            <TripForm
              initialValues={tripFormOf(trip, i18n.language)}
              submitLabel={t('header.save')}
              onCancel={() => setEditing(false)}
              onSubmit={async (body) => {
                await onSave(body)
                setEditing(false)
              }}
            />
          </Stack>
        ) : (
          <Flex gap="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              <TbPencil aria-hidden="true" />
              {t('header.edit')}
            </Button>
            <ConfirmDialog
              trigger={
                <Button size="sm" variant="outline" colorPalette="red">
                  <TbTrash aria-hidden="true" />
                  {t('header.delete')}
                </Button>
              }
              title={t('header.deleteTitle')}
              description={t('header.deleteQuestion', { name: trip.name })}
              confirmLabel={t('header.delete')}
              confirmingLabel={t('header.deleting')}
              destructive
              onConfirm={onDelete}
            />
          </Flex>
        )
      ) : null}
    </Stack>
  )
}
