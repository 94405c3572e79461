import type { ContentPage } from '@/lib/cms';

/** A CMS content page: its title and its HTML (sanitised by lib/cms when the configuration is read). */
export function ContentArticle({ page }: { page: ContentPage }) {
  return (
    <article className="max-w-3xl">
      <h1 className="mb-4 text-2xl font-bold md:text-3xl">{page.title}</h1>
      {page.description ? <p className="mb-6 text-(--muted)">{page.description}</p> : null}
      <div className="cms-content flex flex-col gap-4 [&_a]:text-brand-600 [&_a]:underline [&_h2]:text-xl [&_h2]:font-semibold [&_li]:ms-5 [&_ol]:list-decimal [&_ul]:list-disc" dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  );
}
