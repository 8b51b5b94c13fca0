// Where a list offers to add an event: the button and modal for a signed-in user, a sign-in prompt for a
// visitor (docs/api.md).
import { Button, Flex } from '@chakra-ui/react'
import { Suspense, lazy, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FaPlus } from 'react-icons/fa'
import { SignInNotice } from '@/components/sign-in-notice'
import { useCurrentUser } from '@/stores/root-store'

// The form and its upload code load on first opening, not with every list.
const AddEventDialog = lazy(() => import('./add-event-dialog'))

export function AddEventPanel() {
  const { t } = useTranslation('events')
  const user = useCurrentUser()
  const [open, setOpen] = useState(false)

  if (!user) {
    return <SignInNotice status="info" message={t('list.signInToAdd')} linkLabel={t('list.signIn')} />
  }
  return (
    <Flex justify="flex-end">
      <Button colorPalette="brand" onClick={() => setOpen(true)}>
        <FaPlus aria-hidden="true" /> {t('list.add')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <AddEventDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </Flex>
  )
}
