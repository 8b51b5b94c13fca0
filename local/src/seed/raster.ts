// A tiny software canvas: RGB floats, filled shapes with alpha, and a box-filter downsample that gives
// the procedural pictures smooth edges (render at 2x, shrink to 1x).
export type Rgb = readonly [number, number, number]

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  const k = Math.min(1, Math.max(0, t))
  return [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k]
}

export function shade(c: Rgb, factor: number): Rgb {
  return [c[0] * factor, c[1] * factor, c[2] * factor]
}

export type Point = readonly [number, number]

export class Raster {
  readonly data: Float32Array

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Float32Array(width * height * 3)
  }

  get(x: number, y: number): Rgb {
    const i = (y * this.width + x) * 3
    return [this.data[i] ?? 0, this.data[i + 1] ?? 0, this.data[i + 2] ?? 0]
  }

  set(x: number, y: number, c: Rgb): void {
    const i = (y * this.width + x) * 3
    this.data[i] = c[0]
    this.data[i + 1] = c[1]
    this.data[i + 2] = c[2]
  }

  blend(x: number, y: number, c: Rgb, alpha: number): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return
    if (alpha >= 1) return this.set(x, y, c)
    const i = (y * this.width + x) * 3
    const d = this.data
    d[i] = (d[i] ?? 0) + (c[0] - (d[i] ?? 0)) * alpha
    d[i + 1] = (d[i + 1] ?? 0) + (c[1] - (d[i + 1] ?? 0)) * alpha
    d[i + 2] = (d[i + 2] ?? 0) + (c[2] - (d[i + 2] ?? 0)) * alpha
  }

  /** Paints every pixel from a function of its position (backgrounds). */
  paint(color: (x: number, y: number) => Rgb): void {
    for (let y = 0; y < this.height; y++) for (let x = 0; x < this.width; x++) this.set(x, y, color(x, y))
  }

  fillRect(x0: number, y0: number, x1: number, y1: number, c: Rgb, alpha = 1): void {
    const xa = Math.max(0, Math.round(Math.min(x0, x1)))
    const xb = Math.min(this.width, Math.round(Math.max(x0, x1)))
    const ya = Math.max(0, Math.round(Math.min(y0, y1)))
    const yb = Math.min(this.height, Math.round(Math.max(y0, y1)))
    for (let y = ya; y < yb; y++) for (let x = xa; x < xb; x++) this.blend(x, y, c, alpha)
  }

  fillCircle(cx: number, cy: number, r: number, c: Rgb, alpha = 1): void {
    const ya = Math.max(0, Math.floor(cy - r))
    const yb = Math.min(this.height - 1, Math.ceil(cy + r))
    for (let y = ya; y <= yb; y++) {
      const dy = y + 0.5 - cy
      const half = Math.sqrt(Math.max(0, r * r - dy * dy))
      const xa = Math.max(0, Math.round(cx - half))
      const xb = Math.min(this.width, Math.round(cx + half))
      for (let x = xa; x < xb; x++) this.blend(x, y, c, alpha)
    }
  }

  /** A soft round glow (sun halo, campfire light): alpha falls off with distance. */
  glow(cx: number, cy: number, r: number, c: Rgb, strength: number): void {
    const ya = Math.max(0, Math.floor(cy - r))
    const yb = Math.min(this.height - 1, Math.ceil(cy + r))
    const xa = Math.max(0, Math.floor(cx - r))
    const xb = Math.min(this.width - 1, Math.ceil(cx + r))
    const r2 = r * r
    const d = this.data
    for (let y = ya; y <= yb; y++) {
      const dy2 = (y - cy) * (y - cy)
      for (let x = xa; x <= xb; x++) {
        const d2 = (x - cx) * (x - cx) + dy2
        if (d2 >= r2) continue
        const a = strength * (1 - Math.sqrt(d2 / r2)) ** 2
        const i = (y * this.width + x) * 3
        d[i] = (d[i] as number) + (c[0] - (d[i] as number)) * a
        d[i + 1] = (d[i + 1] as number) + (c[1] - (d[i + 1] as number)) * a
        d[i + 2] = (d[i + 2] as number) + (c[2] - (d[i + 2] as number)) * a
      }
    }
  }

  /** Even-odd scanline fill of a closed polygon. */
  fillPolygon(points: readonly Point[], c: Rgb, alpha = 1): void {
    if (points.length < 3) return
    let minY = Infinity
    let maxY = -Infinity
    for (const [, y] of points) {
      minY = Math.min(minY, y)
      maxY = Math.max(maxY, y)
    }
    const ya = Math.max(0, Math.floor(minY))
    const yb = Math.min(this.height - 1, Math.ceil(maxY))
    const crossings: number[] = []
    for (let y = ya; y <= yb; y++) {
      const sy = y + 0.5
      crossings.length = 0
      for (let i = 0; i < points.length; i++) {
        const a = points[i] as Point
        const b = points[(i + 1) % points.length] as Point
        if (a[1] <= sy === b[1] <= sy) continue
        crossings.push(a[0] + ((sy - a[1]) / (b[1] - a[1])) * (b[0] - a[0]))
      }
      crossings.sort((p, q) => p - q)
      for (let k = 0; k + 1 < crossings.length; k += 2) {
        const xa = Math.max(0, Math.round(crossings[k] as number))
        const xb = Math.min(this.width, Math.round(crossings[k + 1] as number))
        for (let x = xa; x < xb; x++) this.blend(x, y, c, alpha)
      }
    }
  }

  /** Averages factor x factor blocks into an RGBA byte buffer (what jpeg-js encodes). */
  downsample(factor: number): { width: number; height: number; data: Uint8Array } {
    const width = Math.floor(this.width / factor)
    const height = Math.floor(this.height / factor)
    const out = new Uint8Array(width * height * 4)
    const n = factor * factor
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        let r = 0
        let g = 0
        let b = 0
        for (let dy = 0; dy < factor; dy++) {
          let i = ((y * factor + dy) * this.width + x * factor) * 3
          for (let dx = 0; dx < factor; dx++, i += 3) {
            r += this.data[i] ?? 0
            g += this.data[i + 1] ?? 0
            b += this.data[i + 2] ?? 0
          }
        }
        const o = (y * width + x) * 4
        out[o] = Math.min(255, Math.max(0, Math.round(r / n)))
        out[o + 1] = Math.min(255, Math.max(0, Math.round(g / n)))
        out[o + 2] = Math.min(255, Math.max(0, Math.round(b / n)))
        out[o + 3] = 255
      }
    }
    return { width, height, data: out }
  }
}
