// Procedural landscape photos for the demo events: sky, mountains, water, a road, trees and the
// silhouettes a travel community photographs (tents, caravans, 4x4s, castles, bridges). Everything is
// drawn here from a seed, so the pictures carry no third-party licence and come out the same each time.
import { encode } from 'jpeg-js'
import { createRandom, smoothNoise, type Random } from './random'
import { Raster, mix, shade, type Point, type Rgb } from './raster'

export type Terrain = 'alpine' | 'hills' | 'desert' | 'coast' | 'plains'
export type Prop = 'tent' | 'caravan' | 'car' | 'offroader' | 'castle' | 'church' | 'bridge' | 'campfire'

export interface SceneSpec {
  terrain: Terrain
  water?: 'lake' | 'sea'
  road?: 'asphalt' | 'gravel'
  props?: readonly Prop[]
  trees?: boolean
}

interface Sky {
  top: Rgb
  horizon: Rgb
  sun: Rgb
  /** sun height above the horizon as a fraction of the sky */
  sunHeight: number
  light: number
}

const SKIES: readonly Sky[] = [
  { top: [62, 118, 196], horizon: [188, 214, 236], sun: [255, 250, 228], sunHeight: 0.7, light: 1 },
  { top: [88, 140, 205], horizon: [206, 224, 238], sun: [255, 252, 235], sunHeight: 0.85, light: 1.05 },
  { top: [58, 74, 146], horizon: [250, 178, 132], sun: [255, 214, 160], sunHeight: 0.12, light: 0.8 },
  { top: [36, 46, 104], horizon: [244, 132, 88], sun: [255, 190, 120], sunHeight: 0.06, light: 0.62 },
  { top: [132, 146, 162], horizon: [204, 208, 212], sun: [240, 240, 235], sunHeight: 0.6, light: 0.85 },
]

const MOUNTAIN_COLOURS: Record<Terrain, Rgb> = {
  alpine: [72, 86, 112],
  hills: [58, 98, 62],
  desert: [206, 146, 88],
  coast: [96, 112, 84],
  plains: [86, 118, 76],
}

const GROUND_COLOURS: Record<Terrain, readonly [Rgb, Rgb]> = {
  alpine: [
    [104, 140, 74],
    [56, 94, 46],
  ],
  hills: [
    [116, 150, 70],
    [62, 104, 44],
  ],
  desert: [
    [232, 190, 128],
    [196, 140, 82],
  ],
  coast: [
    [196, 182, 140],
    [150, 134, 96],
  ],
  plains: [
    [150, 168, 82],
    [88, 120, 52],
  ],
}

const TENT_COLOURS: readonly Rgb[] = [
  [232, 112, 38],
  [242, 196, 48],
  [58, 132, 86],
  [196, 52, 48],
  [52, 98, 168],
]
const VEHICLE_COLOURS: readonly Rgb[] = [
  [236, 234, 226],
  [196, 48, 40],
  [54, 86, 60],
  [214, 176, 96],
  [64, 96, 150],
  [70, 72, 78],
]

interface Layer {
  ridge: (x: number) => number
  colour: Rgb
  snowLine: number | null
}

export interface ImageSize {
  width: number
  height: number
}

const SUPERSAMPLE = 2
const JPEG_QUALITY = 80

/**
 * Renders the scene once and returns it as a JPEG photo of the given size and a half-size thumbnail
 * (the same picture, shrunk), the pair an event upload stores.
 */
export function renderLandscapeJpegs(
  spec: SceneSpec,
  seed: string,
  size: ImageSize,
): { photo: Buffer; thumbnail: Buffer } {
  const raster = renderLandscape(spec, seed, size)
  return {
    photo: encode(raster.downsample(SUPERSAMPLE), JPEG_QUALITY).data,
    thumbnail: encode(raster.downsample(SUPERSAMPLE * 2), JPEG_QUALITY).data,
  }
}

export function renderLandscape(spec: SceneSpec, seed: string, size: ImageSize): Raster {
  // Every decision comes from the seed in a fixed order, so a thumbnail is the same picture, smaller.
  const random = createRandom(seed)
  const W = size.width * SUPERSAMPLE
  const H = size.height * SUPERSAMPLE
  const raster = new Raster(W, H)
  const sky = random.pick(spec.terrain === 'desert' ? SKIES.slice(0, 4) : SKIES)
  const horizon = H * random.range(0.56, 0.66)
  const sunX = W * random.range(0.15, 0.85)
  const sunY = horizon - horizon * sky.sunHeight
  const haze = mix(sky.horizon, [255, 255, 255], 0.15)

  const layers = makeLayers(spec, random, W, H, horizon, haze)
  const water = spec.water
  const shoreY = water ? horizon + (H - horizon) * random.range(0.42, 0.7) : horizon
  const [groundNear, groundFar] = GROUND_COLOURS[spec.terrain]
  const groundNoise = smoothNoise(random, 4)
  const rippleNoise = smoothNoise(random, 3)
  const shoreNoise = smoothNoise(random, 4)

  // Per-column tables: the ridges and noises depend on x only, so compute them once, not per pixel.
  const ridges = layers.map((layer) => Float32Array.from({ length: W }, (_, x) => layer.ridge(x)))
  const groundColumn = Float32Array.from({ length: W }, (_, x) => groundNoise((x / W) * 9))
  const rippleColumn = Float32Array.from({ length: W }, (_, x) => rippleNoise((x / W) * 3))
  const shoreColumn = Float32Array.from(
    { length: W },
    (_, x) => shoreY + (H - horizon) * 0.04 * shoreNoise((x / W) * 6),
  )
  const skyRows = Array.from({ length: Math.ceil(horizon) + 1 }, (_, y) =>
    mix(sky.top, sky.horizon, (y / horizon) ** 1.4),
  )
  const skyAt = (y: number): Rgb => skyRows[Math.max(0, Math.min(skyRows.length - 1, Math.round(y)))] as Rgb
  const snow: Rgb = [238, 242, 248]
  const deep: Rgb = water === 'sea' ? [28, 72, 110] : [34, 70, 80]

  // The background is 1.7 million pixels at 2x: plain numbers in this loop, no colour tuples per pixel.
  const colour = new Float32Array(3)
  /** Writes the colour of the nearest mountain at (x, y) into `colour`; false where the sky shows. */
  const mountainInto = (x: number, y: number): boolean => {
    for (let i = layers.length - 1; i >= 0; i--) {
      const layer = layers[i] as Layer
      const top = (ridges[i] as Float32Array)[x] ?? horizon
      if (y < top || y > horizon) continue
      const light = 1 - (0.25 * (y - top)) / Math.max(1, horizon - top)
      let r = layer.colour[0] * light
      let g = layer.colour[1] * light
      let b = layer.colour[2] * light
      if (layer.snowLine !== null && top < layer.snowLine) {
        // snow caps the peaks that rise above the snow line and thins out down the slope, no hard edge
        const depth = (layer.snowLine - top) * 0.7
        const k = 0.9 * Math.max(0, 1 - (y - top) / Math.max(1, depth)) ** 0.6
        r += (snow[0] - r) * k
        g += (snow[1] - g) * k
        b += (snow[2] - b) * k
      }
      colour[0] = r
      colour[1] = g
      colour[2] = b
      return true
    }
    return false
  }
  const skyInto = (y: number) => {
    const c = skyAt(y)
    colour[0] = c[0]
    colour[1] = c[1]
    colour[2] = c[2]
  }

  const data = raster.data
  for (let y = 0; y < H; y++) {
    const groundRow = mix(groundFar, groundNear, ((y - shoreY) / Math.max(1, H - shoreY)) * 0.7)
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 3
      if (y < horizon) {
        if (!mountainInto(x, y)) skyInto(y)
        data[i] = colour[0] as number
        data[i + 1] = colour[1] as number
        data[i + 2] = colour[2] as number
        continue
      }
      const localShore = shoreColumn[x] ?? shoreY
      if (water && y < localShore) {
        const mirrored = 2 * horizon - y
        if (!mountainInto(x, mirrored)) skyInto(Math.max(0, mirrored))
        const t = 0.35 + (0.4 * (y - horizon)) / Math.max(1, localShore - horizon)
        const light = 0.92 + 0.08 * Math.sin(y * 0.9 + 6 * (rippleColumn[x] ?? 0))
        data[i] = ((colour[0] as number) + (deep[0] - (colour[0] as number)) * t) * light
        data[i + 1] = ((colour[1] as number) + (deep[1] - (colour[1] as number)) * t) * light
        data[i + 2] = ((colour[2] as number) + (deep[2] - (colour[2] as number)) * t) * light
        continue
      }
      const noise = groundColumn[x] ?? 0
      const light = (1 + 0.04 * noise + 0.03 * Math.sin(y * 0.35 + noise * 4)) * sky.light
      data[i] = groundRow[0] * light
      data[i + 1] = groundRow[1] * light
      data[i + 2] = groundRow[2] * light
    }
  }

  drawSunAndClouds(raster, random, sky, sunX, sunY, horizon, W, H, layers)
  if (spec.trees !== false && spec.terrain !== 'desert')
    drawForest(raster, random, W, H, horizon, shoreY, haze, !!water)
  if (spec.road) drawRoad(raster, random, spec.road, W, H, shoreY)
  for (const prop of spec.props ?? [])
    drawProp(raster, random, prop, { ground: groundFar, W, H, horizon, shoreY, haze, sky, water })
  vignette(raster)
  return raster
}

function makeLayers(
  spec: SceneSpec,
  random: Random,
  W: number,
  H: number,
  horizon: number,
  haze: Rgb,
): Layer[] {
  const base = MOUNTAIN_COLOURS[spec.terrain]
  const count = spec.terrain === 'plains' ? 2 : 3
  const heights: Record<Terrain, number> = {
    alpine: 0.55,
    hills: 0.28,
    desert: 0.18,
    coast: 0.3,
    plains: 0.1,
  }
  const coastSide = random.chance(0.5) ? 1 : -1
  return Array.from({ length: count }, (_, i) => {
    const noise = smoothNoise(random, 6)
    const far = (count - 1 - i) / count
    const amplitude = horizon * heights[spec.terrain] * (1 - i * 0.18) * random.range(0.75, 1.1)
    const frequency = random.range(2.2, 4.2) * (1 + i * 0.4)
    const offset = random.range(0, 100)
    const ridge = (x: number) => {
      const u = x / W
      let n = noise(u * frequency + offset)
      if (spec.terrain === 'alpine')
        n = 1 - Math.abs(n) * 1.6 // sharp, ridged peaks
      else n = n * 0.5 + 0.5
      let height = amplitude * Math.max(0, n)
      if (spec.terrain === 'coast') height *= Math.max(0, coastSide * (u - 0.5) * 2 + 0.2) // cliffs on one side
      return horizon - height - H * 0.01 * (count - i)
    }
    const snowLine =
      spec.terrain === 'alpine' && i < count - 1 ? horizon - amplitude * random.range(0.55, 0.75) : null
    return { ridge, colour: mix(shade(base, 0.9 + i * 0.05), haze, far * 0.75), snowLine }
  })
}

function drawSunAndClouds(
  raster: Raster,
  random: Random,
  sky: Sky,
  sunX: number,
  sunY: number,
  horizon: number,
  W: number,
  H: number,
  layers: Layer[],
): void {
  // the sun sits behind the mountains: only draw where the sky is open
  const radius = H * 0.045
  const ridgeAtSun = Math.min(...layers.map((l) => l.ridge(sunX)))
  raster.glow(sunX, sunY, H * 0.3, sky.sun, 0.35)
  if (sunY + radius < ridgeAtSun) raster.fillCircle(sunX, sunY, radius, sky.sun, 0.95)
  const clouds = random.int(2, 6)
  for (let c = 0; c < clouds; c++) {
    const cx = random.range(0, W)
    const cy = random.range(H * 0.06, horizon * 0.55)
    const width = W * random.range(0.08, 0.2)
    const puffs = random.int(4, 8)
    const tint = mix([255, 255, 255], sky.horizon, 0.25)
    for (let p = 0; p < puffs; p++) {
      const px = cx + random.range(-width / 2, width / 2)
      const r = H * random.range(0.015, 0.04)
      raster.fillPolygon(
        ellipse(px, cy - random.range(0, r * 0.5), r * random.range(2, 3.5), r),
        tint,
        random.range(0.3, 0.5),
      )
    }
  }
}

function conifer(raster: Raster, x: number, y: number, h: number, colour: Rgb): void {
  const w = h * 0.42
  raster.fillRect(x - w * 0.07, y - h * 0.15, x + w * 0.07, y, shade(colour, 0.6))
  for (let tier = 0; tier < 3; tier++) {
    const bottom = y - h * (0.1 + tier * 0.25)
    const half = w * (1 - tier * 0.25) * 0.5
    raster.fillPolygon(
      [
        [x - half, bottom],
        [x + half, bottom],
        [x, bottom - h * 0.45],
      ],
      shade(colour, 1 - tier * 0.04),
    )
  }
}

function drawForest(
  raster: Raster,
  random: Random,
  W: number,
  H: number,
  horizon: number,
  shoreY: number,
  haze: Rgb,
  hasWater: boolean,
): void {
  const green: Rgb = [34, 66, 42]
  const far = random.int(14, 34)
  for (let i = 0; i < far; i++) {
    conifer(
      raster,
      random.range(0, W),
      horizon + random.range(-2, 4),
      H * random.range(0.025, 0.05),
      mix(green, haze, 0.45),
    )
  }
  const nearCount = random.int(3, 9)
  const baseY = hasWater ? shoreY : horizon + (H - horizon) * 0.25
  for (let i = 0; i < nearCount; i++) {
    // keep the near trees to the sides so the subject stays visible
    const side = random.chance(0.5) ? random.range(0, W * 0.2) : random.range(W * 0.8, W)
    conifer(raster, side, baseY + random.range(0, H * 0.05), H * random.range(0.12, 0.26), green)
  }
}

function drawRoad(
  raster: Raster,
  random: Random,
  kind: 'asphalt' | 'gravel',
  W: number,
  H: number,
  startY: number,
): void {
  const vanishX = W * random.range(0.35, 0.65)
  const bend = random.range(-0.35, 0.35)
  const surface: Rgb = kind === 'asphalt' ? [72, 72, 78] : [156, 134, 102]
  const verge: Rgb = kind === 'asphalt' ? [150, 150, 140] : [120, 104, 78]
  const rows = Math.ceil(H - startY)
  for (let r = 0; r <= rows; r++) {
    const y = startY + r
    const t = r / Math.max(1, rows)
    const centre = vanishX + bend * W * (1 - t) ** 2 * 0.5 - bend * W * 0.1
    const half = W * (0.006 + 0.3 * t ** 1.2)
    raster.fillRect(centre - half * 1.08, y, centre + half * 1.08, y + 1, verge)
    raster.fillRect(centre - half, y, centre + half, y + 1, surface)
    if (kind === 'asphalt' && Math.floor(Math.log(1 + t * 40) * 6) % 2 === 0) {
      raster.fillRect(centre - half * 0.025, y, centre + half * 0.025, y + 1, [240, 232, 200])
    }
    if (kind === 'gravel') {
      // two wheel ruts
      for (const side of [-0.45, 0.45]) {
        raster.fillRect(
          centre + side * half - half * 0.08,
          y,
          centre + side * half + half * 0.08,
          y + 1,
          shade(surface, 0.82),
        )
      }
    }
  }
}

interface PropContext {
  ground: Rgb
  W: number
  H: number
  horizon: number
  shoreY: number
  haze: Rgb
  sky: Sky
  water: SceneSpec['water']
}

function drawProp(raster: Raster, random: Random, prop: Prop, ctx: PropContext): void {
  const { W, H } = ctx
  const s = W / 1600 // one unit per pixel at 800 px wide, 2x supersampled
  const x = random.chance(0.5) ? W * random.range(0.12, 0.38) : W * random.range(0.62, 0.88)
  const y = H * random.range(0.86, 0.94)
  const scale = s * random.range(0.9, 1.25)
  const shadow = (width: number) => {
    raster.fillPolygon(ellipse(x, y, width, width * 0.08), [20, 24, 18], 0.25)
  }
  switch (prop) {
    case 'tent': {
      const colour = random.pick(TENT_COLOURS)
      const w = 220 * scale
      const h = 140 * scale
      shadow(w * 0.6)
      raster.fillPolygon(
        [
          [x - w / 2, y],
          [x + w / 2, y],
          [x, y - h],
        ],
        colour,
      )
      raster.fillPolygon(
        [
          [x, y],
          [x + w / 2, y],
          [x, y - h],
        ],
        shade(colour, 0.78),
      )
      raster.fillPolygon(
        [
          [x - w * 0.12, y],
          [x + w * 0.12, y],
          [x, y - h * 0.58],
        ],
        shade(colour, 0.35),
      )
      return
    }
    case 'caravan': {
      const body = random.pick(VEHICLE_COLOURS.slice(0, 2))
      const w = 360 * scale
      const h = 150 * scale
      const bottom = y - 34 * scale
      shadow(w * 0.55)
      roundedRect(
        raster,
        x - w / 2,
        bottom - h,
        x + w / 2,
        bottom,
        26 * scale,
        mix([244, 240, 228], body, 0.15),
      )
      raster.fillRect(x - w / 2, bottom - h * 0.42, x + w / 2, bottom - h * 0.3, random.pick(TENT_COLOURS))
      raster.fillRect(
        x - w * 0.36,
        bottom - h * 0.8,
        x - w * 0.08,
        bottom - h * 0.52,
        mix([40, 56, 74], ctx.sky.horizon, 0.3),
      )
      raster.fillRect(x + w * 0.05, bottom - h * 0.82, x + w * 0.22, bottom - h * 0.06, [200, 196, 186])
      raster.fillPolygon(
        [
          [x + w / 2, bottom - 16 * scale],
          [x + w / 2 + 70 * scale, bottom - 6 * scale],
          [x + w / 2, bottom - 4 * scale],
        ],
        [50, 50, 54],
      )
      wheel(raster, x - w * 0.12, y - 30 * scale, 30 * scale)
      return
    }
    case 'car':
    case 'offroader': {
      const off = prop === 'offroader'
      const colour = random.pick(VEHICLE_COLOURS)
      const w = (off ? 300 : 280) * scale
      const r = (off ? 40 : 30) * scale
      const bottom = y - r * (off ? 1.2 : 0.9)
      const bodyH = (off ? 80 : 62) * scale
      shadow(w * 0.55)
      roundedRect(raster, x - w / 2, bottom - bodyH, x + w / 2, bottom, 12 * scale, colour)
      const cabinTop = bottom - bodyH - (off ? 80 : 60) * scale
      raster.fillPolygon(
        [
          [x - w * 0.36, bottom - bodyH],
          [x + w * 0.2, bottom - bodyH],
          [x + w * (off ? 0.14 : 0.08), cabinTop],
          [x - w * 0.34, cabinTop],
        ],
        colour,
      )
      raster.fillPolygon(
        [
          [x - w * 0.3, bottom - bodyH - 6 * scale],
          [x + w * 0.14, bottom - bodyH - 6 * scale],
          [x + w * (off ? 0.1 : 0.05), cabinTop + 10 * scale],
          [x - w * 0.29, cabinTop + 10 * scale],
        ],
        mix([34, 46, 60], ctx.sky.horizon, 0.35),
      )
      if (off) {
        raster.fillRect(x - w * 0.36, cabinTop - 16 * scale, x + w * 0.16, cabinTop - 8 * scale, [40, 40, 40])
        raster.fillRect(x - w * 0.3, cabinTop - 40 * scale, x + w * 0.08, cabinTop - 16 * scale, [80, 70, 56])
        wheel(raster, x - w / 2 - 8 * scale, bottom - bodyH * 0.5, r * 0.8)
      }
      wheel(raster, x - w * 0.3, y - r, r)
      wheel(raster, x + w * 0.3, y - r, r)
      return
    }
    case 'campfire': {
      const fx = x + (x < W / 2 ? 240 : -240) * scale
      raster.glow(fx, y - 30 * scale, 260 * scale, [255, 170, 80], 0.45)
      raster.fillRect(fx - 50 * scale, y - 12 * scale, fx + 50 * scale, y, [74, 48, 30])
      raster.fillPolygon(
        [
          [fx - 36 * scale, y - 8 * scale],
          [fx + 36 * scale, y - 8 * scale],
          [fx + 6 * scale, y - 100 * scale],
          [fx - 10 * scale, y - 60 * scale],
        ],
        [246, 136, 40],
      )
      raster.fillPolygon(
        [
          [fx - 18 * scale, y - 8 * scale],
          [fx + 18 * scale, y - 8 * scale],
          [fx, y - 60 * scale],
        ],
        [255, 222, 110],
      )
      return
    }
    case 'castle':
    case 'church': {
      // mid-distance, standing on a hill just below the horizon
      const cx = W * random.range(0.3, 0.7)
      let base = ctx.horizon + (ctx.shoreY - ctx.horizon) * 0.2 + H * 0.02
      const k = s * random.range(1.2, 1.6)
      const stone = mix(prop === 'castle' ? [178, 166, 142] : [226, 222, 210], ctx.haze, 0.2)
      const roof = mix([150, 62, 48], ctx.haze, 0.2)
      const hill = ellipse(cx, base + 40 * k, 460 * k, 120 * k).filter(([, py]) => py <= base + 40 * k)
      raster.fillPolygon(hill, mix(ctx.ground, ctx.haze, 0.25))
      base -= 60 * k
      if (prop === 'castle') {
        raster.fillRect(cx - 170 * k, base - 150 * k, cx + 170 * k, base - 40 * k, stone)
        for (let i = -170; i < 170; i += 34)
          raster.fillRect(cx + i * k, base - 166 * k, cx + (i + 18) * k, base - 150 * k, stone)
        for (const tx of [-190, 150]) {
          raster.fillRect(cx + tx * k, base - 230 * k, cx + (tx + 42) * k, base - 40 * k, shade(stone, 0.92))
          raster.fillPolygon(
            [
              [cx + (tx - 8) * k, base - 230 * k],
              [cx + (tx + 50) * k, base - 230 * k],
              [cx + (tx + 21) * k, base - 300 * k],
            ],
            roof,
          )
        }
        raster.fillRect(cx - 40 * k, base - 270 * k, cx + 20 * k, base - 150 * k, shade(stone, 1.05))
        raster.fillPolygon(
          [
            [cx - 48 * k, base - 270 * k],
            [cx + 28 * k, base - 270 * k],
            [cx - 10 * k, base - 350 * k],
          ],
          roof,
        )
        for (let i = -140; i < 140; i += 56)
          raster.fillRect(cx + i * k, base - 120 * k, cx + (i + 12) * k, base - 96 * k, [50, 44, 40])
      } else {
        raster.fillRect(cx - 120 * k, base - 110 * k, cx + 60 * k, base - 30 * k, stone)
        raster.fillPolygon(
          [
            [cx - 130 * k, base - 110 * k],
            [cx + 70 * k, base - 110 * k],
            [cx - 30 * k, base - 170 * k],
          ],
          roof,
        )
        raster.fillRect(cx + 60 * k, base - 220 * k, cx + 110 * k, base - 30 * k, stone)
        raster.fillPolygon(
          [
            [cx + 54 * k, base - 220 * k],
            [cx + 116 * k, base - 220 * k],
            [cx + 85 * k, base - 340 * k],
          ],
          mix([60, 90, 80], ctx.haze, 0.2),
        )
      }
      return
    }
    case 'bridge': {
      // a single high stone arch over the water, with its banks
      const cx = W * random.range(0.4, 0.6)
      const deck = ctx.horizon + (ctx.shoreY - ctx.horizon) * 0.1
      const span = W * 0.3
      const rise = span * 0.42
      const waterLine = deck + rise
      const stone = mix([204, 192, 168], ctx.haze, 0.15)
      const bank = mix([150, 140, 116], ctx.haze, 0.1)
      const left = cx - span / 2
      const right = cx + span / 2
      raster.fillPolygon(
        [
          [0, deck - H * 0.01],
          [left, deck],
          [left + span * 0.04, waterLine],
          [0, waterLine + H * 0.04],
        ],
        bank,
      )
      raster.fillPolygon(
        [
          [W, deck - H * 0.01],
          [right, deck],
          [right - span * 0.04, waterLine],
          [W, waterLine + H * 0.04],
        ],
        bank,
      )
      const arch: Point[] = []
      for (let i = 0; i <= 40; i++) {
        const a = Math.PI * (i / 40)
        arch.push([cx - (Math.cos(a) * span) / 2, waterLine - Math.sin(a) * rise * 0.92])
      }
      raster.fillPolygon(
        [
          [left - span * 0.02, deck - H * 0.03],
          [right + span * 0.02, deck - H * 0.03],
          [right + span * 0.02, waterLine],
          ...arch.reverse(),
          [left - span * 0.02, waterLine],
        ],
        stone,
      )
      raster.fillRect(
        left - span * 0.03,
        deck - H * 0.04,
        right + span * 0.03,
        deck - H * 0.03,
        shade(stone, 0.8),
      )
      return
    }
  }
}

function ellipse(cx: number, cy: number, rx: number, ry: number): Point[] {
  return Array.from({ length: 32 }, (_, i): Point => {
    const a = (i / 32) * Math.PI * 2
    return [cx + Math.cos(a) * rx, cy + Math.sin(a) * ry]
  })
}

function roundedRect(
  raster: Raster,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  r: number,
  c: Rgb,
): void {
  raster.fillRect(x0 + r, y0, x1 - r, y1, c)
  raster.fillRect(x0, y0 + r, x1, y1, c)
  raster.fillCircle(x0 + r, y0 + r, r, c)
  raster.fillCircle(x1 - r, y0 + r, r, c)
}

function wheel(raster: Raster, x: number, y: number, r: number): void {
  raster.fillCircle(x, y, r, [28, 28, 30])
  raster.fillCircle(x, y, r * 0.45, [150, 150, 156])
}

function vignette(raster: Raster): void {
  const { width: W, height: H, data } = raster
  for (let y = 0; y < H; y++) {
    const dy = (y - H / 2) / (H / 2)
    for (let x = 0; x < W; x++) {
      const dx = (x - W / 2) / (W / 2)
      const d = dx * dx + dy * dy
      if (d <= 0.6) continue
      const keep = 1 - Math.min(0.3, (d - 0.6) * 0.25)
      const i = (y * W + x) * 3
      data[i] = (data[i] as number) * keep
      data[i + 1] = (data[i + 1] as number) * keep
      data[i + 2] = (data[i + 2] as number) * keep
    }
  }
}
