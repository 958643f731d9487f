/**
 * An image of public/ through the image route (/_ipx/, DECISIONS 9): the spec's format at each of
 * its densities as `srcset`, explicit width and height so nothing shifts while it loads, lazy below
 * the fold and fetched early when it is the page's main image.
 */
import { images } from '../../../generated/constants.ts';

/** The image route's URL for a public file at a size, in the spec's format. */
export function imageUrl(src: string, width: number, height: number): string {
  return `/_ipx/f_${images.formats[0]},s_${width}x${height}${src}`;
}

export interface PictureProps {
  /** A file of public/, e.g. /images/hero-main.svg. */
  readonly src: string;
  /** The size it is shown at, in CSS pixels. */
  readonly width: number;
  readonly height: number;
  /** The text alternative; empty for a decorative image. */
  readonly alt: string;
  /** The page's main image (the hero's): loaded at once and early. */
  readonly priority?: boolean;
  readonly className?: string;
}

export function Picture({ src, width, height, alt, priority = false, className }: PictureProps) {
  const srcSet = images.densities.map((d) => `${imageUrl(src, width * d, height * d)} ${d}x`).join(', ');
  return (
    <img
      className={className}
      src={imageUrl(src, width, height)}
      srcSet={srcSet}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
    />
  );
}
