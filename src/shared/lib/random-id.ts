import { ruEdition } from '../../../generated/constants.ts';

/** 'u' plus 20 uniformly random digits (RU edition rewrite, product spec §9). */
export function randomRuId(random: (bytes: Uint8Array) => void = (b) => crypto.getRandomValues(b)): string {
  let digits = '';
  const bytes = new Uint8Array(32);
  while (digits.length < ruEdition.randomIdDigits) {
    random(bytes);
    // 250 is the largest multiple of 10 below 256: rejecting the rest keeps every digit equally likely.
    for (const b of bytes) if (b < 250 && digits.length < ruEdition.randomIdDigits) digits += String(b % 10);
  }
  return `u${digits}`;
}
