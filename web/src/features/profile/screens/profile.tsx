// The profile screen (docs/screens.md): the signed-in user's own account.
import { Card, Container, Heading, Link as ChakraLink, Stack } from '@chakra-ui/react'
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { paths } from '@/config/paths'
import { SectionCard } from '@/components/layout/section-card'
import { OfflineStorage } from '@/components/offline/offline-storage'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useUserSlice } from '@/stores/root-store'
import { MyDataDownload } from '../components/my-data-download'
import { ProfileForm } from '../components/profile-form'
import { OwnCheckins } from '@/features/checkins'
import { NoticeSettingsCard } from '@/features/notices'

export default function ProfileScreen() {
  const { t } = useTranslation('profile')
  useDocumentTitle(t('title'))
  const { currentUser } = useUserSlice()
  // The guard only lets signed-in users in; after deletion or sign-out the screen is being left.
  if (!currentUser) return null
  return (
    <Container maxW="xl" py={{ base: '6', md: '10' }} px={{ base: '3', md: '4' }}>
      <Stack gap="6">
        <Card.Root>
          <Card.Header>
            <Heading as="h1" size="2xl">
              {t('title')}
            </Heading>
          </Card.Header>
          <Card.Body>
            <ProfileForm key={currentUser._id} user={currentUser} />
          </Card.Body>
        </Card.Root>
        <SectionCard headingId="suggested-edits" title={t('suggestions.title')} intro={t('suggestions.text')}>
          <ChakraLink asChild color="brand.fg" fontWeight="semibold" alignSelf="flex-start">
            <RouterLink to={paths.suggestions}>{t('suggestions.link')}</RouterLink>
          </ChakraLink>
        </SectionCard>
        <Suspense fallback={null}>
          <OwnCheckins userId={currentUser._id} />
        </Suspense>
        <Suspense fallback={null}>
          <NoticeSettingsCard userId={currentUser._id} />
        </Suspense>
        <MyDataDownload />
        <OfflineStorage />
      </Stack>
    </Container>
  )
}
