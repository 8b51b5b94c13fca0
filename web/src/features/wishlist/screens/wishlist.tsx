// /wishlist: the signed-in user's saved events with a country filter (docs/screens.md "Wishlist").
import { Center, Flex, Heading, SimpleGrid, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { pickLanguage, wishlistExportPath, type Country, type WishlistItemDto } from '@travel/domain'
import { GpsDownload } from '@/components/download/gps-download'
import { AddToTrip } from '@/features/trips'
import { CountrySelect } from '@/components/form/country-select'
import { AlertNote } from '@/components/feedback/alert-note'
import { SignInNotice } from '@/components/feedback/sign-in-notice'
import { ScreenContainer } from '@/components/layout/screen-container'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { apiDownload, errorMessage } from '@/lib/api-client'
import { useCurrentUser } from '@/stores/root-store'
import { useWishlist } from '../api/get-wishlist'
import { ShareControls } from '../components/share-controls'
import { WishlistCard } from '../components/wishlist-card'
import { useKeepWishlistOffline } from '../hooks/use-keep-wishlist-offline'

function WishlistItems({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation(['wishlist', 'common'])
  const { items, error, settled } = useWishlist(userId)
  const [country, setCountry] = useState<Country | ''>('')
  useKeepWishlistOffline(items, settled && !error)

  const shown: WishlistItemDto[] = country ? items.filter((item) => item.country === country) : items

  return (
    <>
      <CountrySelect
        label={t('country')}
        allLabel={t('all')}
        value={country}
        onChange={setCountry}
        width={{ base: '100%', sm: '64' }}
      />
      {items.length > 0 ? (
        // The whole list, whatever country is chosen above: the export is of the wishlist as saved.
        <GpsDownload
          download={(format) =>
            apiDownload(wishlistExportPath(format, pickLanguage(i18n.language)), `wishlist.${format}`)
          }
        />
      ) : null}

      {!settled && items.length === 0 ? (
        <Center role="status" py="12">
          <Spinner size="lg" color="brand.solid" aria-hidden="true" />
          <VisuallyHidden>{t('loading')}</VisuallyHidden>
        </Center>
      ) : settled && error ? (
        <AlertNote
          status="error"
          message={t('common:errors.prefix', { message: errorMessage(error) })}
          strong
        />
      ) : shown.length === 0 ? (
        <Text py="10" textAlign="center" color="fg.muted">
          {items.length === 0 ? t('empty') : t('emptyCountry')}
        </Text>
      ) : (
        <SimpleGrid
          as="ul"
          listStyleType="none"
          columns={{ base: 1, sm: 2, lg: 3, xl: 4 }}
          gap="6"
          aria-label={t('title')}
        >
          {shown.map((item, index) => (
            <Stack as="li" key={item._id} gap="2">
              <WishlistCard item={item} eager={index < 4} />
              <AddToTrip eventId={item.eventID} userId={userId} eventTitle={item.title} />
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </>
  )
}

export function WishlistScreen() {
  const { t } = useTranslation('wishlist')
  const user = useCurrentUser()
  useDocumentTitle(t('title'))
  return (
    <ScreenContainer>
      <Flex direction="column" gap="6">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {t('title')}
        </Heading>
        {user ? (
          <>
            <ShareControls userId={user._id} />
            <WishlistItems userId={user._id} />
          </>
        ) : (
          <SignInNotice status="warning" message={t('signIn')} linkLabel={t('signInLink')} />
        )}
      </Flex>
    </ScreenContainer>
  )
}

export default WishlistScreen
