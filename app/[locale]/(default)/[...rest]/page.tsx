import { notFound } from 'next/navigation';

/** Any path the route table does not know: the localised 404 (status 404) inside the shell. */
export default function UnknownPath() {
  notFound();
}
