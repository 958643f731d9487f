/** Crawler user agents: their errors are logged, not shown (product spec §8). */
const BOT =
  /bot|crawl|spider|slurp|bingpreview|mediapartners|facebookexternalhit|embedly|quora link preview|whatsapp|telegrambot|lighthouse|headlesschrome\/[\d.]+ \(compatible/i;

export function isBot(userAgent: string | null | undefined): boolean {
  return !!userAgent && BOT.test(userAgent);
}
