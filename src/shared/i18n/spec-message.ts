import type { MessageDescriptor } from 'react-intl';

/** A message named by the spec (routes.yaml): its id exists in locales/en.json, as the generator checks. */
export function specMessage(id: string): MessageDescriptor {
  return { id: id as MessageDescriptor['id'] };
}
