/** Rendering one image with sharp (libvips; SVG through librsvg). */
import sharp from 'sharp';
import { MAX_DIMENSION, type Fit, type OutputFormat } from './modifiers.ts';

export interface RenderRequest {
  /** The source file (checked: under the public folder). */
  readonly file: string;
  readonly format: OutputFormat;
  readonly width?: number;
  readonly height?: number;
  readonly fit?: Fit;
  readonly quality?: number;
  /** Hex without `#`. */
  readonly background?: string;
}

/** Encodes one image; rejects when the source cannot be decoded or the result not made. */
export type Renderer = (request: RenderRequest) => Promise<Buffer>;

export interface SharpLimits {
  /** Sources with more pixels are not decoded (sharp's limitInputPixels). */
  readonly maxInputPixels?: number;
  /** An SVG is rasterised at most this wide and high. */
  readonly maxDimension?: number;
}

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };
/** The pixels a camera or a screenshot of 4096×4096 has, with room to spare. */
const DEFAULT_MAX_INPUT_PIXELS = 40_000_000;

/** SVG's user unit is a CSS pixel: librsvg renders at 72 dpi by default. */
const SVG_DPI = 72;

export function sharpRenderer(limits: SharpLimits = {}): Renderer {
  const limitInputPixels = limits.maxInputPixels ?? DEFAULT_MAX_INPUT_PIXELS;
  const maxDimension = limits.maxDimension ?? MAX_DIMENSION;
  return async (request) => {
    const density = await svgDensity(request, limitInputPixels, maxDimension);
    let image = sharp(request.file, { limitInputPixels, ...(density ? { density } : {}) }).autoOrient();
    const background = request.background ? `#${request.background}` : undefined;
    if (request.width !== undefined || request.height !== undefined) {
      image = image.resize({
        ...(request.width !== undefined ? { width: request.width } : {}),
        ...(request.height !== undefined ? { height: request.height } : {}),
        fit: request.fit ?? 'cover',
        // A raster source is never blown up; an SVG is rasterised at the size asked for instead.
        withoutEnlargement: true,
        background: background ?? TRANSPARENT,
      });
    }
    const quality = request.quality !== undefined ? { quality: request.quality } : {};
    switch (request.format) {
      case 'webp':
        return image.webp(quality).toBuffer();
      case 'avif':
        return image.avif(quality).toBuffer();
      case 'png':
        return image.png(quality).toBuffer();
      case 'jpeg':
        // JPEG has no transparency: what was transparent becomes the background (white by default).
        return image
          .flatten({ background: background ?? '#ffffff' })
          .jpeg({ ...quality, progressive: true })
          .toBuffer();
    }
  };
}

/**
 * The density to rasterise an SVG at so that it is at least as large as the size asked for (a
 * vector has no natural limit), within `maxDimension`; undefined for a raster source or no size.
 */
async function svgDensity(request: RenderRequest, limitInputPixels: number, maxDimension: number): Promise<number | undefined> {
  if (!request.file.toLowerCase().endsWith('.svg') || (request.width === undefined && request.height === undefined)) return undefined;
  const { width, height } = await sharp(request.file, { limitInputPixels }).metadata();
  if (!width || !height) return undefined;
  const wanted = Math.max((request.width ?? 0) / width, (request.height ?? 0) / height);
  const scale = Math.min(wanted, maxDimension / width, maxDimension / height);
  return scale > 1 ? SVG_DPI * scale : undefined;
}
