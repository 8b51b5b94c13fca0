// How far something has got (an upload, the offline copies' share of their space), as a thin brand bar.
// Its recipe comes with it: only the screens that show one load it.
import { Progress } from '@chakra-ui/react'
import { progressSlotRecipe } from '@chakra-ui/react/theme'

/** `value` is a percentage; `label` names what it measures, for screen readers. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <Progress.Root
      recipe={progressSlotRecipe}
      value={Math.min(100, Math.max(0, value))}
      max={100}
      size="sm"
      colorPalette="brand"
      aria-label={label}
    >
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  )
}
