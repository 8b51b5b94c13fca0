// Where a list offers to add an event: the button and modal for a signed-in user, a sign-in prompt for a
// visitor (spec.md §6).
import { Alert, Button, Flex, Link as ChakraLink } from '@chakra-ui/react'
import { Suspense, lazy, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FaPlus } from 'react-icons/fa'
import { Link as RouterLink } from 'react-router'
import type { EventDto } from '@travel/domain'
import { paths } from '@/config/paths'
import { useCurrentUser } from '@/stores/root-store'

// The form and its upload code load on first opening, not with every list.
const AddEventDialog = lazy(() => import('./add-event-dialog'))

export function AddEventPanel({ onCreated }: { onCreated: (event: EventDto) => void }) {
  const { t } = useTranslation('events')
  const user = useCurrentUser()
  const [open, setOpen] = useState(false)

  if (!user) {
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>
            {t('list.signInToAdd')}{' '}
            <ChakraLink asChild fontWeight="semibold" color="brand.fg">
              <RouterLink to={paths.signIn}>{t('list.signIn')}</RouterLink>
            </ChakraLink>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    )
  }
  return (
    <Flex justify="flex-end">
      <Button colorPalette="brand" onClick={() => setOpen(true)}>
        <FaPlus aria-hidden="true" /> {t('list.add')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <AddEventDialog open={open} onOpenChange={setOpen} onCreated={onCreated} />
        </Suspense>
      ) : null}
    </Flex>
  )
}
