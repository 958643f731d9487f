/**
 * Texts that read the same in every language, so a translation may equal the English: brand and
 * product names. Anything else equal to its English source in a page catalogue is untranslated.
 */
export const SAME_IN_EVERY_LANGUAGE =
  /^(FVP|Premium|VPN|Wi-Fi|Windows|macOS|Linux|Android|iOS|Android TV|Chrome|Firefox|Edge|Opera|Yandex|OpenVPN|WireGuard)$/;
