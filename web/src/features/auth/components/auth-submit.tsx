// The submit button the sign-in and sign-up forms share, with the offline notice under it: both need the
// Auth service, so offline the button is disabled and says why.
import { Button } from '@chakra-ui/react'
import { NeedsNetwork } from '@/components/offline/needs-network'
import { useOnline } from '@/hooks/use-online'
import { useAfterHydration } from '@/rendered-page/use-after-hydration'

interface Props {
  label: string
  loadingLabel: string
  loading: boolean
}

export function AuthSubmit({ label, loadingLabel, loading }: Props) {
  const hydrated = useAfterHydration()
  const online = useOnline()
  return (
    <>
      {/* Until the page is hydrated the browser would send the form itself, password in the address. */}
      <Button
        type="submit"
        colorPalette="brand"
        disabled={!hydrated || !online}
        loading={loading}
        loadingText={loadingLabel}
      >
        {label}
      </Button>
      <NeedsNetwork />
    </>
  )
}
