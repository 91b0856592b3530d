import { BANNER_DICTIONARY, PageBanner, usePageBanner } from '@ferrolink/shared';

/**
 * The page banner of dictionary 49, which carries the page's h1: the heading is the page's own name, there from the
 * first frame whatever the API says; the banner's summary comes from the API under it.
 */
export function NewsBanner({ heading }: { heading: string }) {
  const { data: banner, isPending } = usePageBanner(BANNER_DICTIONARY.news);
  return <PageBanner imageUrl={banner?.ImageUrl} title={heading} titleAs="h1" subtitle={banner?.Summary} loading={isPending} />;
}
