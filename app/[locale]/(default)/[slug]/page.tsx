import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { Container } from '@/components/container';
import { ContentArticle, loadContentPage } from '@/features/content';
import { NotFoundAnswer, notFoundMetadata, pageMetadata } from '@/features/system';
import { NOT_FOUND_REWRITE_PATH, pageNotFoundMessage, paths } from '@/lib/routing';

type Props = PageProps<'/[locale]/[slug]'>;

// The proxy rewrites paths that fail route validation here (`/_not-found`); it is never a CMS slug.
const isRewrittenNotFound = (slug: string) => `/${slug}` === NOT_FOUND_REWRITE_PATH;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const page = isRewrittenNotFound(slug) ? null : await loadContentPage(locale, slug);
  if (!page) return notFoundMetadata(locale);
  return pageMetadata({ locale, path: paths.page(slug), title: page.title, description: page.description, noindex: false });
}

/** /{slug}: a CMS content page; an unknown slug (or a lone unknown locale-like segment) is a 404. */
export default async function ContentPage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const page = isRewrittenNotFound(slug) ? null : await loadContentPage(locale, slug);
  if (!page) {
    console.info(JSON.stringify({ level: 'info', msg: pageNotFoundMessage(paths.page(slug)), locale }));
    return <NotFoundAnswer />;
  }
  return (
    <Container className="py-6 md:py-8">
      <ContentArticle page={page} />
    </Container>
  );
}
