import type { Metadata } from 'next';
import { NotFoundAnswer, notFoundMetadata } from '@/features/system';

type Props = PageProps<'/[locale]/[...rest]'>;

/** The 404's title (the content page's unknown slug has the same), kept out of search indexes. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return notFoundMetadata(locale);
}

/** Any path the route table does not know: the localised 404 (status 404) inside the shell, rendered on the server. */
export default function UnknownPath() {
  return <NotFoundAnswer />;
}
