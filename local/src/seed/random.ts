// A small seeded random generator (mulberry32), so the demo content comes out the same on every machine.
export interface Random {
  /** uniform in [0, 1) */
  next(): number
  /** uniform in [min, max) */
  range(min: number, max: number): number
  /** whole number in [min, max] */
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  chance(probability: number): boolean
}

export function hashSeed(text: string): number {
  // FNV-1a: spreads similar strings (event ids) far apart.
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

export function createRandom(seed: number | string): Random {
  let state = typeof seed === 'string' ? hashSeed(seed) : seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const random: Random = {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list')
      return items[Math.floor(next() * items.length)] as T
    },
    chance: (probability) => next() < probability,
  }
  return random
}

/** Smooth 1-D noise: a sum of sines with random phases and falling amplitudes (cheap fractal ridges). */
export function smoothNoise(random: Random, octaves = 5): (x: number) => number {
  const waves = Array.from({ length: octaves }, (_, i) => ({
    frequency: 2 ** i * random.range(0.8, 1.25),
    phase: random.range(0, Math.PI * 2),
    amplitude: 0.55 ** i,
  }))
  const total = waves.reduce((sum, w) => sum + w.amplitude, 0)
  return (x) => waves.reduce((sum, w) => sum + w.amplitude * Math.sin(x * w.frequency + w.phase), 0) / total
}
