import { NotFound } from '../NotFound.tsx';

export const namespaces = ['pages'];

/** The 404 page: /{lang}/404/ (spec §2 "A 404 page exists"); its title comes from the route table. */
export function Component() {
  return <NotFound />;
}
