/** The file name of a page's payload below the page's path (src/app/payload.ts; the server answers it). */
export const PAYLOAD_FILE = '_payload.json';
