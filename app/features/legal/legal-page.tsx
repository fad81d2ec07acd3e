/**
 * The shop's policy pages (terms, privacy, shipping and returns): one layout, the shop's own name and contacts from
 * its configuration, and the same social card and canonical address as every public page.
 */
import type { ReactNode } from 'react';
import type { MetaDescriptor } from 'react-router';
import { Link } from 'react-router';
import { LEGAL_PAGES } from '../../components/site-footer';
import { PageHeader } from '../../components/ui/page-header';
import { absoluteUrl, metaPublicUrl, socialMeta } from '../../lib/seo';
import { metaShop, useShop } from '../../lib/use-shop';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

export const LEGAL_UPDATED = 'November 24, 2026';

type Matches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

export function legalMeta(matches: Matches, page: { title: string; description: string; path: string }) {
  const shop = metaShop(matches);
  const publicUrl = metaPublicUrl(matches) ?? '';
  const title = `${page.title} | ${shop.name}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: page.description },
    ...socialMeta({ publicUrl, siteName: shop.name, title, description: page.description, path: page.path }),
  ];
  if (publicUrl) tags.push({ tagName: 'link', rel: 'canonical', href: absoluteUrl(publicUrl, page.path) });
  return tags;
}

export function LegalPage({ title, intro, sections }: { title: string; intro: string; sections: LegalSection[] }) {
  const shop = useShop();
  return (
    <>
      <PageHeader title={title} description={intro} width="5xl" />
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
        <div className="max-w-3xl">
          <p className="text-sm text-slate-600">Last updated {LEGAL_UPDATED}</p>
          {sections.map((section) => (
            <section key={section.heading} className="mt-8">
              <h2 className="text-xl font-semibold text-slate-900">{section.heading}</h2>
              <div className="mt-3 space-y-3 leading-7 text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_li]:ml-5 [&_li]:list-disc">
                {section.body}
              </div>
            </section>
          ))}
          <section className="mt-10 rounded-lg border border-slate-200 bg-slate-50 p-5">
            <h2 className="text-lg font-semibold text-slate-900">Questions</h2>
            <p className="mt-2 leading-7 text-slate-700">
              Write to{' '}
              <a href={`mailto:${shop.supportEmail}`} className="font-medium text-brand-700 underline">
                {shop.supportEmail}
              </a>{' '}
              about an order, or{' '}
              <a href={`mailto:${shop.salesEmail}`} className="font-medium text-brand-700 underline">
                {shop.salesEmail}
              </a>{' '}
              about wholesale and custom work. {shop.name}, {shop.location}.
            </p>
            <nav aria-label="More policies" className="mt-4">
              <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
                {LEGAL_PAGES.map((page) => (
                  <li key={page.path}>
                    <Link to={page.path} className="font-medium text-brand-700 underline">
                      {page.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </section>
        </div>
      </div>
    </>
  );
}
